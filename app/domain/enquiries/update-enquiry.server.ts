// What a lister does with an enquiry in their inbox: set its status, keep a note, reply. Only the
// lister it was sent to may: an id from anyone else's inbox is "not found", never "forbidden",
// so the answer does not tell that the id exists. An admin reads every inbox but answers none.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { enquiries, users, type User } from '../../db/schema';
import type { EnquiryStatus } from '../../lib/enquiry-constants';
import { notFound } from '../../lib/errors';
import { ENQUIRY_MESSAGES } from '../../lib/forms/enquiry';
import { isUuid } from '../../lib/ids';

type Lister = Pick<User, 'id'>;

/** The lister's own enquiry, or a 404 with the inbox's message. */
export async function ownEnquiry({ lister, id }: { lister: Lister; id: string }) {
  if (!isUuid(id)) throw notFound(ENQUIRY_MESSAGES.id);
  const [row] = await getDb()
    .select({
      id: enquiries.id,
      name: enquiries.name,
      email: enquiries.email,
      enquirerUserId: enquiries.enquirerUserId,
      message: enquiries.message,
      listingId: enquiries.listingId,
      listingTitle: enquiries.listingTitle,
      lang: enquiries.lang,
      status: enquiries.status,
      listerEmail: users.email,
      listerName: users.username,
    })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.listerUserId))
    .where(and(eq(enquiries.id, id), eq(enquiries.listerUserId, lister.id)))
    .limit(1);
  if (!row) throw notFound(ENQUIRY_MESSAGES.id);
  return row;
}

/**
 * Sets the status. Marking it replied the first time sets when: the lister's response time is
 * measured to it (domain/enquiries/response-stats.server.ts), and a later change leaves it.
 */
export async function setEnquiryStatus({ lister, id, status, now = new Date() }: { lister: Lister; id: string; status: EnquiryStatus; now?: Date }) {
  await ownEnquiry({ lister, id });
  await getDb()
    .update(enquiries)
    .set({
      status,
      updatedAt: now,
      ...(status === 'replied' && { repliedAt: sql`coalesce(${enquiries.repliedAt}, ${now.toISOString()}::timestamptz)` }),
    })
    .where(and(eq(enquiries.id, id), eq(enquiries.listerUserId, lister.id)));
}

export async function saveEnquiryNote({ lister, id, note, now = new Date() }: { lister: Lister; id: string; note: string; now?: Date }) {
  await ownEnquiry({ lister, id });
  await getDb()
    .update(enquiries)
    .set({ note, updatedAt: now })
    .where(and(eq(enquiries.id, id), eq(enquiries.listerUserId, lister.id)));
}
