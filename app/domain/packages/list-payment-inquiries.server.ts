import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { packages, paymentInquiries } from '../../db/schema';
import { findInquiryAccounts, type InquiryAccount } from './inquiry-account.server';

export interface PaymentInquiryView {
  _id: string;
  name: string;
  email: string;
  message: string;
  status: 'open' | 'assigned';
  createdAt: string;
  package: { _id: string; title: string; price: number } | null;
  /** The account the package would go to; null when nobody has signed up with that e-mail. */
  account: InquiryAccount | null;
  /** Admin-only download of the proof. */
  proofUrl: string;
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
