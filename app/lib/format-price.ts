// How a price reads everywhere (listing page, cards): '$1,200' for USD, '12 lakh MMK' for lakh.
// Rent is per month (spec section 9); the caller adds '/ month' so it can be translated.
import { CURRENCIES } from './constants';
import { roundLakh } from './exchange-rate';
import { formatNumber as number } from './format-number';
import { asciiDigits } from './burmese-digits';
import type { T } from './i18n';

type Currency = (typeof CURRENCIES)[number];


/** `t` names the unit in the reader's language ('16 ကျပ်သိန်း' in Burmese). */
export function formatPrice(value: number, currency: Currency | string, t: T = (text) => text): string {
  return currency === 'USD' ? `$${number(value)}` : `${number(value)} ${t(currency)}`;
}

/**
 * An amount in a currency ISO 4217 knows: a price in lakh (100,000 kyat, how Yangon quotes
 * property) in kyat, a dollar price as it is. For schema.org's offers and prices per square foot.
 */
export function inIsoCurrency(amount: number, currency: Currency | string): { amount: number; currency: string } {
  return currency === 'lakh MMK' ? { amount: amount * 100_000, currency: 'MMK' } : { amount, currency };
}

/** The price a buyer pays: the discount price of a Premium Ad (offer), else the regular one. */
export function effectivePrice(listing: { offer: boolean; regularPrice: number; discountPrice: number | null }) {
  return listing.offer && listing.discountPrice !== null ? listing.discountPrice : listing.regularPrice;
}

/** A phone text as a tel: link (the first number when several are written, spaces dropped). */
export function telHref(phone: string): string {
  const first = phone.split(/[,/;]|\bor\b/)[0] ?? phone;
  // Typed on a Burmese keyboard, '၀၉ ၁၂၃' is 09 123 too: a phone dials ASCII digits.
  return `tel:${asciiDigits(first).replace(/[^\d+]/g, '')}`;
}

/**
 * The price shown, in the other currency at the rate of the day ('$1,067' beside '48 lakh MMK'),
 * from the listing's prices in both (kept by the database); null when they were not read. Rounded
 * as people say it: whole dollars, lakh to one decimal below 100.
 */
export function otherCurrencyPrice(listing: { offer: boolean; regularPrice: number; discountPrice: number | null; currency: string; priceLakh?: number; priceUsd?: number }): { value: number; currency: Currency } | null {
  const other = listing.currency === 'USD' ? listing.priceLakh : listing.priceUsd;
  if (other === undefined || !(listing.regularPrice > 0)) return null;
  const value = (other * effectivePrice(listing)) / listing.regularPrice;
  if (listing.currency === 'USD') return { value: roundLakh(value), currency: 'lakh MMK' };
  return { value: Math.round(value), currency: 'USD' };
}
