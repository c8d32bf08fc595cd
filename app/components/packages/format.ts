// Package numbers and dates as the pages show them. Dates use Yangon's time zone on both the
// server and the browser, so the server-rendered text and the hydrated text always agree.
import type { CurrentPlan } from '../../lib/package-rules';

export { formatNumber as formatMmk } from '../../lib/format-number';

export const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'my' ? 'my-MM' : 'en-GB', { dateStyle: 'medium', timeZone: 'Asia/Yangon' }).format(new Date(iso));

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
