// A day on a chart's axis and in its table: '27 Nov' or 'နိုဝင်ဘာ ၂၇', with Burmese digits in
// Burmese as the site's dates have them (lib/dates.ts). A day is a plain 'YYYY-MM-DD' (a Yangon
// calendar day already), so no time zone is applied.
import type { Lang } from '../../lib/i18n';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MONTHS_MY = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];

/** Western digits to Burmese ones ('27' to '၂၇'); other characters stay. */
export const burmeseDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

/** '27 Nov' in English, 'နိုဝင်ဘာ ၂၇' in Burmese; the text unchanged when it is not a day. */
export function dayLabel(day: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = Number(match[2]) - 1;
  const date = Number(match[3]);
  if (!(month >= 0 && month < 12)) return day;
  return lang === 'my' ? `${MONTHS_MY[month]} ${burmeseDigits(String(date))}` : `${date} ${MONTHS_EN[month]}`;
}
