// Package numbers as the pages show them (dates: lib/dates.ts).
import type { CurrentPlan } from '../../lib/package-rules';

import { formatNumber as formatMmk } from '../../lib/format-number';

export { formatMmk };

type Translate = (text: string, vars?: Record<string, string | number>) => string;

/** A package's price with its currency, in the page's language: '30,000 MMK', '30,000 ကျပ်'. */
export const priceInMmk = (price: number, t: Translate) => `${formatMmk(price)} ${t('MMK')}`;

/** How many listings a package allows ('20 listings', or 'Unlimited listings' for -1). */
export const listingAllowance = (limit: number, t: Translate) => (limit === -1 ? t('Unlimited listings') : t('{n} listings', { n: limit }));

/** A package named with its price, as a list or a select shows it: 'Gold · 30,000 MMK'. */
export const planWithPrice = (pkg: { title: string; price: number }, t: Translate) => `${t(pkg.title)} · ${priceInMmk(pkg.price, t)}`;

interface StatusLike {
  hasPackage: boolean;
  package: { _id: string; title: string } | null;
  isActive: boolean;
  listingsLeft: number | 'Unlimited';
}

/** The signed-in user's plan in the terms of the selection rules (prices come from the list). */
export function currentPlanOf(status: StatusLike | null, packages: { _id: string; price: number }[]): CurrentPlan | null {
  if (!status?.hasPackage || !status.package) return null;
  const { _id, title } = status.package;
  const price = packages.find((p) => p._id === _id)?.price ?? 0;
  return { plan: { id: _id, title, price }, isActive: status.isActive, listingsLeft: status.listingsLeft };
}
