// A phone's essentials: contact stays one tap away on a listing, a rented-out home offers similar
// ones instead, the language switch is one labelled tap from the header, and the home-screen
// offer comes once.
import { describe, expect, it } from 'vitest';
import { translate } from '../../app/lib/i18n';
import { NAV_ITEMS } from '../../app/components/layout/nav-items';
import { report, axeCheck } from './support/axe';
import { auditHeader } from './support/header-audit';
import { nextFrames, PHONE, setupBrowser, waitForHydration } from './support/browser';
import { cacheFontsOf } from './support/cached-fonts';
import { listingPaths, watchShifts } from './support/phone-pages';

const browser = setupBrowser();

describe('a listing on a phone', () => {
  it('keeps contact one tap away anywhere on the page, without covering its end or moving anything', async () => {
    const page = await browser.newPage(PHONE);
    const [listing] = await listingPaths(page, 1);
    // Its fonts cached, as a layout check has them: whether a face beats the first paint is a race
    // on a busy machine, and a late face's swap is checked in layout-shift.e2e.ts.
    await cacheFontsOf(page, browser.baseURL(), listing, {});
    const shifts = await watchShifts(page);
    await page.goto(listing);
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Contact the lister' });
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:/);
    // Halfway down the page: the bar sits at the window's bottom edge.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(PHONE.height);
    await bar.getByRole('link', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Contact the lister' }).evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < 844)).toBe(true);
    // At the page's end it holds its own place: the last of the listing is above it, not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const end = await page.evaluate(() => {
      const barBox = document.querySelector('[data-contact-bar]')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return { barBottom: barBox.bottom, footerTop: footer.top };
    });
    expect(end.barBottom).toBeLessThanOrEqual(end.footerTop);
    const moved = await shifts();
    expect(moved.score, moved.shifts.join('\n')).toBe(0);

    // The confirmation names who gets the message and what happens next.
    const form = page.getByRole('region', { name: 'Contact the lister' });
    await form.getByLabel('Name').fill('Ma Hnin');
    await form.getByLabel('Email').fill('hnin@example.com');
    await form.getByLabel('Message').fill('Is it still free next month?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const lister = (await page.locator('section[aria-labelledby="listed-by-heading"] a[href^="/agent/"] .truncate').first().textContent())!;
    await form.getByRole('status').filter({ hasText: `${lister} gets your message by e-mail and will reply to you at hnin@example.com.` }).waitFor();
  });

  it('offers similar homes, not Call or SMS, on a sold or rented-out home', async () => {
    const page = await browser.newPage(PHONE);
    // The API's listings carry their state (the demo data closes one home in ten).
    let closed: { _id: string; propertyStatus: string } | undefined;
    for (const type of ['rent', 'sale']) {
      const answer = (await (await fetch(`${browser.baseURL()}/api/listing/get?type=${type}&limit=50`)).json()) as { results: { result: { _id: string; propertyStatus: string }[] } };
      closed ??= answer.results.result.find((listing) => listing.propertyStatus !== 'Still Available');
    }
    expect(closed).toBeDefined();
    await page.goto(`/listing/${closed!._id}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="tel:"], a[href^="sms:"]').count()).toBe(0);
    expect(await page.locator('[data-contact-bar]').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Send message' }).count()).toBe(0);
    const offer = page.getByRole('region', { name: closed!.propertyStatus === 'Sold Out' ? 'This home has been sold.' : 'This home has been rented out.' });
    expect(await offer.locator('a[href^="/listing/"]').count()).toBeGreaterThan(0);
  });
});

describe('the language switch on a phone', () => {
  it('is a labelled button in the header, one tap away, and the logo stays on one line in Burmese', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/contact');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Language: မြန်မာ' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');
    const back = header.getByRole('button', { name: `${translate('my', 'Language')}: English` });
    await back.waitFor();
    expect(await back.isVisible()).toBe(true);
    // The logo never wraps beside the menu button: a phone's header gives up the logo's name first.
    const { layout } = await auditHeader(page, NAV_ITEMS.length);
    expect(layout).not.toContain('stacked');
    expect((await header.getByRole('link', { name: 'Yangon Homes' }).boundingBox())!.height).toBe(44);
    expect(layout).not.toContain('short');

    // The contact form's messages in Burmese, on the client and from the server alike.
    await page.getByRole('button', { name: translate('my', 'Send message') }).click();
    await page.getByRole('alert').filter({ hasText: translate('my', 'Please fill in all fields.') }).first().waitFor();
    const alerts = await page.locator('main [role="alert"], main [id$="-error"]').allTextContents();
    expect(alerts.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
  });
});

describe('the home-screen offer', () => {
  it('says so once, and remembers Not now', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForHydration(page);
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await offer()).toBe(true);
    const card = page.getByRole('complementary', { name: 'Add Yangon Homes to your home screen' });
    await card.waitFor();
    expect(report(await axeCheck(page, 'home-screen offer'))).toEqual([]);
    await card.getByRole('button', { name: 'Not now' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    // Held by the page all the same (no browser bar either), and not shown.
    expect(await offer()).toBe(true);
    await nextFrames(page);
    expect(await card.count()).toBe(0);
  });
});
