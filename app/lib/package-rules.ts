// The package selection rules of spec section 4, as one pure function: the plans page applies it
// before asking the server (to alert at once), and the server applies it again on every select,
// because a request can be made without the page.
export const LOGIN_TO_SELECT = 'Please log in to select a package';
export const FREE_RESELECT = 'You can only reselect the Free package after it expires.';
export const PAID_RESELECT = "You can only reselect your current Gold or Premium plan if it's expired or all listings are used.";
export const NO_DOWNGRADE = 'You cannot downgrade from Gold or Premium to Free while your package still has listings available.';
/** Paid plans are switched on by an admin once the payment proof has been checked. */
export const PAYMENT_REQUIRED = 'This package is paid. Please send a payment inquiry; an admin assigns it after checking your payment.';

/** What the pages' choose actions answer (their fetchers read it). */
export type ChoiceResult = { ok: boolean; message: string };

export interface Plan {
  id: string;
  title: string;
  price: number;
}

export interface CurrentPlan {
  plan: Plan;
  isActive: boolean;
  listingsLeft: number | 'Unlimited';
}

/** Paid means a price above zero: those go through the payment inquiry, never through select. */
export const isPaid = (plan: Plan) => plan.price > 0;

/** The spec names the free plan by title (any case); a zero price says the same. */
export const isFree = (plan: Plan) => plan.title.trim().toLowerCase() === 'free' || !isPaid(plan);

const samePlan = (a: Plan, b: Plan) => a.id === b.id || a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

export const hasListingsLeft = (left: number | 'Unlimited') => left === 'Unlimited' || left > 0;

/** Active and not used up: the state in which listings can be posted. */
export const isUsable = (current: CurrentPlan | null) => !!current && current.isActive && hasListingsLeft(current.listingsLeft);

/** The spec's refusal for choosing `target` while holding `current`, or null when allowed. */
export function selectionRefusal({ current, target }: { current: CurrentPlan | null; target: Plan }): string | null {
  if (!current) return null;
  const usable = isUsable(current);
  if (isFree(target) && isFree(current.plan) && current.isActive) return FREE_RESELECT;
  if (!isFree(target) && samePlan(target, current.plan) && usable) return PAID_RESELECT;
  if (isFree(target) && !isFree(current.plan) && usable) return NO_DOWNGRADE;
  return null;
}

/** The plans page shows this plan's button as a disabled 'Current Plan'. */
export const isLockedCurrentPlan = (current: CurrentPlan | null, target: Plan) =>
  !!current && samePlan(current.plan, target) && isUsable(current);
