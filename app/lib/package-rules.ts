// The package selection rules of spec section 4, as one pure function: the plans page applies it
// before asking the server (to alert at once), and the server applies it again on every select,
// because a request can be made without the page.
export const LOGIN_TO_SELECT = 'Please log in to select a package';
export const FREE_RESELECT = 'You can only reselect the Free package after it expires.';
export const PAID_RESELECT = "You can only reselect your current Gold or Premium plan if it's expired or all listings are used.";
export const NO_DOWNGRADE = 'You cannot downgrade from Gold or Premium to Free while your package still has listings available.';
/** Why a listing cannot be posted (postingRefusal): said by the server's refusal and the form's package dialog alike. */
export const PACKAGE_NOT_ACTIVE = 'Your package is not active';
export const MONTHLY_LIMIT_REACHED = 'You have reached your monthly post limit';
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

/** What posting depends on: the current package's state (a PackageStatus or a CurrentPlan). */
export type PostingState = Pick<CurrentPlan, 'isActive' | 'listingsLeft'>;

/** Why posting is refused: no package or an expired one (403), or none of its listings left (429). */
export type PostingRefusal = 'not-active' | 'limit-reached';

/**
 * "May this user post a listing now?" (spec section 4), the one place it is decided: an admin
 * always; anybody else with an active package that has listings left. `current` is null for a
 * user who never had a package. The database applies the same rule atomically when a listing
 * takes its slot: that SQL (claimListingSlot in domain/packages/listing-slots.server.ts) is its
 * mirror, and listing-slots.integration.test.ts holds the two equal case by case.
 */
export function postingRefusal({ isAdmin, current }: { isAdmin: boolean; current: PostingState | null }): PostingRefusal | null {
  if (isAdmin) return null;
  if (!current || !current.isActive) return 'not-active';
  if (!hasListingsLeft(current.listingsLeft)) return 'limit-reached';
  return null;
}

export const mayPost = (who: { isAdmin: boolean; current: PostingState | null }) => postingRefusal(who) === null;

/** Active and not used up: the state in which a (non-admin) user can post listings. */
export const isUsable = (current: CurrentPlan | null) => mayPost({ isAdmin: false, current });

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
