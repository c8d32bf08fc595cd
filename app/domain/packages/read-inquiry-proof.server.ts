import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { paymentInquiries } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { openProof } from './proof-storage.server';

export const PROOF_NOT_FOUND = 'Payment proof not found.';

/** The proof file of one inquiry (admins only: the route checks), or a 404. */
export async function readInquiryProof({ inquiryId }: { inquiryId: string }) {
  if (!isUuid(inquiryId)) throw notFound(PROOF_NOT_FOUND);
  const [row] = await getDb().select({ key: paymentInquiries.proofUrl }).from(paymentInquiries).where(eq(paymentInquiries.id, inquiryId)).limit(1);
  const proof = row && (await openProof({ key: row.key }));
  if (!proof) throw notFound(PROOF_NOT_FOUND);
  return { ...proof, filename: `payment-proof-${inquiryId}.${proof.ext}` };
}
