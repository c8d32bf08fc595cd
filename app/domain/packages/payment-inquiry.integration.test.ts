// POST /api/auth/contactForPayment end to end: the proof is judged by its content, stored
// privately, the inquiry saved, and the e-mail really arrives at an SMTP server with the proof
// attached. Then the admin's side: the proof download and the one-click assignment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../../db/registry.server';
import { isStoredFileKey } from '../backup/backup-layout.server';
import { stopJobQueue } from '../jobs/queue.server';
import { objectStore } from '../media/object-store.server';
import { media, packages, paymentInquiries, throttleEvents, type Package } from '../../db/schema';
import { resetConfig } from '../../server-lib/config.server';
import { INQUIRY_REQUIRED, INQUIRY_SENT, INQUIRY_TOO_MANY, INVALID_PACKAGE, PROOF_MAX_BYTES, PROOF_TOO_LARGE, PROOF_TYPE } from '../../lib/schemas/payment-inquiry';
import * as inquiryApi from '../../routes/api/auth.contact-for-payment';
import * as proofApi from '../../routes/api/payment-inquiries.proof';
import * as inquiryPage from '../../routes/contact-for-payment';
import * as assignPage from '../../routes/admin-assign-package';
import * as pricePage from '../../routes/price';
import { assignPackage, INQUIRY_HANDLED, INQUIRY_NO_ACCOUNT, PACKAGE_ASSIGNED, selectPackage } from './choose-package.server';
import { INQUIRY_LIMIT } from './payment-inquiries.server';
import { getPackageStatus } from './subscriptions.server';
import { insertDemoPackages, makeUser, pngBuffer } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { startTestJobQueue } from '../../../tests/support/job-queue';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { attachment } from '../../../tests/support/mime';
import { STORAGE_DRIVERS, setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();
let gold: Package;
const SITE_EMAIL = 'payments@yangonhomes.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  process.env.SITE_EMAIL = SITE_EMAIL;
  resetConfig();
  gold = (await insertDemoPackages()).find((p) => p.title === 'Gold')!;
});
afterAll(async () => {
  delete process.env.SITE_EMAIL;
  resetConfig();
});

function inquiryForm(fields: Partial<Record<'name' | 'email' | 'message' | 'packageId', string>>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (file) form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.type }));
  return form;
}
const filled = () => ({ name: 'Ko Aung', email: 'Aung@Example.com', message: 'Paid by KBZPay at 10:30.', packageId: gold.id });
const send = (body: FormData, cookie?: string) => call(inquiryApi.action, '/api/auth/contactForPayment', { body, cookie });
const inquiryCount = async () => (await getDb().select().from(paymentInquiries)).length;
describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);
  // Each driver's run starts with no inquiry counted against its addresses (10 an hour).
  beforeAll(() => getDb().delete(throttleEvents));
  const proofFiles = () => storage.list('private/proofs/');
  /** The stored proof of an inquiry row; fails the test when it is not there. */
  const storedProof = async (proofUrl: string) => {
    const data = await storage.read(`private/${proofUrl}`);
    if (!data) throw new Error(`private/${proofUrl} is not in the ${driver} store`);
    return data;
  };

  describe('POST /api/auth/contactForPayment', () => {
    it('accepts a real PNG: strips its metadata, stores it privately, and mails the site with it attached', async () => {
      const user = await makeUser();
      const png = await sharp(await pngBuffer(300, 200)).withExif({ IFD0: { Copyright: 'home GPS' } }).png().toBuffer();
      expect((await sharp(png).metadata()).exif).toBeDefined();
      const res = await send(inquiryForm(filled(), { data: png, name: 'receipt.png', type: 'image/png' }), user.cookie);
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ success: true, message: INQUIRY_SENT });

      const [row] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, body._id));
      expect(row).toMatchObject({ userId: user.id, packageId: gold.id, name: 'Ko Aung', email: 'aung@example.com', status: 'open', proofUrl: `proofs/${body._id}.png` });
      const stored = await storedProof(row.proofUrl);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 300, height: 200 });
      expect(meta.exif).toBeUndefined();
      // Never under the public media folder; under a name a backup keeps and a restore accepts.
      expect(await storage.list('media/')).toEqual([]);
      expect(isStoredFileKey(`private/${row.proofUrl}`)).toBe(true);
      const [file] = await getDb().select().from(media).where(eq(media.id, body._id));
      expect(file).toMatchObject({ kind: 'proof', url: row.proofUrl, userId: user.id });

      const mail = (await smtp.delivered()).at(-1)!;
      expect(mail.to).toEqual([SITE_EMAIL]);
      expect(mail.headers.subject).toBe('Payment inquiry: Gold from Ko Aung');
      expect(mail.headers['reply-to']).toBe('aung@example.com');
      expect(mail.raw).toContain('Paid by KBZPay at 10:30.');
      expect(attachment(mail, 'payment-proof.png')?.equals(stored)).toBe(true);
    });

    it('takes 10 inquiries an hour from one connection, then answers 429 and stores nothing more', async () => {
      const from = (ip: string) => call(inquiryApi.action, '/api/auth/contactForPayment', { body: inquiryForm(filled(), { data: PDF, name: 'receipt.pdf', type: 'application/pdf' }), ip });
      expect(INQUIRY_LIMIT.max).toBe(10);
      for (let i = 0; i < INQUIRY_LIMIT.max; i++) expect((await from('198.51.100.7')).status).toBe(201);
      const [rows, files, mails] = [await inquiryCount(), (await proofFiles()).length, (await smtp.delivered()).length];
      const refused = await from('198.51.100.7');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ success: false, statusCode: 429, message: INQUIRY_TOO_MANY });
      expect([await inquiryCount(), (await proofFiles()).length, (await smtp.delivered()).length]).toEqual([rows, files, mails]);
      // Another connection is not affected.
      expect((await from('198.51.100.8')).status).toBe(201);
    });

    it('20 inquiries sent at once from one connection: at most 10 are accepted, stored and mailed', async () => {
      const from = (ip: string) => call(inquiryApi.action, '/api/auth/contactForPayment', { body: inquiryForm(filled(), { data: PDF, name: 'receipt.pdf', type: 'application/pdf' }), ip });
      const [rows, mails] = [await inquiryCount(), (await smtp.delivered()).length];
      const statuses = (await Promise.all(Array.from({ length: 20 }, () => from('198.51.100.9')))).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(INQUIRY_LIMIT.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - INQUIRY_LIMIT.max);
      expect(await inquiryCount()).toBe(rows + INQUIRY_LIMIT.max);
      expect((await smtp.delivered()).length).toBe(mails + INQUIRY_LIMIT.max);
    });

    it('accepts a PDF from a visitor (no account linked) and attaches it', async () => {
      const before = (await smtp.delivered()).length;
      const res = await send(inquiryForm({ ...filled(), name: 'Daw Mya' }, { data: PDF, name: 'receipt.pdf', type: 'application/pdf' }));
      expect(res.status).toBe(201);
      const { _id } = await res.json();
      const [row] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, _id));
      expect(row.userId).toBeNull();
      expect((await storedProof(row.proofUrl)).equals(PDF)).toBe(true);
      expect(await smtp.delivered()).toHaveLength(before + 1);
      const mail = smtp.received.at(-1)!;
      expect(mail.headers.subject).toBe('Payment inquiry: Gold from Daw Mya');
      expect(attachment(mail, 'payment-proof.pdf')?.equals(PDF)).toBe(true);
    });

    it.each([
      ['a text file renamed .png', Buffer.from('this is not a picture'), 'proof.png', 'image/png'],
      ['a PNG header with garbage after it', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), 'proof.png', 'image/png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'proof.svg', 'image/svg+xml'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'proof.gif', 'image/gif'],
    ])('refuses %s by its content, storing nothing', async (_label, data, name, type) => {
      const [rows, files, mails] = [await inquiryCount(), (await proofFiles()).length, (await smtp.delivered()).length];
      const res = await send(inquiryForm(filled(), { data, name, type }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: PROOF_TYPE, errors: { file: PROOF_TYPE } });
      expect([await inquiryCount(), (await proofFiles()).length, (await smtp.delivered()).length]).toEqual([rows, files, mails]);
    });

    it('refuses a proof over 5 MB', async () => {
      const rows = await inquiryCount();
      const big = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES + 1 - PDF.length, 32)]);
      const res = await send(inquiryForm(filled(), { data: big, name: 'big.pdf', type: 'application/pdf' }));
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe(PROOF_TOO_LARGE);
      // A declared size far over the limit is refused before the body is read at all.
      const declared = await call(inquiryApi.action, '/api/auth/contactForPayment', {
        body: inquiryForm(filled(), { data: PDF, name: 'small.pdf', type: 'application/pdf' }),
        headers: { 'content-length': String(PROOF_MAX_BYTES * 2) },
      });
      expect(declared.status).toBe(413);
      expect(await inquiryCount()).toBe(rows);
    });

    it("refuses missing fields or a missing file with 'Please fill all required fields and attach the payment proof.', each field saying what it needs", async () => {
      const noFile = await send(inquiryForm(filled()));
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toMatchObject({ message: INQUIRY_REQUIRED, errors: { file: 'Please attach the payment proof.' } });
      const noName = await send(inquiryForm({ ...filled(), name: '  ' }, { data: PDF, name: 'r.pdf', type: 'application/pdf' }));
      expect(await noName.json()).toMatchObject({ message: INQUIRY_REQUIRED, errors: { name: 'Please enter your name.' } });
      const nothing = await send(new FormData());
      const body = await nothing.json();
      expect(body.message).toBe(INQUIRY_REQUIRED);
      expect(body.errors).toEqual({ name: 'Please enter your name.', email: 'Please enter your e-mail address.', message: 'Please write a message.', file: 'Please attach the payment proof.' });
    });

    it('refuses a bad e-mail, an unknown package and a body that is not a form', async () => {
      const pdf = { data: PDF, name: 'r.pdf', type: 'application/pdf' };
      const email = await send(inquiryForm({ ...filled(), email: 'not-an-email' }, pdf));
      expect((await email.json()).errors).toEqual({ email: 'Please enter a valid e-mail address.' });
      const pkg = await send(inquiryForm({ ...filled(), packageId: '00000000-0000-4000-8000-000000000000' }, pdf));
      expect(pkg.status).toBe(400);
      expect((await pkg.json()).message).toBe(INVALID_PACKAGE);
      const json = await call(inquiryApi.action, '/api/auth/contactForPayment', { json: filled() });
      expect(json.status).toBe(400);
    });

    it('keeps the inquiry when the mail server is down, and mails it with its proof once the server is back', async () => {
      await smtp.down();
      try {
        const res = await send(inquiryForm({ ...filled(), name: 'Ko Patient' }, { data: PDF, name: 'r.pdf', type: 'application/pdf' }));
        expect(res.status).toBe(201);
        const { _id } = await res.json();
        expect(await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, _id))).toHaveLength(1);
      } finally {
        await smtp.up();
      }
      const mail = await smtp.waitFor((m) => m.headers.subject === 'Payment inquiry: Gold from Ko Patient');
      expect(attachment(mail, 'payment-proof.pdf')?.equals(PDF)).toBe(true);
    });

    it('mails an inquiry whose proof was deleted before the mail went out, without the file and saying so', async () => {
      // No worker runs while the queue is stopped: the message waits in the database, as it
      // would for a mail server that is down, while the proof goes.
      await stopJobQueue();
      try {
        const res = await send(inquiryForm({ ...filled(), name: 'Ko Late' }, { data: PDF, name: 'r.pdf', type: 'application/pdf' }));
        expect(res.status).toBe(201);
        const [row] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, (await res.json())._id));
        await objectStore().remove(`private/${row.proofUrl}`);
      } finally {
        await startTestJobQueue();
      }
      const mail = await smtp.waitFor((m) => m.headers.subject === 'Payment inquiry: Gold from Ko Late');
      expect(attachment(mail, 'payment-proof.pdf')).toBeNull();
      expect(mail.raw).toContain('(payment-proof.pdf was deleted before this message could be sent.)');
    });
  });

  describe('the payment inquiry page', () => {
    it('offers the paid packages and preselects ?package=', async () => {
      const body = await (await call(inquiryPage.loader, `/contactForPayment?package=${gold.id}`)).json();
      expect(body.selectedId).toBe(gold.id);
      expect(body.packages.map((p: { title: string }) => p.title)).toEqual(['Gold', 'Premium']);
      expect((await (await call(inquiryPage.loader, '/contactForPayment?package=x')).json()).selectedId).toBe('');
    });

    it('keeps everything typed when the form fails, and sends it when complete', async () => {
      const typed = { name: 'Ko Aung', email: 'aung@example.com', message: 'Paid', packageId: gold.id };
      const bad = await call(inquiryPage.action, '/contactForPayment', { body: inquiryForm(typed, { data: Buffer.from('hello'), name: 'x.png', type: 'image/png' }) });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ ok: false, message: PROOF_TYPE, values: typed });
      const ok = await call(inquiryPage.action, '/contactForPayment', { body: inquiryForm(typed, { data: PDF, name: 'r.pdf', type: 'application/pdf' }) });
      expect(await ok.json()).toEqual({ ok: true, message: INQUIRY_SENT });
    });
  });

  describe('the admin side: proof download and assignment from an inquiry', () => {
    async function newInquiry(fields: Partial<ReturnType<typeof filled>>, cookie?: string) {
      const res = await send(inquiryForm({ ...filled(), ...fields }, { data: await pngBuffer(40, 40), name: 'p.png', type: 'image/png' }), cookie);
      return (await res.json())._id as string;
    }
    const proof = (id: string, cookie?: string) => call(proofApi.loader, `/api/payment-inquiries/${id}/proof`, { cookie, params: { id } });

    it('lets only admins download a proof, as an attachment', async () => {
      const [user, admin] = await Promise.all([makeUser(), makeUser({ isAdmin: true })]);
      const id = await newInquiry({}, user.cookie);
      expect((await proof(id)).status).toBe(401);
      expect((await proof(id, user.cookie)).status).toBe(403);
      const res = await proof(id, admin.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="payment-proof-${id}.png"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const [row] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, id));
      expect(Buffer.from(await res.arrayBuffer()).equals((await storedProof(row.proofUrl)))).toBe(true);
      expect((await proof('00000000-0000-4000-8000-000000000000', admin.cookie)).status).toBe(404);
    });

    it('lists open inquiries and assigns the inquired package to the inquirer, marking it assigned', async () => {
      const [user, admin] = await Promise.all([makeUser(), makeUser({ isAdmin: true })]);
      const id = await newInquiry({ email: user.email }, user.cookie);
      const page = await (await call(assignPage.loader, '/admin-assign-package', { cookie: admin.cookie })).json();
      const listed = page.inquiries.find((i: { _id: string }) => i._id === id);
      expect(listed).toMatchObject({ package: { title: 'Gold' }, account: { _id: user.id }, proofUrl: `/api/payment-inquiries/${id}/proof` });

      // Meanwhile the plans page tells the inquirer their payment is being checked.
      const plans = async () => (await (await call(pricePage.loader, '/price', { cookie: user.cookie })).json()).pendingPayment;
      expect(await plans()).toEqual({ packageTitle: 'Gold', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

      const assign = () => call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ intent: 'inquiry', inquiryId: id }) });
      expect(await (await assign()).json()).toEqual({ ok: true, message: PACKAGE_ASSIGNED });
      expect(await plans()).toBeNull();
      expect(await getPackageStatus({ userId: user.id })).toMatchObject({ isActive: true, package: { title: 'Gold' }, listingsLeft: 20 });
      const [row] = await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, id));
      expect(row.status).toBe('assigned');
      const again = await assign();
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ ok: false, message: INQUIRY_HANDLED });
      const after = await (await call(assignPage.loader, '/admin-assign-package', { cookie: admin.cookie })).json();
      expect(after.inquiries.some((i: { _id: string }) => i._id === id)).toBe(false);
    });

    it('stops saying a payment is being checked once the user has a paid plan given after it, not a free one', async () => {
      const user = await makeUser();
      await newInquiry({ email: user.email }, user.cookie);
      const plans = async () => (await (await call(pricePage.loader, '/price', { cookie: user.cookie })).json()).pendingPayment;
      const free = (await getDb().select().from(packages).where(eq(packages.title, 'Free')))[0];
      await selectPackage({ userId: user.id, packageId: free.id });
      expect(await plans()).toMatchObject({ packageTitle: 'Gold' });
      // An admin gives the plan by hand, without the inquiry: it is answered all the same.
      await assignPackage({ userId: user.id, packageId: gold.id });
      expect(await plans()).toBeNull();
    });

    it("closes the user's open inquiry for the package an admin gives by hand, and only that one", async () => {
      const [user, admin] = await Promise.all([makeUser(), makeUser({ isAdmin: true })]);
      // Written straight to the table: the form's limit (10 an hour from one address) is the other tests'.
      const premium = (await getDb().select().from(packages).where(eq(packages.title, 'Premium')))[0];
      const inquiry = async (packageId: string) =>
        (await getDb().insert(paymentInquiries).values({ userId: user.id, packageId, name: 'Ko Aung', email: user.email, message: 'Paid.', proofUrl: 'proofs/x.png' }).returning())[0].id;
      const forGold = await inquiry(gold.id);
      const forPremium = await inquiry(premium.id);
      const byHand = await call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ userId: user.id, packageId: gold.id }) });
      expect(await byHand.json()).toEqual({ ok: true, message: PACKAGE_ASSIGNED });
      const status = async (id: string) => (await getDb().select().from(paymentInquiries).where(eq(paymentInquiries.id, id)))[0].status;
      expect(await status(forGold)).toBe('assigned');
      expect(await status(forPremium)).toBe('open');
    });

    it("finds a visitor's account by the inquiry's e-mail, and says so when there is none", async () => {
      const [user, admin] = await Promise.all([makeUser(), makeUser({ isAdmin: true })]);
      const byEmail = await newInquiry({ email: user.email.toUpperCase() });
      const res = await call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ intent: 'inquiry', inquiryId: byEmail }) });
      expect((await res.json()).ok).toBe(true);
      expect((await getPackageStatus({ userId: user.id })).package?.title).toBe('Gold');
      const nobody = await newInquiry({ email: 'nobody@example.com' });
      const refused = await call(assignPage.action, '/admin-assign-package', { cookie: admin.cookie, body: new URLSearchParams({ intent: 'inquiry', inquiryId: nobody }) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ ok: false, message: INQUIRY_NO_ACCOUNT });
    });
  });
});
