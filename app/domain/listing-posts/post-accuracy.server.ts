// How well the post reader reads a corpus, field by field: shared by its unit test and the
// benchmark (bench/listing-posts.ts), so both count the same way.
import { DRAFT_FIELDS, type DraftField, type ListingDraft } from '../../lib/views/listing-draft';
import { readListingPost } from './read-listing-post.server';

export interface FieldAccuracy {
  field: DraftField;
  /** Posts that state the field, and of them those read right. */
  stated: number;
  right: number;
  /** Posts that do not state the field (nor state it two ways) but got a value for it. */
  guessed: number;
}

export interface ReadingMiss {
  text: string;
  field: DraftField;
  expected: unknown;
  read: unknown;
}

export function postAccuracy(posts: { text: string; expected: ListingDraft; ambiguous?: DraftField[] }[]): { fields: FieldAccuracy[]; misses: ReadingMiss[] } {
  const fields = DRAFT_FIELDS.map((field) => ({ field, stated: 0, right: 0, guessed: 0 }));
  const misses: ReadingMiss[] = [];
  for (const post of posts) {
    const { draft, ambiguous } = readListingPost(post.text);
    for (const count of fields) {
      const { field } = count;
      const expected = post.ambiguous?.includes(field) ? 'ambiguous' : post.expected[field];
      const read = ambiguous.includes(field) ? 'ambiguous' : draft[field];
      if (expected === undefined) {
        if (read !== undefined) count.guessed++;
      } else {
        count.stated++;
        if (read === expected) count.right++;
      }
      if (read !== expected) misses.push({ text: post.text, field, expected, read });
    }
  }
  return { fields, misses };
}

/** Accuracy targets: township, listing type and price at 95 %, every other field at 90 %. */
export const ACCURACY_TARGETS: Partial<Record<DraftField, number>> = { township: 0.95, type: 0.95, regularPrice: 0.95, currency: 0.95 };
export const DEFAULT_ACCURACY_TARGET = 0.9;
