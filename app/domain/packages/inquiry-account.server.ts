import { inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';

export interface InquiryAccount {
  _id: string;
  username: string;
  email: string;
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
