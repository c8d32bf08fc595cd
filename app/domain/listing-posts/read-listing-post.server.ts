// Reads a pasted Facebook or Viber post (English, Burmese, Zawgyi, mixed, emoji) into the listing
// fields it states, with the words each came from. A field the post does not state stays out of
// the draft; one it states two ways (two townships, two prices) is named ambiguous and left out.
// Every part matches with linear patterns over the post once, so its cost grows with its length.
import type { PropertyType } from '../../lib/constants';
import { DRAFT_FIELDS, type DraftField, type ListingDraft, type ListingPostReading } from '../../lib/views/listing-draft';
import { unicodeText } from '../../server-lib/zawgyi.server';
import { readAmenities } from './amenities.server';
import { readArea } from './area.server';
import { readListingType, readPropertyType } from './listing-type.server';
import { readPhones } from './phone.server';
import { readPrice } from './price.server';
import { readRooms } from './rooms.server';
import { readTownship } from './township.server';
import { matchable, type Finding } from './post-text.server';

export type { ListingPostReading } from '../../lib/views/listing-draft';

/**
 * Findings of one field without those inside another ("furnished" in "fully furnished") or
 * repeating its span: one sweep in order of start, longest first.
 */
function outermost(findings: Finding[]): Finding[] {
  const kept: Finding[] = [];
  let reach = -1;
  for (const f of [...findings].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (f.end <= reach) continue;
    kept.push(f);
    reach = f.end;
  }
  return kept;
}

export function readListingPost(post: string): ListingPostReading {
  const { text } = unicodeText(post);
  const plain = matchable(text);
  const propertyType = readPropertyType(plain);
  const findings = [
    ...readListingType(plain),
    ...propertyType,
    ...readTownship(plain),
    ...readRooms(plain),
    ...readArea(plain, propertyType[0]?.value as PropertyType | undefined),
    ...readPrice(plain),
    ...readPhones(plain),
    ...readAmenities(plain),
  ];
  const draft: Record<string, unknown> = {};
  const evidence: ListingPostReading['evidence'] = [];
  const ambiguous = new Set<DraftField>();
  const byField = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, outermost(findings.filter((f) => f.field === field))])) as Record<DraftField, Finding[]>;
  // A price is its value and its currency together: two of either make both ambiguous.
  const prices = new Set(byField.regularPrice.map((f, i) => `${f.value} ${byField.currency[i]?.value}`));
  for (const field of DRAFT_FIELDS) {
    const found = byField[field];
    if (!found.length) continue;
    const values = [...new Set(found.map((f) => f.value))];
    if (field === 'phone') draft.phone = values.join(', ');
    else if (values.length > 1 || ((field === 'regularPrice' || field === 'currency') && prices.size > 1)) {
      ambiguous.add(field);
      continue;
    } else draft[field] = values[0];
    for (const { start, end } of found) evidence.push({ field, start, end, text: text.slice(start, end) });
  }
  return { text, draft: draft as ListingDraft, evidence, ambiguous: [...ambiguous] };
}
