// Reports in a real browser: a visitor reports a listing from its page, the report reaches the
// admins' Reports tab, an admin hides the listing, and it is gone for the visitor (its page a
// 404, full-text search without it) while its lister is told why by e-mail and on the page.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from './support/accounts';
import { DESKTOP, PHONE, setupBrowser, waitForHydration } from './support/browser';
import { quietFlat } from './support/listing-body';
import { findMail } from './support/outbox';
import { axeCheck, report } from './support/axe';

const browser = setupBrowser();

describe('reports and moderation', () => {
  it('a report reaches the admin, who hides the listing: gone for visitors, its lister told why', async () => {
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin, createAdmin());
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 110, b: 70 } } }).png().toBuffer();
    const upload = await admin.request.post('/api/media/upload', { multipart: { images: { name: 'cover.png', mimeType: 'image/png', buffer: photo } } });
    const { urls } = (await upload.json()) as { urls: string[] };
    const name = `Suspicious lakeside flat ${Date.now().toString(36)}`;
    const created = await admin.request.post('/api/listing/create', { data: quietFlat(name, urls) });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    // A visitor, not signed in, reports it.
    const visitor = await browser.newPage(PHONE, { clientAddress: '198.18.0.42' });
    await visitor.goto(`/listing/${id}`);
    await waitForHydration(visitor);
    await visitor.getByText('Report this listing', { exact: true }).first().click();
    const form = visitor.getByRole('form', { name: 'Report this listing' });
    // The browser checks before sending: no reason, no report.
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByText('Please choose a reason.').waitFor();
    await form.getByLabel('Reason').selectOption({ label: 'Scam or fraud' });
    await form.getByLabel('Note (optional)').fill('Asked me for a deposit by phone before any viewing.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Thank you. Our team will look at your report.' }).waitFor();

    // The admin finds it in the queue, with the note, and hides the listing.
    await admin.goto('/dashboard?tab=reports');
    await waitForHydration(admin);
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name }) });
    await row.getByText('Asked me for a deposit by phone before any viewing.').waitFor();
    expect(await row.getByLabel('Reason for hiding').inputValue()).toBe('scam');
    // The queue with a report in it passes axe (the accessibility sweep sees it empty).
    expect(report(await axeCheck(admin, 'reports tab with a report'))).toEqual([]);
    await row.getByRole('button', { name: `Hide listing: ${name}` }).click();
    const hiddenList = admin.getByRole('region', { name: /Hidden listings/ });
    await hiddenList.getByRole('button', { name: `Restore: ${name}` }).waitFor();
    await expect.poll(() => admin.getByRole('region', { name: /Open reports/ }).getByRole('link', { name }).count()).toBe(0);

    // Gone for the visitor: the page is a 404 and full-text search does not find it.
    const page = await visitor.goto(`/listing/${id}`);
    expect(page?.status()).toBe(404);
    await visitor.goto(`/full-search?searchTerm=${encodeURIComponent(name)}`);
    await waitForHydration(visitor);
    expect(await visitor.getByRole('main').getByRole('link', { name }).count()).toBe(0);

    // The lister (here the admin who posted it) sees why on the page, and got an e-mail.
    await admin.goto(`/listing/${id}`);
    await admin.getByText('This listing is hidden').waitFor();
    await admin.getByText('Scam or fraud').first().waitFor();
    const mail = await findMail((text) => text.includes(name) && text.includes('Reason: Scam or fraud'));
    expect(mail).toContain(`/listing/${id}`);
  });
});
