// Myanmar mobile numbers as groups write them: "09 7712 34567", "09-450-123-456", "+95 9 450
// 123456", "959…", in Burmese digits too. Read as dialled: "09" and the digits, nothing between.
import { matchesOf, type Finding } from './post-text.server';

/** "09" or "+95 9" or "95 9", then 7 to 9 digits with single spaces or dashes between groups. */
const MOBILE = /(?<![\d+])(?:\+\s?95|95|0)[ -]?9(?:[ -]?\d){7,9}(?!\d)/g;

export function readPhones(plain: string): Finding[] {
  return matchesOf(plain, MOBILE).map((m) => {
    const digits = m[0].replace(/\D/g, '');
    return { field: 'phone', value: `0${digits.slice(digits.startsWith('95') ? 2 : 1)}`, start: m.index, end: m.index + m[0].length };
  });
}
