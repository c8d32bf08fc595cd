// The lister's inbox in a real browser, on a phone: a visitor writes from a listing and taps its
// Call button (the tap is counted, the link still the tel: link), the demo agency finds the
// message in its inbox with the badge counting it, replies (the reply goes out by e-mail with
// Reply-To the agency) until its replies run out (the refusal told under the reply, which is kept),
// closes another and keeps a note; the inbox passes axe in English and light, and in Burmese and
// dark.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import { ENQUIRY_MESSAGES } from '../../app/lib/forms/enquiry';
import { signIn } from './support/accounts';
import { axeCheck, report } from './support/axe';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';
import { findMail } from './support/outbox';

const browser = setupBrowser();
const AGENCY = { email: 'agent1@demo.yangonhomes.local', password: DEMO_PASSWORD };

describe("a lister's inbox", () => {
  it('receives a visitor\'s message and tap, and answers from a phone in both languages', async () => {
    const lister = await browser.newPage(PHONE, { clientAddress: '192.0.2.71' });
    await signIn(lister, AGENCY, '/dashboard?tab=enquiries');
    await waitForHydration(lister);
    const main = lister.getByRole('main');
    // The demo inbox: Ko Aung Min wrote three times from two addresses with one phone: one card.
    await main.getByRole('article', { name: 'Ko Aung Min' }).getByText('3 enquiries').waitFor();
    const newBefore = Number(/(\d+) new/.exec((await main.getByText(/\d+ enquiries, \d+ new\./).textContent()) ?? '')?.[1]);
    const listingHref = (await main.locator('a[href^="/listing/"]').first().getAttribute('href'))!;
    expect(listingHref).toMatch(/^\/listing\/[0-9a-f-]{36}$/);

    // A visitor on a phone taps Call (counted by a beacon; the link is still the dialler's) and writes.
    const stamp = Date.now().toString(36);
    const visitor = await browser.newPage(PHONE, { clientAddress: '192.0.2.72' });
    await visitor.goto(listingHref);
    await waitForHydration(visitor);
    const call = visitor.getByRole('link', { name: /^Call / }).first();
    expect(await call.getAttribute('href')).toMatch(/^tel:/);
    // A phone hands the tel: link to its dialler and the page stays. Headless Chromium starts a
    // navigation to it instead, and a click made while that is being given up can be lost: the
    // link's own navigation is held back here, the page's tap handler still runs.
    await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    const [beacon] = await Promise.all([visitor.waitForRequest((r) => r.url().includes('/api/contact-taps/listing/') && r.url().endsWith('/call')), call.click()]);
    expect(beacon.method()).toBe('POST');
    // Counted already: the same visitor's second tap today is not.
    await expect
      .poll(async () => ((await (await visitor.request.post(new URL(beacon.url()).pathname)).json()) as { counted: boolean }).counted)
      .toBe(false);
    const form = visitor.getByRole('region', { name: 'Contact the lister' });
    await form.getByLabel('Name').fill('Ma E2E Visitor');
    await form.getByLabel('Email').fill(`visitor-${stamp}@example.com`);
    await form.getByLabel('Message').fill(`Can I see the flat on Sunday? (${stamp})`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Email sent successfully').waitFor();

    // The lister's inbox shows it first, new, and the badge counts it.
    await lister.reload();
    await waitForHydration(lister);
    const card = main.getByRole('article', { name: 'Ma E2E Visitor' });
    await card.getByText(`Can I see the flat on Sunday? (${stamp})`).waitFor();
    await main.getByText(`${newBefore + 1} new.`, { exact: false }).waitFor();
    await lister.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: /Enquiries/ }).getByText(`${newBefore + 1} new`).waitFor();
    expect(report(await axeCheck(lister, 'enquiries inbox'))).toEqual([]);

    // An empty reply is refused in place; a real one goes out and marks it replied.
    await card.getByText('Reply', { exact: true }).click();
    const reply = card.getByRole('form', { name: 'Reply to Ma E2E Visitor' });
    // Opened, the box is on the screen with the cursor in it.
    await expect.poll(() => reply.getByLabel('Your reply').evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await reply.getByLabel('Your reply').evaluate((box) => box.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await reply.getByText(ENQUIRY_MESSAGES.replyShort).waitFor();
    await reply.getByLabel('Your reply').fill(`Yes, Sunday at 10 suits us. (${stamp})`);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await lister.getByText(ENQUIRY_MESSAGES.replySent).waitFor();
    await card.getByText('Replied', { exact: true }).waitFor();
    // What was sent stays in the thread, under the message.
    const thread = card.getByRole('list', { name: 'Replies' });
    await thread.getByText(`Yes, Sunday at 10 suits us. (${stamp})`).waitFor();
    await thread.getByText(/^You replied, /).waitFor();
    const mail = await findMail((text) => text.includes(`Yes, Sunday at 10 suits us. (${stamp})`));
    expect(mail).toMatch(/^To: visitor-\w+@example\.com$/m);
    expect(mail).toContain(`Reply-To: ${AGENCY.email}`);

    // Replies are limited: two more go out; the next is refused under the field, the reply kept.
    for (const n of [2, 3]) {
      await reply.getByLabel('Your reply').fill(`Reply number ${n}. (${stamp})`);
      await reply.getByRole('button', { name: 'Send reply' }).click();
      await expect.poll(() => reply.getByLabel('Your reply').inputValue()).toBe('');
    }
    const typed = `One reply too many. (${stamp})`;
    await reply.getByLabel('Your reply').fill(typed);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await reply.getByText(ENQUIRY_MESSAGES.replyTooOften).waitFor();
    expect(await reply.getByLabel('Your reply').getAttribute('aria-invalid')).toBe('true');
    expect(await reply.getByLabel('Your reply').inputValue()).toBe(typed);

    // A note, kept after the page reloads.
    await card.getByLabel('Private note').fill('Prefers mornings.');
    await card.getByRole('button', { name: /^Save note/ }).click();
    await lister.getByText(ENQUIRY_MESSAGES.noteSaved).waitFor();
    await lister.reload();
    expect(await main.getByRole('article', { name: 'Ma E2E Visitor' }).getByLabel('Private note').inputValue()).toBe('Prefers mornings.');

    // In Burmese and dark: the same inbox, axe-clean.
    await lister.emulateMedia({ colorScheme: 'dark' });
    await lister.goto('/dashboard?tab=enquiries&lang=my');
    await waitForHydration(lister);
    await lister.getByRole('heading', { level: 1, name: 'စုံစမ်းမေးမြန်းချက်များ' }).waitFor();
    await main.getByRole('article', { name: 'Ko Aung Min' }).getByText('စုံစမ်းချက် 3 ခု').waitFor();
    expect(report(await axeCheck(lister, 'enquiries inbox, Burmese, dark'))).toEqual([]);
    // Back to English for the demo agency's mail in the other files.
    await lister.goto('/dashboard?tab=enquiries&lang=en');
    await waitForHydration(lister);
  });
});
