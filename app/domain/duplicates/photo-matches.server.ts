// Which live listings show a photo close to one of these: the look-up behind the form's warning
// and the moderators' queue. Each hash is compared only with the hashes that share one of its
// four 16-bit bands (an index each, db/schema/duplicates.ts), then by Hamming distance.
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { SAME_PHOTO_MAX_BITS } from './photo-hash.server';

export interface PhotoMatch {
  /** The photo asked about. */
  url: string;
  listingId: string;
  refNo: number;
  userRef: string;
}

/** The statement, for the benchmark's EXPLAIN as well. */
export function photoMatchesSql({ urls, excludeListingId }: { urls: string[]; excludeListingId?: string }): SQL {
  const near = (band: string) => sql`select h.url, h.hash from photo_hashes h where h.${sql.raw(band)} = q.${sql.raw(band)}`;
  return sql`select distinct q.url as url, l.id as "listingId", l.ref_no as "refNo", l.user_ref as "userRef"
    from photo_hashes q
    cross join lateral (${near('band0')} union ${near('band1')} union ${near('band2')} union ${near('band3')}) near
    join listing_images li on li.url = near.url
    join listings l on l.id = li.listing_id and l.hidden_at is null
    where q.url in (${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )})
      and bit_count(near.hash # q.hash) <= ${SAME_PHOTO_MAX_BITS}
      ${excludeListingId ? sql`and l.id <> ${excludeListingId}` : sql``}`;
}

/** Every live listing (but `excludeListingId`) showing one of these photos, or one nearly the same. */
export async function findPhotoMatches({ urls, excludeListingId }: { urls: string[]; excludeListingId?: string }): Promise<PhotoMatch[]> {
  if (!urls.length) return [];
  const result = (await getDb().execute(photoMatchesSql({ urls, excludeListingId }))) as unknown as { rows: PhotoMatch[] };
  return result.rows.map((row) => ({ ...row, refNo: Number(row.refNo) }));
}
