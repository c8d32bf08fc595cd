// The shape of a blog post that leaves the server, with the spec's field names.

export interface PostView {
  _id: string;
  userId: string | null;
  title: string;
  slug: string;
  category: string;
  image: string | null;
  /** Sanitized HTML. */
  content: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Spec: content length divided by 1000, rounded up, in minutes. The length counts characters as
 * PostgreSQL's char_length does (an emoji is one), so a card can take it from the database
 * without reading the post (post-cards.server.ts).
 */
export const readingMinutesForLength = (length: number) => Math.max(1, Math.ceil(length / 1000));

const SURROGATE_PAIRS = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

export const readingMinutes = (content: string) => readingMinutesForLength(content.length - (content.match(SURROGATE_PAIRS)?.length ?? 0));
