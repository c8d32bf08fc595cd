// What /insights shows: every township's live listings and its median rent and sale price over
// every property type (the rows the nightly job writes with property_type null).
import { isNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { townshipPriceGroups } from '../../db/schema';
import { TOWNSHIPS } from '../../lib/constants';
import type { InsightsOverview } from '../../lib/views/price-insights';
import { medianOf } from './township-insights.server';

export async function loadInsightsOverview(): Promise<InsightsOverview> {
  const rows = await getDb().select().from(townshipPriceGroups).where(isNull(townshipPriceGroups.propertyType));
  const row = (slug: string, type: string) => rows.find((r) => r.township === slug && r.type === type);
  const computedAt = rows.reduce<Date | null>((last, r) => (!last || r.computedAt > last ? r.computedAt : last), null);
  return {
    computedAt: computedAt?.toISOString() ?? null,
    // The townships with the most live listings first; the rest in the list's order.
    townships: TOWNSHIPS.map((t) => ({
      township: { slug: t.slug, en: t.en, my: t.my },
      live: { rent: row(t.slug, 'rent')?.listings ?? 0, sale: row(t.slug, 'sale')?.listings ?? 0 },
      rent: medianOf(row(t.slug, 'rent')),
      sale: medianOf(row(t.slug, 'sale')),
    })).sort((a, b) => b.live.rent + b.live.sale - (a.live.rent + a.live.sale)),
  };
}
