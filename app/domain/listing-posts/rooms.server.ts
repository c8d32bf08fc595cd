// Bedrooms and bathrooms: "2BR", "3 bed 2 bath", "1 Master + 2 Single", "အိပ်ခန်း ၂ ခန်း",
// "၃ ခန်း အိပ်ခန်း". A count written after its word is read only when none is written before one,
// so "3 bed 2 bath" is not also read as "bed 2"; in "အိပ်ခန်း ၄ ခန်း ရေချိုးခန်း ၃ ခန်း" the 4
// belongs to the bedrooms, not to "၄ ခန်း ရေချိုးခန်း".
import { matchesOf, overlaps, type Finding } from './post-text.server';

/** A count of one or two digits that is no side of a size ("40 x 60 အိပ်ခန်း ၃"). */
const COUNT = String.raw`(?<![\d.,]|[x×*']\s{0,2})(\d{1,2})(?![\d,])`;
const WORDS = {
  bed: String.raw`(?:bed\s?rooms?|beds?|brs?|b\/r|bhk|အိပ်ခန်း)`,
  bath: String.raw`(?:bath\s?rooms?|baths?|ba|toilets?|wc|restrooms?|ရေချိုးအိမ်သာ|ရေချိုးခန်း|အိမ်သာ)`,
  master: String.raw`(?:master|mbr|မာစတာ)`,
  single: String.raw`(?:single|common|ဘုံဆိုင်|ဆင်းဂယ်|ဆင်ဂယ်)`,
};
type Room = keyof typeof WORDS;
/** Between a word and the count after it: "Bedrooms: 2", "အိပ်ခန်း(၂)ခန်း", "master x 1". */
const BETWEEN = String.raw`(?:\s?rooms?)?\s{0,2}[:=x×(\-]?\s{0,2}`;

const PATTERNS = Object.fromEntries(
  Object.entries(WORDS).map(([room, word]) => [
    room,
    {
      before: new RegExp(`${COUNT}\\s{0,2}${word}(?![a-z])`, 'g'),
      beforeRooms: new RegExp(`${COUNT}\\s{0,2}ခန်း\\s?${word}`, 'g'),
      after: new RegExp(`${word}${BETWEEN}${COUNT}`, 'g'),
    },
  ]),
) as Record<Room, { before: RegExp; beforeRooms: RegExp; after: RegExp }>;

interface Count {
  value: number;
  start: number;
  end: number;
}
const countOf = (m: RegExpExecArray): Count => ({ value: Number(m[1]), start: m.index, end: m.index + m[0].length });

export function readRooms(plain: string): Finding[] {
  const after = Object.fromEntries(Object.entries(PATTERNS).map(([room, p]) => [room, matchesOf(plain, p.after).map(countOf)])) as Record<Room, Count[]>;
  const claimed = Object.values(after).flat();
  const counts = (room: Room) => {
    const before = [
      ...matchesOf(plain, PATTERNS[room].before).map(countOf),
      // "၄ ခန်း" right after another room's word is that room's count.
      ...matchesOf(plain, PATTERNS[room].beforeRooms)
        .map(countOf)
        .filter((c) => !claimed.some((other) => overlaps(other, { start: c.start, end: c.start + 1 }))),
    ];
    return before.length ? before : after[room];
  };
  const found: Finding[] = counts('bath').map((c) => ({ field: 'bathrooms', ...c }));
  const beds = counts('bed');
  if (beds.length) return [...found, ...beds.map((c) => ({ field: 'bedrooms' as const, ...c }))];
  // "1 Master + 2 Single": the bedrooms are the sum, read from the words of both.
  const masters = counts('master');
  const singles = counts('single');
  if (masters.length > 1 || singles.length > 1 || !(masters.length || singles.length)) return found;
  const parts = [...masters, ...singles];
  const value = parts.reduce((sum, part) => sum + part.value, 0);
  return [...found, ...parts.map(({ start, end }) => ({ field: 'bedrooms' as const, value, start, end }))];
}
