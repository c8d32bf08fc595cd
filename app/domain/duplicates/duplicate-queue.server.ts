// The moderators' queue of possible duplicates: the pending pairs, the one flagged last first,
// each listing's facts side by side; in batches for 'Show more'.
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings, users } from '../../db/schema';
import { PAGE_SIZES } from '../../lib/constants';
import { HELD_FOR_REVIEW, type DuplicateShare } from '../../lib/duplicates';
import { formatReference } from '../../lib/listing-reference';
import type { DuplicateQueuePage, DuplicateSideView } from '../../lib/views/duplicate-view';

const a = alias(listings, 'a');
const b = alias(listings, 'b');
const ua = alias(users, 'ua');
const ub = alias(users, 'ub');

const side = (l: typeof a | typeof b, u: typeof ua | typeof ub) => ({
  id: l.id,
  title: l.name,
  refNo: l.refNo,
  type: l.type,
  township: l.township,
  price: l.regularPrice,
  currency: l.currency,
  area: sql<number | null>`coalesce(${l.squareFeet}, ${l.landSquareFeet})`,
  cover: sql<string | null>`(select li.url from listing_images li where li.listing_id = ${l.id} order by li.position limit 1)`,
  photos: sql<number>`(select count(*)::int from listing_images li where li.listing_id = ${l.id})`,
  lister: u.username,
  postedAt: l.createdAt,
  hiddenAt: l.hiddenAt,
  hiddenReason: l.hiddenReason,
});

type SideRow = { [K in keyof ReturnType<typeof side>]: unknown };

function view(row: SideRow): DuplicateSideView {
  return {
    id: row.id as string,
    title: row.title as string,
    reference: formatReference(Number(row.refNo)),
    type: row.type as string,
    township: row.township as string,
    price: Number(row.price),
    currency: row.currency as string,
    area: row.area === null ? null : Number(row.area),
    cover: (row.cover as string | null) ?? null,
    photos: Number(row.photos),
    lister: row.lister as string,
    postedAt: new Date(row.postedAt as string).toISOString(),
    hidden: row.hiddenAt !== null,
    held: row.hiddenReason === HELD_FOR_REVIEW,
  };
}

export async function loadDuplicateQueue({ startIndex = 0 }: { startIndex?: number } = {}): Promise<DuplicateQueuePage> {
  const db = getDb();
  const size = PAGE_SIZES.moderation;
  const pending = eq(listingDuplicates.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({ pairId: listingDuplicates.id, shares: listingDuplicates.shares, flaggedAt: listingDuplicates.createdAt, a: side(a, ua), b: side(b, ub) })
      .from(listingDuplicates)
      .innerJoin(a, eq(a.id, listingDuplicates.listingId))
      .innerJoin(ua, eq(ua.id, a.userRef))
      .innerJoin(b, eq(b.id, listingDuplicates.otherListingId))
      .innerJoin(ub, eq(ub.id, b.userRef))
      .where(pending)
      .orderBy(desc(listingDuplicates.createdAt), desc(listingDuplicates.id))
      .limit(size + 1)
      .offset(Math.max(0, startIndex)),
    db.select({ n: count() }).from(listingDuplicates).where(pending),
  ]);
  return {
    pairs: rows.slice(0, size).map((row) => ({
      _id: row.pairId,
      shares: row.shares as DuplicateShare[],
      flaggedAt: row.flaggedAt.toISOString(),
      listing: view(row.a),
      other: view(row.b),
    })),
    total: total.n,
    hasMore: rows.length > size,
    startIndex,
  };
}
