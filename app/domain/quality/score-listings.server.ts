// Stores the quality score (lib/quality-score.ts) of the given listings, worked out from their
// rows, photo counts and their township's price range, and when it was worked out.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingImages, listings } from '../../db/schema';
import { qualityScore, type PriceRange } from '../../lib/quality-score';
import { rangeKey, townshipPriceRanges } from './price-ranges.server';

export async function scoreListings({ ids, now = new Date(), ranges }: { ids: string[]; now?: Date; ranges?: Record<string, PriceRange> }): Promise<void> {
  if (ids.length === 0) return;
  const db = getDb();
  const [rows, photos, priceRanges] = await Promise.all([
    db.select().from(listings).where(inArray(listings.id, ids)),
    db.select({ id: listingImages.listingId, n: count() }).from(listingImages).where(inArray(listingImages.listingId, ids)).groupBy(listingImages.listingId),
    ranges ?? townshipPriceRanges(),
  ]);
  const photoCounts = new Map(photos.map((row) => [row.id, row.n]));
  const scores = rows.map((row) => ({
    id: row.id,
    score: qualityScore(
      {
        ...row,
        title: row.name,
        photos: photoCounts.get(row.id) ?? 0,
        priceRange: priceRanges[rangeKey(row.type, row.township)] ?? null,
      },
      now,
    ).score,
  }));
  if (scores.length === 0) return;
  // One statement for the batch; the rank trigger updates recommended_rank with it.
  const values = sql.join(
    scores.map((s) => sql`(${s.id}::uuid, ${s.score}::smallint)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${listings} set quality_score = v.score, quality_scored_at = ${now.toISOString()}::timestamptz from (values ${values}) as v(id, score) where ${listings.id} = v.id`,
  );
}

/** One listing's stored score, for its lister's pages. */
export async function storedScore({ id }: { id: string }): Promise<number | null> {
  const [row] = await getDb().select({ score: listings.qualityScore }).from(listings).where(eq(listings.id, id));
  return row?.score ?? null;
}
