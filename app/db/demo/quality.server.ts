// Demo data of the quality score and the price history: every demo listing gets its score (for
// "Recommended"), and one rental a cut of about a tenth six days ago, so its page shows the price
// history and the "Price reduced" tag (for which the price before must have stood a week: the
// rental chosen was posted two weeks ago or more).
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { refreshQualityScores } from '../../domain/quality/refresh-scores.server';
import { DAY_MS } from '../../lib/durations';
import { PRICE_DROP } from '../../lib/price-drop';
import { getDb } from '../registry.server';
import { listingPrices, listings } from '../schema';

/** The cut: to today's price from one about a tenth higher (a drop of 9 %, over the tag's 5 %). */
const PRICE_BEFORE_CUT = 1.1;
/** When it was cut: inside the tag's window (PRICE_DROP.days), and PRICE_DROP.stoodDays or more after it opened. */
const CUT_DAYS_AGO = 6;
/** Dollar prices before the cut are round fifties; kyat prices, whole lakh. */
const USD_PRICE_STEP = 50;

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
        // Posted before the tag's window opened: the price before is the one in force when it did.
        lt(listings.createdAt, new Date(Date.now() - PRICE_DROP.days * DAY_MS)),
      ),
    )
    .orderBy(asc(listings.refNo))
    .limit(1);
  if (cut) {
    const step = cut.currency === 'USD' ? USD_PRICE_STEP : 1;
    const before = Math.ceil((cut.price * PRICE_BEFORE_CUT) / step) * step;
    const cutAt = new Date(Math.max(Date.now() - CUT_DAYS_AGO * DAY_MS, cut.createdAt.getTime() + 1000));
    await db.delete(listingPrices).where(eq(listingPrices.listingId, cut.id));
    await db.insert(listingPrices).values([
      { listingId: cut.id, price: before, currency: cut.currency, changedAt: cut.createdAt },
      { listingId: cut.id, price: cut.price, currency: cut.currency, changedAt: cutAt },
    ]);
  }
  await refreshQualityScores();
}
