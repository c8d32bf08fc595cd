// The admin's exchange-rate form: one field, kyat to the US dollar. Checked in the browser and
// again, with the same words, on the server (lib/schemas/exchange-rate.ts).
import { EXCHANGE_RATE_LIMITS } from '../exchange-rate';
import { formCheck, limited, NUMBER_TEXT_MAX } from './rules';

export const EXCHANGE_RATE_MESSAGES = {
  rate: 'Please enter the kyat to one US dollar: a number from 100 to 100,000.',
} as const;

/** Up to two decimals; thousands separators allowed ('4,500'). */
const RATE = /^\d+(\.\d{1,2})?$/;

/** The rate as a number within the limits, or undefined for anything else (text, a negative, 10^12). */
export function rateValue(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && RATE.test(value.trim().replace(/,/g, '')) ? Number(value.trim().replace(/,/g, '')) : NaN;
  return Number.isFinite(n) && n >= EXCHANGE_RATE_LIMITS.min && n <= EXCHANGE_RATE_LIMITS.max ? n : undefined;
}

const rate = limited((value) => (rateValue(value) === undefined ? EXCHANGE_RATE_MESSAGES.rate : undefined), NUMBER_TEXT_MAX, EXCHANGE_RATE_MESSAGES.rate);

export const checkExchangeRate = formCheck({ kyatPerUsd: rate });
