// The admins' moderation tab (/dashboard?tab=reports): the open reports grouped by what they are
// about (a listing, or one review), the most recently reported first, and the hidden listings,
// the most recently hidden first; each list in batches for 'Show more'.
import { count, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, reports, reviews, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import type { HiddenListingView, ReportGroupView, ReportQueuePage } from '../../lib/views/report-view';
import { HIDDEN_REASON_LABELS, REASONS_FOR, type HiddenReason, type ReportReason, type ReportTarget } from '../../lib/forms/report';

const toDate = (value: unknown) => new Date(value as string);

/** One batch of the open reports, a row per target; read one longer to know whether more exist. */
async function openGroups({ startIndex, limit }: { startIndex: number; limit: number }): Promise<ReportGroupView[]> {
  const db = getDb();
  // From the partial index of open reports: what the queue holds is few rows, whatever the table holds.
  const groups = db
    .select({
      targetId: reports.targetId,
      listingId: reports.listingId,
      reviewId: reports.reviewId,
      n: sql<number>`count(*)`.mapWith(Number).as('n'),
      latestAt: sql<Date>`max(${reports.updatedAt})`.mapWith(toDate).as('latest_at'),
    })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetId, reports.listingId, reports.reviewId)
    .orderBy(desc(sql`max(${reports.updatedAt})`), desc(reports.targetId))
    .limit(limit)
    .offset(startIndex)
    .as('groups');
  const rows = await db
    .select({
      targetId: groups.targetId,
      listingId: groups.listingId,
      reviewId: groups.reviewId,
      n: groups.n,
      latestAt: groups.latestAt,
      title: listings.name,
      hiddenAt: listings.hiddenAt,
      reviewContent: reviews.content,
      author: users.username,
      latestNote: sql<string>`coalesce((select r.note from ${reports} r where r.target_id = ${groups.targetId} and r.status = 'open' and r.note <> '' order by r.updated_at desc limit 1), '')`,
      topReason: sql<ReportReason>`(select r.reason from ${reports} r where r.target_id = ${groups.targetId} and r.status = 'open' group by r.reason order by count(*) desc, max(r.updated_at) desc limit 1)`,
    })
    .from(groups)
    .innerJoin(listings, eq(listings.id, groups.listingId))
    .leftJoin(reviews, eq(reviews.id, groups.reviewId))
    .leftJoin(users, eq(users.id, reviews.userRef))
    .orderBy(desc(groups.latestAt), desc(groups.targetId));
  return rows.map((row) => ({
    _id: row.targetId,
    target: (row.reviewId ? 'review' : 'listing') as ReportTarget,
    listing: { id: row.listingId, title: row.title, hidden: row.hiddenAt !== null },
    review: row.reviewId ? { id: row.reviewId, content: row.reviewContent ?? '', author: row.author ?? '' } : null,
    count: row.n,
    topReason: row.topReason,
    latestNote: row.latestNote,
    latestAt: row.latestAt.toISOString(),
  }));
}

/** One batch of the hidden listings, the most recently hidden first. */
async function hiddenListings({ startIndex, limit }: { startIndex: number; limit: number }): Promise<HiddenListingView[]> {
  const rows = await getDb()
    .select({ id: listings.id, title: listings.name, reason: listings.hiddenReason, hiddenAt: listings.hiddenAt })
    .from(listings)
    .where(isNotNull(listings.hiddenAt))
    .orderBy(desc(listings.hiddenAt), desc(listings.id))
    .limit(limit)
    .offset(startIndex);
  return rows.map((row) => ({ _id: row.id, title: row.title, reason: row.reason as HiddenReason, hiddenAt: (row.hiddenAt as Date).toISOString() }));
}

export type QueueList = 'reports' | 'hidden';

/** The tab's two lists; the batch asked for (`startIndex`) is of the list named by `kind`. */
export async function loadReportQueue({ startIndex = 0, kind = 'reports' }: { startIndex?: number; kind?: QueueList } = {}): Promise<ReportQueuePage> {
  const db = getDb();
  const size = PAGE_SIZES.moderation;
  const from = (list: QueueList) => (kind === list ? Math.max(0, startIndex) : 0);
  const [groups, hidden, [open], [hiddenTotal]] = await Promise.all([
    openGroups({ startIndex: from('reports'), limit: size + 1 }),
    hiddenListings({ startIndex: from('hidden'), limit: size + 1 }),
    db.select({ n: countDistinct(reports.targetId) }).from(reports).where(eq(reports.status, 'open')),
    db.select({ n: count() }).from(listings).where(isNotNull(listings.hiddenAt)),
  ]);
  return {
    reasonLabels: HIDDEN_REASON_LABELS,
    hideReasons: REASONS_FOR.listing,
    groups: groups.slice(0, size),
    hasMore: groups.length > size,
    totalOpen: open.n,
    hidden: hidden.slice(0, size),
    hiddenHasMore: hidden.length > size,
    totalHidden: hiddenTotal.n,
  };
}
