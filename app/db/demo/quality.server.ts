// Demo data of the quality score and the price history: every demo listing gets its score (for
// "Recommended"), and one rental a cut of about a tenth six days ago, so its page shows the price
// history and the "Price reduced" tag (for which the price before must have stood a week: the
// rental chosen was posted two weeks ago or more).
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { refreshQualityScores } from '../../domain/quality/refresh-scores.server';
import { getDb } from '../registry.server';
import { listingPrices, listings } from '../schema';

const DAY = 86_400_000;

export async function seedQualityDemo(): Promise<void> {
  const db = getDb();
  const [cut] = await db
    .select({ id: listings.id, price: listings.regularPrice, currency: listings.currency, createdAt: listings.createdAt })
    .from(listings)
    .where(
      and(
        eq(listings.type, 'rent'),
        eq(listings.propertyStatus, 'Still Available'),
        eq(listings.offer, false),
        isNull(listings.hiddenAt),
        lt(listings.createdAt, new Date(Date.now() - 14 * DAY)),
      ),
    )
    .orderBy(asc(listings.refNo))
    .limit(1);
  if (cut) {
    const step = cut.currency === 'USD' ? 50 : 1;
    const before = Math.ceil((cut.price * 1.1) / step) * step;
    const cutAt = new Date(Math.max(Date.now() - 6 * DAY, cut.createdAt.getTime() + 1000));
    await db.delete(listingPrices).where(eq(listingPrices.listingId, cut.id));
    await db.insert(listingPrices).values([
      { listingId: cut.id, price: before, currency: cut.currency, changedAt: cut.createdAt },
      { listingId: cut.id, price: cut.price, currency: cut.currency, changedAt: cutAt },
    ]);
  }
  await refreshQualityScores();
}
