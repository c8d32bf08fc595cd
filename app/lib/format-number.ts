// Numbers as every page shows them: '1,234,567.5' (en-US grouping, at most two decimals, halves
// rounded away from zero), the same on the server and in the browser so hydration never
// disagrees. Written out rather than asked of Intl: a page's first Intl object makes the browser
// load its locale data, 50-110 ms of a phone's main thread at Lighthouse's 4x slowdown, in the
// middle of hydration (format-number.test.ts holds it to Intl.NumberFormat's own output).
import { trimEnd } from './trim-ends';

/** The digits of |value| as a plain decimal: JavaScript's shortest form, exponent written out. */
function plainDigits(value: number): string {
  const [mantissa, exponentText] = Math.abs(value).toString().split('e');
  if (exponentText === undefined) return mantissa;
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  return point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0').slice(0, point) + (digits.length > point ? `.${digits.slice(point)}` : '');
}

export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [integer, cents = ''] = plainDigits(value).split('.');
  if (cents.length > 2) {
    // In hundredths, rounded on the decimal digits as written (1.005 is '1.01', as Intl has it).
    const hundredths = BigInt(integer + cents.slice(0, 2)) + (cents[2] >= '5' ? 1n : 0n);
    [integer, cents] = [(hundredths / 100n).toString(), trimEnd((hundredths % 100n).toString().padStart(2, '0'), (c) => c === '0')];
  }
  return `${sign}${grouped(integer)}${cents ? `.${cents}` : ''}`;
}

/** '1234567' as '1,234,567': groups of three from the right. */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}
