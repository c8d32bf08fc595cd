import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media, paymentInquiries, users, type Package } from '../../db/schema';
import { getConfig } from '../../lib/config.server';
import { publicOrigin } from '../../lib/public-origin.server';
import { AppError, badRequest } from '../../lib/errors';
import {
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
import { getPackageRow } from './get-package.server';
import { removeProof, storeProof, type StoredProof } from './proof-storage.server';

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
  if (!file || file.length === 0) throw badRequest(INQUIRY_REQUIRED, { file: INQUIRY_REQUIRED });
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

  // The inquiry is saved and listed on the assign screen whatever happens to the e-mail, so a
  // mail server outage is logged rather than turned into "failed" (which would invite resends).
  try {
    await notifyAdmin({ input, pkg, proof, userId });
  } catch (error) {
    console.error(`Payment inquiry ${id} saved, but the e-mail to the site failed:`, error);
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
    attachments: [{ filename: `payment-proof.${ext}`, path: proof.file }],
  });
}
