// A blog post as a card needs it (home, /blogs, 'Recent Articles'): a plain-text excerpt
// instead of the whole HTML body, and the reading time. Pure: the browser maps /api answers
// (Show more on /blogs) with the same function.
import { readingMinutes, type PostView } from '../posts/post-view';

export interface PostCardData {
  _id: string;
  title: string;
  slug: string;
  category: string;
  image: string | null;
  excerpt: string;
  readingMinutes: number;
  createdAt: string;
  updatedAt: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text as one line of plain text (block ends become spaces, entities decoded). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerptOf(html: string, max = 160): string {
  const text = plainTextOf(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function toPostCard(post: PostView): PostCardData {
  return {
    _id: post._id,
    title: post.title,
    slug: post.slug,
    category: post.category,
    image: post.image,
    excerpt: excerptOf(post.content),
    readingMinutes: readingMinutes(post.content),
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}
