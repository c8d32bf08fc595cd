// Numbers as every page shows them: '1,234,567.5' (en-US grouping, at most two decimals, halves
// rounded away from zero), the same on the server and in the browser so hydration never
// disagrees. Written out rather than asked of Intl: a page's first Intl object makes the browser
// load its locale data, 50-110 ms of a phone's main thread at Lighthouse's 4x slowdown, in the
// middle of hydration (format-number.test.ts holds it to Intl.NumberFormat's own output).

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
    [integer, cents] = [(hundredths / 100n).toString(), (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '')];
  }
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents ? `.${cents}` : ''}`;
}
