// Package numbers as the pages show them (dates: lib/dates.ts).
import type { CurrentPlan } from '../../lib/package-rules';

export { formatNumber as formatMmk } from '../../lib/format-number';

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
