// The home page's counters and township shortcuts come from one grouped count of listings
// (by township and type); this folds those rows into the totals and the per-township counts.
import { TOWNSHIPS } from '../constants';

export interface TownshipCount {
  slug: string;
  en: string;
  my: string;
  count: number;
}

export interface ListingTally {
  rent: number;
  sale: number;
  /** Every township, the busiest first (ties keep the list's order), empty ones included. */
  townships: TownshipCount[];
}

export function tallyListings(rows: { township: string; type: string; count: number }[]): ListingTally {
  let rent = 0;
  let sale = 0;
  const perTownship = new Map<string, number>();
  for (const row of rows) {
    if (row.type === 'rent') rent += row.count;
    else if (row.type === 'sale') sale += row.count;
    perTownship.set(row.township, (perTownship.get(row.township) ?? 0) + row.count);
  }
  const townships = TOWNSHIPS.map((t, position) => ({ slug: t.slug, en: t.en, my: t.my, count: perTownship.get(t.slug) ?? 0, position }))
    .sort((a, b) => b.count - a.count || a.position - b.position)
    .map(({ position: _position, ...t }) => t);
  return { rent, sale, townships };
}
