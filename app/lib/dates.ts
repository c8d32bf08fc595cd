// Dates as the pages show them, on Yangon's calendar (UTC+6:30, no daylight saving) whatever the
// server's or the reader's time zone. English comes from Intl. Burmese is written out here:
// browsers need not carry Burmese locale data (Debian's Chromium falls back to English), and a
// date the browser wrote otherwise than the server would change under the reader at hydration.
// The Burmese forms are those of the server's ICU ('၂၀၂၆ နိုဝင်ဘာ ၁၇'), with the month's whole name in lists too.
import type { Lang } from './i18n';

const YANGON_OFFSET_MS = 6.5 * 60 * 60 * 1000;
const MONTHS_MY = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];

const englishLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Yangon' });
const englishMedium = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Yangon' });

const burmeseDigits = (n: number) => String(n).replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

function burmeseDate(iso: string, months: string[]): string {
  const day = new Date(Date.parse(iso) + YANGON_OFFSET_MS);
  return `${burmeseDigits(day.getUTCFullYear())} ${months[day.getUTCMonth()]} ${burmeseDigits(day.getUTCDate())}`;
}

/** "June 16, 2024" or "၂၀၂၄ ဇွန် ၁၆": a post's date. */
export function longDate(iso: string, lang: Lang): string {
  return lang === 'my' ? burmeseDate(iso, MONTHS_MY) : englishLong.format(new Date(iso));
}

/**
 * "16 Jun 2024" or "၂၀၂၄ ဇွန် ၁၆": dates in lists and plan details. Burmese keeps the month's
 * whole name: ICU's short ones are cut to a syllable ('ဒီ' for December, which reads as "this").
 */
export function mediumDate(iso: string, lang: Lang): string {
  return lang === 'my' ? burmeseDate(iso, MONTHS_MY) : englishMedium.format(new Date(iso));
}
