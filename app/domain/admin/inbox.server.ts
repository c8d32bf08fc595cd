// The admin's inbox: what visitors sent through the contact forms (to the site or to a lister)
// and the payment inquiries waiting for a package, newest first, in batches.
import type { ContactMessageView, InquiryView } from '../../lib/views/admin-view';
import { asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { contactMessages, packages, paymentInquiries, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';

export const INBOX_PAGE = PAGE_SIZES.inbox;
export const MAX_INBOX_PAGE = 50;

const size = (limit: number) => Math.min(Math.max(1, limit), MAX_INBOX_PAGE);

export async function listContactMessages({ startIndex = 0, limit = INBOX_PAGE }: { startIndex?: number; limit?: number } = {}) {
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select({ message: contactMessages, recipientName: users.username })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.recipientUserId))
      .orderBy(desc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(size(limit))
      .offset(Math.max(0, startIndex)),
    db.select({ total: count() }).from(contactMessages),
  ]);
  const messages = rows.map(({ message: m, recipientName }): ContactMessageView => ({
    _id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    propertyTitle: m.propertyTitle,
    propertyId: m.propertyId,
    recipient: m.recipientUserId && recipientName ? { _id: m.recipientUserId, username: recipientName } : null,
    createdAt: m.createdAt.toISOString(),
  }));
  return { messages, totalMessages: totals.total };
}

export async function listInquiries({ startIndex = 0, limit = INBOX_PAGE }: { startIndex?: number; limit?: number } = {}) {
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select({ inquiry: paymentInquiries, packageTitle: packages.title })
      .from(paymentInquiries)
      .leftJoin(packages, eq(packages.id, paymentInquiries.packageId))
      .orderBy(desc(paymentInquiries.createdAt), asc(paymentInquiries.id))
      .limit(size(limit))
      .offset(Math.max(0, startIndex)),
    db.select({ total: count() }).from(paymentInquiries),
  ]);
  const inquiries = rows.map(({ inquiry: i, packageTitle }): InquiryView => ({
    _id: i.id,
    name: i.name,
    email: i.email,
    message: i.message,
    status: i.status,
    packageTitle,
    proofUrl: `/api/payment-inquiries/${i.id}/proof`,
    createdAt: i.createdAt.toISOString(),
  }));
  return { inquiries, totalInquiries: totals.total };
}
