// Dates as the pages show them, on Yangon's calendar (UTC+6:30, no daylight saving) whatever the
// server's or the reader's time zone, written out here in both languages. Not Intl: browsers need
// not carry Burmese locale data (Debian's Chromium falls back to English), a date the browser
// wrote otherwise than the server would change under the reader at hydration, and a page's first
// Intl object costs a phone's main thread 50-110 ms at Lighthouse's 4x slowdown while it loads
// the locale data (dates.test.ts holds both languages to Node's ICU).
// The Burmese forms are those of the server's ICU ('၂၀၂၆ နိုဝင်ဘာ ၁၇'), with the month's whole name in lists too.
import type { Lang } from './i18n';

const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;
const MONTHS_MY = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-GB's short months, as ICU writes them: 'Sept' for September. */
const MONTHS_EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const burmeseDigits = (n: number) => String(n).replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

/** The year, month (0-11) and day in Yangon. */
function yangonDay(iso: string) {
  const day = new Date(Date.parse(iso) + YANGON_OFFSET_MS);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth(), date: day.getUTCDate() };
}

function burmeseDate(iso: string): string {
  const { year, month, date } = yangonDay(iso);
  return `${burmeseDigits(year)} ${MONTHS_MY[month]} ${burmeseDigits(date)}`;
}

/** "June 16, 2024" or "၂၀၂၄ ဇွန် ၁၆": a post's date. */
export function longDate(iso: string, lang: Lang): string {
  if (lang === 'my') return burmeseDate(iso);
  const { year, month, date } = yangonDay(iso);
  return `${MONTHS_EN[month]} ${date}, ${year}`;
}

/**
 * "16 Jun 2024" or "၂၀၂၄ ဇွန် ၁၆": dates in lists and plan details. Burmese keeps the month's
 * whole name: ICU's short ones are cut to a syllable ('ဒီ' for December, which reads as "this").
 */
export function mediumDate(iso: string, lang: Lang): string {
  if (lang === 'my') return burmeseDate(iso);
  const { year, month, date } = yangonDay(iso);
  return `${date} ${MONTHS_EN_SHORT[month]} ${year}`;
}

/** "Mar 2026" or "မတ် ၂၀၂၆": a month of a chart (`iso` its first day). */
export function monthAndYear(iso: string, lang: Lang): string {
  const { year, month } = yangonDay(iso);
  return lang === 'my' ? `${MONTHS_MY[month]} ${burmeseDigits(year)}` : `${MONTHS_EN_SHORT[month]} ${year}`;
}
