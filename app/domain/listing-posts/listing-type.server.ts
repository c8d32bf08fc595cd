// Rent or sale, and the kind of property, from the words groups use for them in English and Burmese.
import type { PropertyType } from '../../lib/constants';
import { findWords, type Finding } from './post-text.server';

const RENT = ['for rent', 'for lease', 'to let', 'rent', 'rental', 'renting', 'အငှား', 'ငှားရန်', 'ငှားမည်', 'ငှားမယ်', 'အိမ်ငှား', 'ငှားရမ်း', 'ငှားပါမည်'];
const SALE = ['for sale', 'sale', 'sell', 'selling', 'ရောင်းရန်', 'ရောင်းမည်', 'ရောင်းမယ်', 'အရောင်း', 'ရောင်းပါမည်', 'ရောင်းဈေး'];
/** A price by the month says rent when no word says which; read only then. */
const MONTHLY = ['per month', 'a month', 'monthly', '/month', '/ month', '/mo', 'လစဉ်', 'တစ်လ', 'တလ', 'လစာ'];

export function readListingType(plain: string): Finding[] {
  const rent = findWords(plain, RENT);
  const sale = findWords(plain, SALE);
  const found = [...rent.map((w) => ({ ...w, value: 'rent' })), ...sale.map((w) => ({ ...w, value: 'sale' }))];
  const stated = found.length ? found : findWords(plain, MONTHLY).map((w) => ({ ...w, value: 'rent' }));
  return stated.map(({ start, end, value }) => ({ field: 'type', value, start, end }));
}

/** Words for each property type; a post naming several takes the first type of this order. */
const PROPERTY_WORDS: [PropertyType, string[]][] = [
  ['industrial-zone', ['industrial zone', 'industrial land', 'industrial', 'စက်မှုဇုန်', 'warehouse', 'ဂိုဒေါင်', 'factory', 'စက်ရုံ']],
  ['condo', ['condominium', 'condo', 'mini condo', 'ကွန်ဒို', 'ကွန်ဒိုခန်း']],
  ['apartment', ['apartment', 'flat', 'တိုက်ခန်း', 'apt']],
  ['house', ['landed house', 'house', 'villa', 'bungalow', 'လုံးချင်းအိမ်', 'လုံးချင်း', 'ဗီလာ', 'rc house', 'နှစ်ထပ်အိမ်']],
  ['land', ['land', 'plot', 'မြေကွက်', 'ခြံမြေ', 'ခြံကွက်', 'acre', 'acres', 'ဧက']],
  ['other', ['office', 'shop', 'showroom', 'ရုံးခန်း', 'ဆိုင်ခန်း', 'hostel']],
];

export function readPropertyType(plain: string): Finding[] {
  for (const [type, words] of PROPERTY_WORDS) {
    const found = findWords(plain, words);
    if (found.length) return found.map(({ start, end }) => ({ field: 'propertyType', value: type, start, end }));
  }
  return [];
}
