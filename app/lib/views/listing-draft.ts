// What reading a pasted Facebook or Viber post gives (domain/listing-posts): the listing fields
// it states, named and valued as the listing form takes them, and where in the text each came from.
import type { CURRENCIES, LISTING_TYPES, PropertyType, TownshipSlug } from '../constants';

export interface ListingDraft {
  type?: (typeof LISTING_TYPES)[number];
  propertyType?: PropertyType;
  township?: TownshipSlug;
  bedrooms?: number;
  bathrooms?: number;
  squareFeet?: number;
  landSquareFeet?: number;
  regularPrice?: number;
  currency?: (typeof CURRENCIES)[number];
  phone?: string;
  furnished?: boolean;
  parking?: boolean;
  generator?: boolean;
  swimmingPool?: boolean;
  gym?: boolean;
}

export type DraftField = keyof ListingDraft;

/** The words a field was read from: offsets into `ListingPostReading.text`. */
export interface DraftEvidence {
  field: DraftField;
  start: number;
  end: number;
  text: string;
}

export interface ListingPostReading {
  /** The post as read: in Unicode (a Zawgyi post is converted first); evidence points into it. */
  text: string;
  draft: ListingDraft;
  evidence: DraftEvidence[];
  /** Fields the post states more than one way (two townships, two prices): left out of the draft. */
  ambiguous: DraftField[];
}

export const DRAFT_FIELDS = [
  'type',
  'propertyType',
  'township',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'landSquareFeet',
  'regularPrice',
  'currency',
  'phone',
  'furnished',
  'parking',
  'generator',
  'swimmingPool',
  'gym',
] as const satisfies readonly DraftField[];

/**
 * What the listing form shows beside the fields a pasted post filled: the words each was read
 * from, and the fields the post names more than one way (left for the lister to choose).
 */
export interface PostMarks {
  words: Partial<Record<DraftField, string[]>>;
  ambiguous: DraftField[];
}

/** The intent of the listing form's "Read the post" button (the page's action answers it). */
export const READ_POST_INTENT = 'read-post';
