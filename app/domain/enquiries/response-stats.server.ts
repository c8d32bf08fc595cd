// "Usually replies within N hours" and the reply rate, on a lister's profile and their listings'
// Listed By card: from their enquiries of the last 90 days, shown only once there are enough of
// them (a rate of 1 out of 2 says nothing about a lister). The time is the median to the first
// reply, so one enquiry left for a month does not make a quick lister look slow.
//
// Only other people's enquiries count: a lister who writes to their own listing and marks it
// replied would otherwise make up their figures. Left out are enquiries sent from the lister's
// account or address, and from the account or address of anyone who lists on the portal too (a
// second account of theirs, or a fellow lister trading enquiries with them).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { enquiries, listings, users } from '../../db/schema';
import type { ResponseStats } from '../../lib/views/enquiry-view';

export const RESPONSE_STATS = { minEnquiries: 5, days: 90 } as const;

export async function responseStats({ listerId, now = new Date() }: { listerId: string; now?: Date }): Promise<ResponseStats | null> {
  const since = new Date(now.getTime() - RESPONSE_STATS.days * 86_400_000);
  const [row] = await getDb()
    .select({
      n: sql<number>`count(*)::int`,
      replied: sql<number>`count(${enquiries.repliedAt})::int`,
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${enquiries.repliedAt} - ${enquiries.createdAt})) filter (where ${enquiries.repliedAt} is not null)`,
    })
    .from(enquiries)
    .where(
      sql`${enquiries.listerUserId} = ${listerId} and ${enquiries.createdAt} > ${since.toISOString()}::timestamptz and not exists (
        select 1 from ${users} u
         where (u.id = ${enquiries.enquirerUserId} or lower(u.email) = lower(${enquiries.email}))
           and (u.id = ${listerId} or exists (select 1 from ${listings} l where l.user_ref = u.id)))`,
    );
  if (!row || row.n < RESPONSE_STATS.minEnquiries) return null;
  const median = row.medianSeconds === null ? null : Number(row.medianSeconds);
  return {
    enquiries: row.n,
    replyRate: Math.round((100 * row.replied) / row.n),
    replyHours: median === null ? null : Math.max(1, Math.ceil(median / 3600)),
  };
}
