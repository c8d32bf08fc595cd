// A listing deleted and posted again within 30 days keeps its first posting date, so deleting and
// reposting never lifts a listing back to the top of "newest first". The same home is told by its
// photos: the deleted listing's hashes are kept for 30 days (db/schema: deletedListingPhotos).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { SAME_PHOTO_MAX_BITS } from './photo-hash.server';

export const REPOST_WINDOW_DAYS = 30;

type Db = Pick<ReturnType<typeof getDb>, 'execute'>;

/** Keeps the photos' hashes and first posting date of a listing about to be deleted. */
export async function rememberDeletedListing({ listingId, db = getDb() }: { listingId: string; db?: Db }): Promise<void> {
  await db.execute(sql`delete from deleted_listing_photos where deleted_at < now() - make_interval(days => ${REPOST_WINDOW_DAYS})`);
  await db.execute(sql`insert into deleted_listing_photos (user_ref, hash, first_posted_at)
    select l.user_ref, h.hash, l.created_at
    from listings l join listing_images li on li.listing_id = l.id join photo_hashes h on h.url = li.url
    where l.id = ${listingId} and h.hash is not null`);
}

/**
 * The first posting date of a listing this lister deleted in the last 30 days that showed one of
 * these photos; null when there is none (the new listing is new).
 */
export async function firstPostingDate({ userId, urls, db = getDb() }: { userId: string; urls: string[]; db?: Db }): Promise<Date | null> {
  if (!urls.length) return null;
  const result = (await db.execute(sql`select min(d.first_posted_at) as first
    from photo_hashes h join deleted_listing_photos d on d.user_ref = ${userId}
      and d.deleted_at >= now() - make_interval(days => ${REPOST_WINDOW_DAYS})
      and bit_count(d.hash # h.hash) <= ${SAME_PHOTO_MAX_BITS}
    where h.url in (${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )})`)) as unknown as { rows: { first: string | Date | null }[] };
  const first = result.rows[0]?.first;
  return first ? new Date(first) : null;
}
