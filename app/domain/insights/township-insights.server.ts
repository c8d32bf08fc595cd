// What /insights/:township shows: the township's stored medians (compute-price-insights.server.ts),
// shaped for the page. Unknown townships are null (the page answers 404).
import { eq, max } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { townshipPriceGroups, townshipPriceMonths, type TownshipPriceGroup } from '../../db/schema';
import { TOWNSHIPS } from '../../lib/constants';
import { monthsUpTo, type Median, type PriceMonth, type TownshipInsights, type TownshipName } from '../../lib/views/price-insights';
import { TREND_MONTHS } from './compute-price-insights.server';


/** The township a path names ('bahan', any case), or null. */
export function townshipBySlug(slug: string): TownshipName | null {
  const wanted = slug.toLowerCase();
  const found = TOWNSHIPS.find((t) => t.slug === wanted);
  return found ? { slug: found.slug, en: found.en, my: found.my } : null;
}

export const medianOf = (row: { medianLakh: number | null; medianUsd: number | null } | undefined): Median => ({
  lakh: row?.medianLakh ?? null,
  usd: row?.medianUsd ?? null,
});

export async function loadTownshipInsights({ slug }: { slug: string }): Promise<TownshipInsights | null> {
  const township = townshipBySlug(slug);
  if (!township) return null;
  const db = getDb();
  const [groups, months] = await Promise.all([
    db.select().from(townshipPriceGroups).where(eq(townshipPriceGroups.township, township.slug)),
    db.select().from(townshipPriceMonths).where(eq(townshipPriceMonths.township, township.slug)),
  ]);
  const computed = groups[0]?.computedAt ?? months[0]?.computedAt ?? (await lastRun());
  const overallOf = (type: string) => groups.find((g) => g.type === type && g.propertyType === null);
  const keys = computed ? monthsUpTo(computed, TREND_MONTHS) : [];
  const trendOf = (type: string): PriceMonth[] =>
    keys.map((month) => {
      const row = months.find((m) => m.type === type && m.month === month);
      return { month, listings: row?.listings ?? 0, median: medianOf(row) };
    });
  return {
    township,
    computedAt: computed?.toISOString() ?? null,
    live: { rent: overallOf('rent')?.listings ?? 0, sale: overallOf('sale')?.listings ?? 0 },
    overall: { rent: medianOf(overallOf('rent')), sale: medianOf(overallOf('sale')) },
    groups: groups
      .filter((g): g is TownshipPriceGroup & { propertyType: string } => g.propertyType !== null)
      .sort(byGroupOrder)
      .map((g) => ({
        type: g.type as 'rent' | 'sale',
        propertyType: g.propertyType,
        bedrooms: g.bedrooms,
        listings: g.listings,
        median: medianOf(g),
        perSqft: { lakh: g.medianLakhPerSqft, usd: g.medianUsdPerSqft },
      })),
    trend: { rent: trendOf('rent'), sale: trendOf('sale') },
  };
}

/** When the job last wrote anything (any township), for a township it found no listing in. */
export async function lastRun(): Promise<Date | null> {
  const [row] = await getDb().select({ at: max(townshipPriceGroups.computedAt) }).from(townshipPriceGroups);
  return row?.at ?? null;
}

/** Rent before sale, then property type and bedrooms (unknown last). */
function byGroupOrder(a: TownshipPriceGroup, b: TownshipPriceGroup): number {
  return (
    a.type.localeCompare(b.type) ||
    (a.propertyType ?? '').localeCompare(b.propertyType ?? '') ||
    (a.bedrooms ?? 99) - (b.bedrooms ?? 99)
  );
}

