// Words a person in Yangon types in either language for the same thing: 'condo' should find a
// listing titled 'ဗဟန်းမြို့နယ်ကွန်ဒိုအခန်းငှားရန်', and 'ကွန်ဒို' one titled 'Condo for Rent in
// Bahan'. A search word that is one of these finds listings holding any word of its group.
// Township names need no entry: every listing's search text already holds its township's
// English and Burmese names (drizzle/0002_search_sql.sql).
//
// Each group is written as people write it: lower-case English (folded like the stored texts)
// and Unicode Burmese. Burmese entries are whole words that stand inside longer ones
// ('ကွန်ဒို' inside 'ကွန်ဒိုအခန်း'), since Burmese has no spaces between words; a very short
// Burmese word that sits inside unrelated words (ကန် 'lake' in ရေကူးကန် 'pool') is left out.
import type { PropertyType } from '../../lib/constants';

/** The names of each property type in both languages, also written into every listing's search text. */
export const PROPERTY_TYPE_WORDS: Record<Exclude<PropertyType, 'other'>, readonly string[]> = {
  apartment: ['apartment', 'flat', 'တိုက်ခန်း'],
  condo: ['condo', 'condominium', 'ကွန်ဒို'],
  house: ['house', 'လုံးချင်းအိမ်'],
  land: ['land', 'plot', 'မြေကွက်'],
  'industrial-zone': ['industrial', 'warehouse', 'factory', 'စက်မှုဇုန်', 'ဂိုဒေါင်', 'စက်ရုံ'],
};

const COMMON_WORDS: readonly (readonly string[])[] = [
  ['rent', 'ငှား'],
  ['sale', 'sell', 'ရောင်း'],
  ['bedroom', 'အိပ်ခန်း'],
  ['bathroom', 'ရေချိုးခန်း'],
  ['parking', 'car park', 'ကားပါကင်', 'ကားရပ်'],
  ['pool', 'ရေကူးကန်'],
  ['furnished', 'ပရိဘောဂ'],
  ['garden', 'ဥယျာဉ်'],
  ['shop', 'ဆိုင်ခန်း'],
  ['office', 'ရုံးခန်း'],
  ['penthouse', 'ပင့်ဟောက်စ်'],
  ['new', 'အသစ်'],
];

const GROUPS: readonly (readonly string[])[] = [...Object.values(PROPERTY_TYPE_WORDS), ...COMMON_WORDS];

/** Each word of every group, to its group. An English plural ('condos') finds its singular's group. */
const GROUP_OF = new Map<string, readonly string[]>(GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/**
 * The words that count as a match for a typed word: the word itself, then the other words of its
 * group, if it has one. Only a whole typed word is looked up ('condo', 'Condos', 'ကွန်ဒို'), never
 * a part of one, so 'con' stays a plain substring search.
 */
export function equivalentWords(word: string): string[] {
  const key = word.normalize('NFC').toLowerCase();
  const group = GROUP_OF.get(key) ?? (key.endsWith('s') ? GROUP_OF.get(key.slice(0, -1)) : undefined);
  if (!group) return [word];
  return [word, ...group.filter((other) => other !== key && other !== key.slice(0, -1))];
}
