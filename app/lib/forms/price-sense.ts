// Whether a listing's price fits its currency. Yangon quotes homes in lakh (100,000 kyat) or in US
// dollars, and the two are easily swapped: '8' USD a month for a Bahan condo was meant as 8 lakh.
// Such a price is asked about before the listing goes out: the forms' check (lib/forms/listing.ts)
// runs this in the browser and again on the server, and the lister either puts it right or
// confirms it (`priceConfirmed`), which lets it through on both sides.
import { ROUGH_LAKH_PER_USD } from '../constants';
import type { FieldErrors } from '../errors';
import type { FormInput } from './rules';
import { toNumber } from './rules';

/** The least a home rents for a month, and sells for, in lakh: below it the price is asked about. */
export const PRICE_FLOOR_LAKH = { rent: 1, sale: 10 } as const;
/** A month's rent above this many lakh (about $11,000) was most likely meant in dollars. */
export const RENT_CEILING_LAKH = 500;

export const PRICE_CHECK_MESSAGE = 'This price looks unusual for its currency. Check it, or tick “The price is right”.';

export type PriceDoubt =
  /** The same number in the other currency is what was meant, most likely. */
  | { kind: 'other-currency'; amount: number; currency: 'USD' | 'lakh MMK' }
  /** Too low in any currency: a digit missing, say. */
  | { kind: 'too-low' };

const inLakh = (price: number, currency: unknown) => (currency === 'USD' ? price * ROUGH_LAKH_PER_USD : price);

/**
 * What is doubtful about the price, or null when it fits (or is not a number yet: the price's own
 * rule speaks then). `type` is rent (a month) or sale; the currency is USD or lakh MMK.
 */
export function priceDoubt({ type, currency, regularPrice }: { type: unknown; currency: unknown; regularPrice: unknown }): PriceDoubt | null {
  const price = toNumber(regularPrice);
  if (price === undefined || !Number.isFinite(price) || price <= 0) return null;
  const kind = type === 'sale' ? 'sale' : 'rent';
  const lakh = inLakh(price, currency);
  const floor = PRICE_FLOOR_LAKH[kind];
  if (lakh < floor) return currency === 'USD' && price >= floor ? { kind: 'other-currency', amount: price, currency: 'lakh MMK' } : { kind: 'too-low' };
  if (kind === 'rent' && currency !== 'USD' && lakh > RENT_CEILING_LAKH) return { kind: 'other-currency', amount: price, currency: 'USD' };
  return null;
}

/** A listing form's rule across fields: a doubtful price not yet confirmed is refused, under the confirmation. */
export function priceCheck(input: FormInput, errors: FieldErrors) {
  // A price already refused says so itself; a ticked confirmation is the lister's answer.
  if (errors.regularPrice || isTicked(input.priceConfirmed)) return;
  // USD: the listing form's own first choice, when the field did not come.
  if (priceDoubt({ type: input.type ?? 'rent', currency: input.currency ?? 'USD', regularPrice: input.regularPrice })) errors.priceConfirmed = PRICE_CHECK_MESSAGE;
}

const isTicked = (v: unknown) => v === true || v === 'on' || v === 'true' || v === '1';

/** The budget a search probably meant, in the other currency. */
export type BudgetDoubt = { amount: number; currency: 'USD' | 'lakh MMK' };

/**
 * A search's budget that fits no home in its currency but would in the other, by the listing
 * form's rule: $15 for a home was meant as 15 lakh.
 */
export function budgetDoubt(query: { type: string; currency: string | undefined; minPrice: number | undefined; maxPrice: number | undefined }): BudgetDoubt | null {
  // The max is what the reader can pay; a min alone is the only figure they gave.
  const budget = query.maxPrice ?? query.minPrice;
  if (budget === undefined) return null;
  // Rent and sale together are held to rent's floor, the lower: a budget too small even for a
  // month's rent fits no home of either. A search names no currency when it is in lakh (priceCurrency).
  const doubt = priceDoubt({ type: query.type === 'sale' ? 'sale' : 'rent', currency: query.currency ?? 'lakh MMK', regularPrice: budget });
  // Only a month's rent has a ceiling: a big lakh budget is a fair price for a home bought.
  if (doubt?.kind !== 'other-currency' || (doubt.currency === 'USD' && query.type !== 'rent')) return null;
  return { amount: doubt.amount, currency: doubt.currency };
}
