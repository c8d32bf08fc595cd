// The periodic part of the quality score: a listing loses its "changed in the last 30 days"
// points as it ages from its last real change (listings.changed_at), and a listing written by
// anything that did not score it (an import, a script, the demo seed) gets its first score. Each
// run scores, in batches, every listing whose stored score is missing, older than its last
// update, or was worked out while the listing was still fresh and it no longer is. Running it
// again finds nothing to do.
import { and, asc, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { DAY_MS } from '../../lib/durations';
import { QUALITY } from '../../lib/quality-score';
import { townshipPriceRanges } from './price-ranges.server';
import { scoreListings } from './score-listings.server';

export const REFRESH_SCORES_JOB = 'refresh-quality-scores';
const BATCH = 500;

export async function refreshQualityScores({ now = new Date() }: { now?: Date } = {}): Promise<{ scored: number }> {
  const staleBefore = new Date(now.getTime() - QUALITY.freshDays * DAY_MS);
  const due = or(
    isNull(listings.qualityScoredAt),
    lt(listings.qualityScoredAt, listings.updatedAt),
    and(lt(listings.changedAt, staleBefore), lt(listings.qualityScoredAt, sql`${listings.changedAt} + ${`${QUALITY.freshDays} days`}::interval`)),
  );
  const ranges = await townshipPriceRanges();
  // Walked by id, so a listing still due after its scoring (updated after `now`) is not met again.
  let scored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await getDb().select({ id: listings.id }).from(listings).where(and(due, gt(listings.id, after))).orderBy(asc(listings.id)).limit(BATCH);
    if (batch.length === 0) return { scored };
    const ids = batch.map((row) => row.id);
    await scoreListings({ ids, now, ranges });
    scored += ids.length;
    after = ids[ids.length - 1];
  }
}
