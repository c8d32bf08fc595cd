// The lister's inbox (/dashboard?tab=enquiries): their enquiries newest first, one card per
// person. A person is whoever shares an e-mail address or a phone number with another of the
// enquiries (Ko Aung writing from two addresses with one phone is one person), so the groups are
// the connected parts of that relation. An admin sees every lister's enquiries; anybody else
// only those sent to them.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { enquiries, enquiryReplies, listings, users } from '../../db/schema';
import { internationalDigits } from '../../lib/chat-contacts';
import type { EnquirerGroup, EnquiryInbox, EnquiryView } from '../../lib/views/enquiry-view';
import type { Viewer } from '../listings/visibility.server';

/** The newest ones read at once: more than a lister answers in months, few enough for one page. */
export const INBOX_MAX = 200;

const phoneKey = (phone: string | null) => {
  const digits = phone ? internationalDigits(phone) : '';
  return digits.length >= 7 ? `phone:${digits}` : null;
};

interface Row extends EnquiryView {
  name: string;
  email: string;
  phone: string | null;
}

/** Rows (newest first) in groups of one person each, each group where its newest row came. */
export function groupByEnquirer(rows: Row[]): EnquirerGroup[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const keysOf = (row: Row) => [`email:${row.email.trim().toLowerCase()}`, phoneKey(row.phone)].filter((k): k is string => k !== null);
  for (const row of rows) {
    const [first, ...rest] = keysOf(row);
    if (!parent.has(first)) parent.set(first, first);
    for (const key of rest) {
      if (!parent.has(key)) parent.set(key, key);
      const a = find(first);
      const b = find(key);
      if (a !== b) parent.set(b, a);
    }
  }
  const groups = new Map<string, EnquirerGroup>();
  for (const row of rows) {
    const key = find(keysOf(row)[0]);
    let group = groups.get(key);
    if (!group) {
      group = { key: row._id, name: row.name, emails: [], phones: [], newCount: 0, enquiries: [] };
      groups.set(key, group);
    }
    if (!group.emails.some((e) => e.toLowerCase() === row.email.toLowerCase())) group.emails.push(row.email);
    if (row.phone && !group.phones.includes(row.phone)) group.phones.push(row.phone);
    if (row.status === 'new') group.newCount += 1;
    const { name: _name, email: _email, phone: _phone, ...view } = row;
    group.enquiries.push(view);
  }
  return [...groups.values()];
}

const mine = (viewer: NonNullable<Viewer>): SQL | undefined => (viewer.isAdmin ? undefined : eq(enquiries.listerUserId, viewer.id));

export async function loadEnquiryInbox({ viewer, limit = INBOX_MAX }: { viewer: NonNullable<Viewer>; limit?: number }): Promise<EnquiryInbox> {
  const db = getDb();
  const [rows, [totals], [fresh]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        listingId: listings.id,
        listingName: listings.name,
        listingTitle: enquiries.listingTitle,
        name: enquiries.name,
        email: enquiries.email,
        phone: enquiries.phone,
        message: enquiries.message,
        status: enquiries.status,
        note: enquiries.note,
        createdAt: enquiries.createdAt,
        repliedAt: enquiries.repliedAt,
        listerId: users.id,
        listerName: users.username,
      })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.listerUserId))
      .leftJoin(listings, eq(listings.id, enquiries.listingId))
      .where(mine(viewer))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit),
    db.select({ n: count() }).from(enquiries).where(mine(viewer)),
    db.select({ n: count() }).from(enquiries).where(and(mine(viewer), eq(enquiries.status, 'new'))),
  ]);
  const replies = await repliesTo(rows.map((r) => r.id));
  const views: Row[] = rows.map((r) => ({
    _id: r.id,
    listing: r.listingId && r.listingName ? { _id: r.listingId, title: r.listingName } : null,
    listingTitle: r.listingTitle,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    repliedAt: r.repliedAt?.toISOString() ?? null,
    replies: replies.get(r.id) ?? [],
    lister: { _id: r.listerId, username: r.listerName },
  }));
  return { groups: groupByEnquirer(views), total: totals.n, newCount: fresh.n, everyone: viewer.isAdmin, shown: views.length };
}

/** The replies to these enquiries, oldest first, by enquiry. */
async function repliesTo(ids: string[]): Promise<Map<string, EnquiryView['replies']>> {
  const byEnquiry = new Map<string, EnquiryView['replies']>();
  if (ids.length === 0) return byEnquiry;
  const rows = await getDb()
    .select({ enquiryId: enquiryReplies.enquiryId, body: enquiryReplies.body, createdAt: enquiryReplies.createdAt })
    .from(enquiryReplies)
    .where(inArray(enquiryReplies.enquiryId, ids))
    .orderBy(asc(enquiryReplies.createdAt));
  for (const row of rows) {
    const list = byEnquiry.get(row.enquiryId) ?? [];
    list.push({ body: row.body, sentAt: row.createdAt.toISOString() });
    byEnquiry.set(row.enquiryId, list);
  }
  return byEnquiry;
}

/** The menu's badge: the signed-in user's own new enquiries (the partial index of new ones). */
export async function countNewEnquiries({ userId }: { userId: string }): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(enquiries)
    .where(and(eq(enquiries.listerUserId, userId), eq(enquiries.status, 'new')));
  return row.n;
}
