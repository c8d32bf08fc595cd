// Floor area and land area: "1,100 sq ft", "၁၅၀၀ စတုရန်းပေ", the local "12'×50'" (600 sq ft),
// "1 acre". A size is land when the post is for land, when a land word stands just before it, or
// in acres; sides ("40×60") are land for a house (its compound, "ခြံ 40×60") or an industrial plot too.
import { LIMITS, type PropertyType } from '../../lib/constants';
import { matchesOf, NUMBER, numberOf, type Finding } from './post-text.server';

const SQUARE_FEET = String.raw`(?:sq\.?\s?ft\.?|sqft|sq\.?\s?feet|square\s?f(?:ee|oo)t|sf|ft2|ft²|စတုရန်းပေ|စ\.ပေ)(?![a-z])`;
const AREA_BEFORE = new RegExp(`${NUMBER}\\s{0,2}${SQUARE_FEET}`, 'g');
const AREA_AFTER = new RegExp(`${SQUARE_FEET}\\s{0,2}[:=\\-]?\\s{0,2}${NUMBER}`, 'g');
const FOOT = String.raw`(?:'|’|′|ft|feet|ပေ)?`;
const DIMENSIONS = new RegExp(String.raw`(?<![\d.,])(\d{1,4})\s{0,2}${FOOT}\s{0,2}[x×*✕]\s{0,2}(\d{1,4})(?!\d)\s{0,2}${FOOT}`, 'g');
const ACRES = new RegExp(`${NUMBER}\\s{0,2}(?:acres?|ဧက)`, 'g');
const SQUARE_FEET_PER_ACRE = 43_560;

const LAND_WORDS = /(?:land|plot|compound|ground|မြေ|ခြံ)[^\n\d]{0,12}$/;
const landish = (plain: string, start: number) => LAND_WORDS.test(plain.slice(Math.max(0, start - 20), start));

export function readArea(plain: string, propertyType: PropertyType | undefined): Finding[] {
  const found: Finding[] = [];
  const landType = propertyType === 'land';
  const add = (value: number, start: number, end: number, land: boolean) => {
    const field = land ? 'landSquareFeet' : 'squareFeet';
    const [min, max] = land ? [1, LIMITS.landSquareFeetMax] : [LIMITS.squareFeetMin, LIMITS.squareFeetMax];
    // A size outside the form's range is a misreading, not a size: left out rather than guessed.
    if (value >= min && value <= max) found.push({ field, value: Math.round(value), start, end });
  };
  const stated = matchesOf(plain, AREA_BEFORE);
  for (const m of stated.length ? stated : matchesOf(plain, AREA_AFTER)) {
    add(numberOf(m[1]!), m.index, m.index + m[0].length, landType || landish(plain, m.index));
  }
  for (const m of matchesOf(plain, DIMENSIONS)) {
    const land = landType || propertyType === 'house' || propertyType === 'industrial-zone' || landish(plain, m.index);
    add(Number(m[1]) * Number(m[2]), m.index, m.index + m[0].trimEnd().length, land);
  }
  for (const m of matchesOf(plain, ACRES)) add(numberOf(m[1]!) * SQUARE_FEET_PER_ACRE, m.index, m.index + m[0].length, true);
  return found;
}
