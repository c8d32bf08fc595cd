// The amenities the listing form has: furnished, parking, generator, swimming pool, gym. A post
// that says "unfurnished", "no parking" or "ပရိဘောဂ မပါ" states false; one that says nothing, nothing.
import type { DraftField } from '../../lib/views/listing-draft';
import { findWords, type Finding } from './post-text.server';

const AMENITY_WORDS: [DraftField, string[]][] = [
  ['furnished', ['fully furnished', 'furnished', 'unfurnished', 'furniture', 'ပရိဘောဂ', 'ပရိဘောဂအပြည့်']],
  ['parking', ['parking', 'car park', 'carpark', 'garage', 'ကားပါကင်', 'ကားရပ်', 'ကားဂိုဒေါင်', 'ကားထားရန်']],
  ['generator', ['generator', 'genset', 'ဂျင်နရေတာ', 'မီးစက်', 'backup power']],
  ['swimmingPool', ['swimming pool', 'pool', 'ရေကူးကန်']],
  ['gym', ['gym', 'fitness', 'ဂျင်မ်', 'အားကစားခန်း']],
];

/** Words before an amenity that deny it ("no parking", "unfurnished", "non-furnished"). */
const DENIED_BEFORE = /(?:\bno|\bwithout|\bnon)[\s-]{0,2}$/;
/** Words after it that deny it, in Burmese ("မပါ" not included, "မရှိ" there is none). */
const DENIED_AFTER = /^[\s:]{0,2}(?:မပါ|မရှိ)/;

export function readAmenities(plain: string): Finding[] {
  const found: Finding[] = [];
  for (const [field, words] of AMENITY_WORDS) {
    for (const { word, start, end } of findWords(plain, words)) {
      const denied = word.startsWith('un') || DENIED_BEFORE.test(plain.slice(Math.max(0, start - 10), start)) || DENIED_AFTER.test(plain.slice(end, end + 8));
      found.push({ field, value: !denied, start, end });
    }
  }
  return found;
}
