// The price and its currency: lakh ("15 lakhs", "4.5L", "သိန်း ၃၅၀၀", "၂ သိန်းခွဲ" = 2.5),
// crore ("၁၅ ကုဋေ" = 1,500 lakh), kyat ("800,000 ကျပ်" = 8 lakh) and dollars ("$1.5K",
// "USD 85,000"). Each reading is a value in the listing's two currencies: USD or lakh MMK.
import { LIMITS } from '../../lib/constants';
import { matchesOf, NUMBER as ANY_NUMBER, numberOf, type Finding } from './post-text.server';

/** A number that is no side of a size: in "၆၀ x ၈၀ သိန်း ၄၀၀" the price is 400. */
const NUMBER = String.raw`(?<![x×*]\s{0,2})${ANY_NUMBER}`;
const KYAT_PER_LAKH = 100_000;
const LAKH_PER_CRORE = 100;

interface Price {
  value: number;
  currency: 'USD' | 'lakh MMK';
  start: number;
  end: number;
}

const HALF = String.raw`(\s?ခွဲ)?`;
const LAKH_WORD = String.raw`(?:lakhs?|lks?|lacs?|l(?![a-z])|(?:ကျပ်\s?)?သိန်း)`;
const CRORE_WORD = String.raw`(?:ကုဋေ|crores?)`;
const KYAT_WORD = String.raw`(?:ကျပ်(?!\s?သိန်း)|kyats?(?![a-z])|ks(?![a-z])\.?|mmk(?![a-z]))`;
const DOLLAR_WORD = String.raw`(?:usd|us\$|dollars?|ဒေါ်လာ)`;
/** "$1.5K", "USD 2.5M". */
const THOUSANDS = String.raw`([km](?![a-z]))?`;

/** [pattern, currency, multiplier]: the number is group 1; "k" or "m" group 2 for dollars, "ခွဲ" for lakh. */
const WRITTEN_BEFORE: [RegExp, Price['currency'], number][] = [
  [new RegExp(`${NUMBER}\\s{0,2}${LAKH_WORD}${HALF}`, 'g'), 'lakh MMK', 1],
  [new RegExp(`${NUMBER}\\s{0,2}${CRORE_WORD}${HALF}`, 'g'), 'lakh MMK', LAKH_PER_CRORE],
  [new RegExp(`${NUMBER}\\s{0,2}${KYAT_WORD}`, 'g'), 'lakh MMK', 1 / KYAT_PER_LAKH],
  [new RegExp(`${NUMBER}${THOUSANDS}\\s{0,2}(?:\\$|${DOLLAR_WORD})`, 'g'), 'USD', 1],
];
const WRITTEN_AFTER: [RegExp, Price['currency'], number][] = [
  [new RegExp(`(?:ကျပ်\\s?)?သိန်း\\s{0,2}${NUMBER}${HALF}`, 'g'), 'lakh MMK', 1],
  [new RegExp(`${CRORE_WORD}\\s{0,2}${NUMBER}${HALF}`, 'g'), 'lakh MMK', LAKH_PER_CRORE],
  [new RegExp(`(?:ks\\.?|mmk|kyats?)\\s{0,2}[:\\-]?\\s{0,2}${NUMBER}`, 'g'), 'lakh MMK', 1 / KYAT_PER_LAKH],
  [new RegExp(`(?:\\$|${DOLLAR_WORD})\\s{0,2}${NUMBER}${THOUSANDS}`, 'g'), 'USD', 1],
];

/** Prices read by `patterns` where no earlier one was: `taken` marks each character already read. */
function readPrices(plain: string, patterns: typeof WRITTEN_BEFORE, taken: Uint8Array): Price[] {
  const prices: Price[] = [];
  for (const [pattern, currency, multiplier] of patterns) {
    for (const m of matchesOf(plain, pattern)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (taken.subarray(span.start, span.end).includes(1)) continue;
      taken.fill(1, span.start, span.end);
      let value = numberOf(m[1]!) * multiplier;
      if (m[2]?.trim() === 'ခွဲ') value += 0.5 * multiplier;
      if (m[2] === 'k') value *= 1_000;
      if (m[2] === 'm') value *= 1_000_000;
      prices.push({ value: Math.round(value * 100) / 100, currency, ...span });
    }
  }
  return prices;
}

export function readPrice(plain: string): Finding[] {
  const taken = new Uint8Array(plain.length);
  const prices = [...readPrices(plain, WRITTEN_BEFORE, taken), ...readPrices(plain, WRITTEN_AFTER, taken)];
  // A price outside the form's range (a kyat amount under one lakh) is not a price it can take.
  return prices
    .filter((p) => p.value >= 1 && p.value <= LIMITS.priceMax)
    .sort((a, b) => a.start - b.start)
    .flatMap(({ value, currency, start, end }) => [
      { field: 'regularPrice' as const, value, start, end },
      { field: 'currency' as const, value: currency, start, end },
    ]);
}
