// Payment inquiries: a buyer of a paid package sends one with a proof of payment (POST
// /api/auth/contactForPayment and the page's form); the admin's assign screen lists them, with
// the account each package would go to, and downloads their proofs. Answering one (assigning
// its package) is in choose-package.server.ts.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../../db/registry.server';
import { media, packageSubscriptions, packages, paymentInquiries, users, type Package } from '../../db/schema';
import { getConfig } from '../../server-lib/config.server';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { InquiryAccount, PaymentInquiryView } from '../../lib/views/package-views';
import { publicOrigin } from '../../server-lib/public-origin.server';
import {
  INQUIRY_MISSING,
  INQUIRY_REQUIRED,
  INQUIRY_SENT,
  INQUIRY_TOO_MANY,
  INVALID_PACKAGE,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE,
  type PaymentInquiryInput,
} from '../../lib/schemas/payment-inquiry';
import { sendMail } from '../mail/send-mail.server';
import { releaseSlots, takeSlot, type Limit } from '../throttle/throttle.server';
import { getPackageRow } from './catalogue.server';
import { openProof, proofStoreKey, removeProof, storeProof, type StoredProof } from './proof-storage.server';

export const PROOF_NOT_FOUND = 'Payment proof not found.';

/** A buyer may need a second try (a wrong proof); ten an hour per connection is ample. */
export const INQUIRY_LIMIT: Limit = { action: 'payment-inquiry', max: 10, windowMs: 60 * 60_000, message: INQUIRY_TOO_MANY };

/**
 * A payment inquiry for a paid package (POST /api/auth/contactForPayment and the page's form):
 * the proof is checked and stored privately, the inquiry is saved for the assign screen, and
 * the site's admin address gets an e-mail with the proof attached.
 */
export async function createPaymentInquiry({
  input,
  file,
  userId = null,
  sender,
}: {
  input: PaymentInquiryInput;
  file: Buffer | null;
  userId?: string | null;
  /** The client address: each inquiry e-mails the site with an attachment. */
  sender: string;
}) {
  if (!file || file.length === 0) throw badRequest(INQUIRY_REQUIRED, { file: INQUIRY_MISSING.file });
  if (file.length > PROOF_MAX_BYTES) throw new AppError(413, PROOF_TOO_LARGE, { file: PROOF_TOO_LARGE });
  let pkg: Package | null = null;
  if (input.packageId) {
    pkg = await getPackageRow({ packageId: input.packageId }).catch(() => {
      throw badRequest(INVALID_PACKAGE, { packageId: INVALID_PACKAGE });
    });
  }
  // Counted before anything is stored or sent; an inquiry that then fails is given back.
  const slot = await takeSlot(INQUIRY_LIMIT, sender);
  const id = randomUUID();
  let proof: StoredProof;
  try {
    proof = await storeProof({ id, data: file });
  } catch (error) {
    await releaseSlots(slot);
    throw error;
  }
  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(paymentInquiries).values({ id, userId, packageId: pkg?.id ?? null, ...pick(input), proofUrl: proof.key });
      await tx.insert(media).values({ id, userId, url: proof.key, kind: 'proof', bytes: proof.bytes });
    });
  } catch (error) {
    await Promise.all([removeProof({ key: proof.key }), releaseSlots(slot)]);
    throw error;
  }

  // The inquiry is saved and listed on the assign screen whatever happens to the e-mail (queued:
  // a mail server outage only delays it), so a failure to queue it is logged rather than turned
  // into "failed" (which would invite resends).
  try {
    await notifyAdmin({ input, pkg, proof, userId });
  } catch (error) {
    console.error(`Payment inquiry ${id} saved, but its e-mail to the site could not be queued:`, error);
  }
  return { success: true as const, message: INQUIRY_SENT, _id: id };
}

const pick = ({ name, email, message }: PaymentInquiryInput) => ({ name, email, message });

async function notifyAdmin({ input, pkg, proof, userId }: { input: PaymentInquiryInput; pkg: Package | null; proof: StoredProof; userId: string | null }) {
  const { SITE_EMAIL } = getConfig();
  const account = userId ? (await getDb().select().from(users).where(eq(users.id, userId)).limit(1))[0] : undefined;
  const plan = pkg ? `${pkg.title} (${Number(pkg.price).toLocaleString('en-US')} MMK)` : 'not chosen';
  const ext = proof.key.slice(proof.key.lastIndexOf('.') + 1);
  await sendMail({
    to: SITE_EMAIL,
    replyTo: input.email,
    subject: pkg ? `Payment inquiry: ${pkg.title} from ${input.name}` : `Payment inquiry from ${input.name}`,
    text: [
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `Package: ${plan}`,
      `Account: ${account ? `${account.username} <${account.email}>` : 'not signed in'}`,
      '',
      input.message,
      '',
      'The payment proof is attached.',
      `Assign the package at ${publicOrigin()}/admin-assign-package`,
    ].join('\n'),
    attachments: [{ filename: `payment-proof.${ext}`, storeKey: proofStoreKey(proof.key) }],
  });
}

/**
 * The user's latest payment inquiry that no admin has answered yet, for the plans page to say it
 * is on its way (without it, the page looked as if nothing had been sent, and invited a second
 * payment). Null when there is none. An inquiry counts as answered once it is assigned, or once
 * the user got a paid plan after sending it (an admin may assign one by hand, without the
 * inquiry); a free plan chosen meanwhile does not answer it.
 */
export async function openInquiryOf({ userId }: { userId: string }): Promise<{ packageTitle: string | null; sentAt: string } | null> {
  const db = getDb();
  const paid = alias(packages, 'paid');
  const paidPlanSince = db
    .select({ one: sql`1` })
    .from(packageSubscriptions)
    .innerJoin(paid, eq(paid.id, packageSubscriptions.packageId))
    .where(and(eq(packageSubscriptions.userId, userId), gt(packageSubscriptions.createdAt, paymentInquiries.createdAt), gt(paid.price, 0)));
  const [row] = await db
    .select({ sentAt: paymentInquiries.createdAt, packageTitle: packages.title })
    .from(paymentInquiries)
    .leftJoin(packages, eq(packages.id, paymentInquiries.packageId))
    .where(and(eq(paymentInquiries.userId, userId), eq(paymentInquiries.status, 'open'), notExists(paidPlanSince)))
    .orderBy(desc(paymentInquiries.createdAt))
    .limit(1);
  return row ? { packageTitle: row.packageTitle, sentAt: row.sentAt.toISOString() } : null;
}

/** Payment inquiries for the assign screen, newest first (open ones by default). */
export async function listPaymentInquiries({ status = 'open', limit = 50 }: { status?: 'open' | 'assigned'; limit?: number } = {}) {
  const rows = await getDb()
    .select({ inquiry: paymentInquiries, pkg: packages })
    .from(paymentInquiries)
    .leftJoin(packages, eq(packages.id, paymentInquiries.packageId))
    .where(eq(paymentInquiries.status, status))
    .orderBy(desc(paymentInquiries.createdAt))
    .limit(limit);
  const accounts = await findInquiryAccounts({ inquiries: rows.map((r) => r.inquiry) });
  return rows.map(({ inquiry, pkg }): PaymentInquiryView => ({
    _id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    status: inquiry.status as 'open' | 'assigned',
    createdAt: inquiry.createdAt.toISOString(),
    package: pkg && { _id: pkg.id, title: pkg.title, price: Number(pkg.price) },
    account: accounts.get(inquiry.id) ?? null,
    proofUrl: `/api/payment-inquiries/${inquiry.id}/proof`,
  }));
}

/** The proof file of one inquiry (admins only: the route checks), or a 404. */
export async function readInquiryProof({ inquiryId }: { inquiryId: string }) {
  if (!isUuid(inquiryId)) throw notFound(PROOF_NOT_FOUND);
  const [row] = await getDb().select({ key: paymentInquiries.proofUrl }).from(paymentInquiries).where(eq(paymentInquiries.id, inquiryId)).limit(1);
  const proof = row && (await openProof({ key: row.key }));
  if (!proof) throw notFound(PROOF_NOT_FOUND);
  return { ...proof, filename: `payment-proof-${inquiryId}.${proof.ext}` };
}

/**
 * The accounts that sent some payment inquiries: the signed-in sender, or else the account with
 * the inquiry's e-mail (people often pay first and sign up or sign in afterwards). Keyed by
 * inquiry id; an inquiry with neither is missing from the map.
 */
export async function findInquiryAccounts({
  inquiries,
}: {
  inquiries: { id: string; userId: string | null; email: string }[];
}): Promise<Map<string, InquiryAccount>> {
  const result = new Map<string, InquiryAccount>();
  if (!inquiries.length) return result;
  const ids = inquiries.flatMap((i) => (i.userId ? [i.userId] : []));
  const emails = inquiries.map((i) => i.email.toLowerCase());
  const rows = await getDb()
    .select({ _id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(sql`${ids.length ? inArray(users.id, ids) : sql`false`} or ${inArray(sql`lower(${users.email})`, emails)}`);
  for (const inquiry of inquiries) {
    const account =
      (inquiry.userId && rows.find((row) => row._id === inquiry.userId)) ||
      rows.find((row) => row.email.toLowerCase() === inquiry.email.toLowerCase());
    if (account) result.set(inquiry.id, account);
  }
  return result;
}

/** One inquiry's account id, or undefined. */
export async function findInquiryAccount({ inquiry }: { inquiry: { id: string; userId: string | null; email: string } }) {
  return (await findInquiryAccounts({ inquiries: [inquiry] })).get(inquiry.id)?._id;
}
