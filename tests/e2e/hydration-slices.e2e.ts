// A first visit's hydration in slices (lib/hydration-slices.ts, components/ui/hydrate-later.tsx):
// the parts of a page wrapped in <HydrateLater> (and the parts inside them, after them) are
// hydrated one per task after a first pass,
// with the browser free to run other tasks (a tap, a paint) between two of them; each part works
// once hydrated, and a part that a client navigation mounts is drawn at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, waitForHydration } from './support/browser';
import { expectViewMoreFocusesFirstNewCard } from './support/home-lists';

const browser = setupBrowser();

/**
 * From the page's first script on, a task posted to itself over and over notes how many parts
 * are hydrated whenever the number changes, until the page is. Tasks of the page run between two
 * of its turns: a number noted between none and all means other work ran between two parts.
 */
const NOTE_PARTS_HYDRATED = `
  window.partsHydrated = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const count = performance.getEntriesByName('hydration: part').length;
    if (window.partsHydrated.at(-1) !== count) window.partsHydrated.push(count);
    if (performance.getEntriesByName('hydrated').length === 0) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
`;

async function openNotingParts(path: string): Promise<{ page: Page; counts: number[] }> {
  const page = await browser.newPage();
  await page.addInitScript(NOTE_PARTS_HYDRATED);
  await page.goto(path);
  await waitForHydration(page);
  const counts = await page.evaluate(() => (window as unknown as { partsHydrated: number[] }).partsHydrated);
  return { page, counts };
}

describe('hydration in slices', () => {
  it("hydrates the home page's parts one task at a time after its first pass, with other tasks between them", async () => {
    const { page, counts } = await openNotingParts('/');
    const total = await page.evaluate(() => performance.getEntriesByName('hydration: part').length);
    // The header, hero, filters, township tiles and footer, and each card of the lists.
    expect(total).toBeGreaterThan(20);
    expect(counts.at(-1)).toBe(total);
    // Noted between none and all at least a few times: the parts did not come in one task.
    expect(counts.filter((count) => count > 0 && count < total).length).toBeGreaterThanOrEqual(3);
    const [firstPass] = await page.evaluate(() => performance.getEntriesByName('hydration: first pass').map((mark) => mark.startTime));
    const [firstPart] = await page.evaluate(() => performance.getEntriesByName('hydration: part').map((mark) => mark.startTime));
    expect(firstPart).toBeGreaterThanOrEqual(firstPass);
  });

  it('makes each part work once hydrated: a card saved from the later list, the footer leading on without a page load', async () => {
    const { page } = await openNotingParts('/');
    const save = page.locator('#recent-sale').getByRole('button', { name: /^Save: / }).first();
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    // A client navigation keeps the window: a mark set on it survives.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it('hydrates a part inside a part after it, with the ids the server gave it: View More in the later list moves the focus to its first new card', async () => {
    const { page } = await openNotingParts('/');
    // The sale list is a part inside the page's <main>, itself a part; the list finds itself by
    // an id it takes as it renders, which must be the one the server wrote.
    await expectViewMoreFocusesFirstNewCard(page, 'recent-sale');
  });

  it('draws at once the parts a client navigation brings, and hydrates nothing more', async () => {
    const { page } = await openNotingParts('/about');
    const partsOnArrival = await page.evaluate(() => performance.getEntriesByName('hydration: part').length);
    await page.getByRole('banner').getByRole('link', { name: 'Yangon Homes' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    // Each part is there (a part that waited for a turn that never comes would be missing).
    for (const part of ['#hero-heading', '#home-filters', '#recent-rent > li', '#townships-heading', '#recent-sale > li', '#home-agents > li', 'footer']) {
      await expect.poll(() => page.locator(part).count(), { message: part }).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => performance.getEntriesByName('hydration: part').length)).toBe(partsOnArrival);
  });
  it('keeps the messages of a form sent between its part being hydrated and the effects after the next frame', async () => {
    const page = await browser.newPage();
    // From the page's first script on, a task posted to itself over and over sends the sign-in
    // form, empty, until the form's own check answers (it cancels the sending): that is the
    // first task after the form's part is hydrated, before the frame its effects wait for. Until
    // then nothing answers, and the submit is cancelled here rather than sent to the server.
    await page.addInitScript(`
      window.sentEarly = { tries: 0, answered: false };
      window.addEventListener('submit', (event) => {
        if (!event.defaultPrevented) event.preventDefault();
        else window.sentEarly.answered = true;
      });
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const form = document.querySelector('main form');
        if (form && performance.getEntriesByName('hydration: start').length) {
          window.sentEarly.tries++;
          form.requestSubmit();
        }
        if (!window.sentEarly.answered) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    `);
    await page.goto('/sign-in');
    await waitForHydration(page);
    const sent = await page.evaluate(() => (window as unknown as { sentEarly: { tries: number; answered: boolean } }).sentEarly);
    expect(sent.answered).toBe(true);
    // Past the frame the mount effects wait for: they used to set the messages back to none.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    await expect.poll(() => page.getByText('Please enter your e-mail and password.').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });
});
