// Which live listings show a photo close to one of these: the look-up behind the form's warning
// and the moderators' queue. Each hash is compared only with the hashes that share one of its
// four 16-bit bands (an index each, db/schema/duplicates.ts), then by Hamming distance.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { SAME_PHOTO_MAX_BITS } from './photo-hash.server';

/**
 * The most matching photos read per photo asked about and band. A photo posted on thousands of
 * listings costs this many look-ups, not thousands: the listings past it are not read, and the
 * answer says it stopped (`complete: false`).
 */
export const MATCH_READ_CAP = 100;

export interface PhotoMatch {
  listingId: string;
  refNo: number;
  userRef: string;
  /** Bits between the closest pair of photos, 0 (the same picture) to SAME_PHOTO_MAX_BITS. */
  distance: number;
  /** The photos asked about that this listing shows. */
  urls: string[];
}

export interface PhotoMatches {
  /** Closest first, then the earliest posted (lowest reference) first. */
  matches: PhotoMatch[];
  /** False when a band reached MATCH_READ_CAP: more listings may show these photos. */
  complete: boolean;
}

/** The statement, for the benchmark's EXPLAIN as well. */
export function photoMatchesSql({ urls, excludeListingId }: { urls: string[]; excludeListingId?: string }): SQL {
  const asked = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  // Each band's read stops once the cap of close hashes is found. A photo asked about finds
  // itself too: a URL already on another listing is a match of that listing.
  const band = (n: number) => {
    const column = sql.raw(`band${n}`);
    return sql`(select ${n} as band, h.url, bit_count(h.hash # a.hash) as distance from photo_hashes h
      where h.${column} = a.${column} and bit_count(h.hash # a.hash) <= ${SAME_PHOTO_MAX_BITS}
      limit ${MATCH_READ_CAP})`;
  };
  return sql`with near as materialized (
      select a.url as asked, c.band, c.url, c.distance
      from photo_hashes a
      cross join lateral (${band(0)} union all ${band(1)} union all ${band(2)} union all ${band(3)}) c
      where a.url in (${asked}) and a.hash is not null
    )
    select l.id as "listingId", l.ref_no as "refNo", l.user_ref as "userRef", min(near.distance)::int as distance,
      array_agg(distinct near.asked) as urls,
      not exists (select 1 from near group by asked, band having count(*) >= ${MATCH_READ_CAP}) as complete
    from near
    join listing_images li on li.url = near.url
    join listings l on l.id = li.listing_id and l.hidden_at is null
    ${excludeListingId ? sql`where l.id <> ${excludeListingId}` : sql``}
    group by l.id
    order by distance, l.ref_no`;
}

interface Row extends Omit<PhotoMatch, 'refNo' | 'distance'> {
  refNo: number | string;
  distance: number | string;
  complete: boolean;
}

/** Every live listing (but `excludeListingId`) showing one of these photos, or one nearly the same, up to the cap. */
export async function findPhotoMatches({ urls, excludeListingId }: { urls: string[]; excludeListingId?: string }): Promise<PhotoMatches> {
  if (!urls.length) return { matches: [], complete: true };
  const { rows } = (await getDb().execute(photoMatchesSql({ urls, excludeListingId }))) as unknown as { rows: Row[] };
  return {
    matches: rows.map((row) => ({ listingId: row.listingId, refNo: Number(row.refNo), userRef: row.userRef, distance: Number(row.distance), urls: row.urls })),
    complete: rows.every((row) => row.complete),
  };
}
