// A visitor writes to a listing's lister from the listing page on a phone: the message is sent
// as an e-mail to the lister, and once the connection's hourly allowance is used up the form
// says so and keeps what was typed.
import { describe, expect, inject, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../app/lib/schemas/contact';
import { CONTACT_LIMIT } from '../../app/domain/contact/send-contact-message.server';
import { PHONE, setupBrowser, waitForHydration } from './support/browser';
import { findMail } from './support/outbox';

const browser = setupBrowser();
// Documentation addresses (RFC 5737): this test's messages count against its own address only.
const CLIENT = '192.0.2.44';

/**
 * A demo listing: the oldest one (the last page of one), so listings other test files posted
 * meanwhile, whose listers have no demo address, are never the one.
 */
async function aListing(): Promise<{ id: string }> {
  const { totalListings } = await (await fetch(`${inject('baseURL')}/api/listing/get?limit=1`)).json();
  const body = await (await fetch(`${inject('baseURL')}/api/listing/get?limit=1&page=${totalListings}`)).json();
  const listing = body.results.result[0];
  return { id: listing._id };
}

describe('contacting a lister', () => {
  it('sends the message to the lister, then refuses politely past the hourly limit without losing the text', async () => {
    const listing = await aListing();
    const page = await browser.newPage(undefined, { clientAddress: CLIENT });
    await page.goto(`/listing/${listing.id}`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Contact the lister' });
    await form.getByLabel('Name').fill('Ko Zaw');
    await form.getByLabel('Email').fill('zaw@example.com');
    await form.getByLabel('Message').fill('Can I see it on Saturday morning?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(CONTACT_MESSAGES.sent).waitFor();
    const mail = await findMail((text) => text.includes('Can I see it on Saturday morning?'));
    expect(mail).toContain('Reply-To: zaw@example.com');
    // To the lister's own address (a demo account), which the page never showed.
    expect(mail).toMatch(/^To: \S+@demo\.yangonhomes\.local$/m);

    // Use up the rest of this address's hour from another tab, then send again from the form.
    for (let i = 1; i < CONTACT_LIMIT.max; i++) {
      const res = await page.request.post('/api/auth/contact', {
        data: { name: 'Ko Zaw', email: 'zaw@example.com', message: `Follow-up ${i}`, propertyId: listing.id },
      });
      expect(res.status()).toBe(200);
    }
    await form.getByLabel('Message').fill('One more question about parking.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(CONTACT_MESSAGES.tooMany).waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('One more question about parking.');
    expect(await form.getByLabel('Name').inputValue()).toBe('Ko Zaw');
  });

  it('sent empty on a phone, gives the focus to the first field to fill, in view', async () => {
    const listing = await aListing();
    const page = await browser.newPage(PHONE, { clientAddress: '192.0.2.45' });
    await page.goto(`/listing/${listing.id}`);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Contact the lister' });
    await form.getByLabel('Name').fill('');
    await form.getByLabel('Email').fill('');
    await form.getByRole('button', { name: 'Send message' }).click();
    const name = form.getByLabel('Name');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const box = (await name.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  });
});
