// A blog post as a card needs it (home, /blogs, 'Recent Articles'): a plain-text excerpt
// instead of the whole HTML body, and the reading time. Pure: the browser maps /api answers
// (Show more on /blogs) with the same function.
import type { HeldPhotoSize } from '../held-photo';
import { plainTextStart } from '../plain-text';
import { trimEnd } from '../trim-ends';
import { readingMinutes, type PostView } from './post-view';

export interface PostCardData extends HeldPhotoSize {
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

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerptOf(html: string, max = 160): string {
  const text = plainTextStart(html, max + 1);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEnd(space > max * 0.6 ? cut.slice(0, space) : cut, (c) => /[\s,.;:]/.test(c))}…`;
}

export function toPostCard(post: PostView): PostCardData {
  return postCard(post, { html: post.content, readingMinutes: readingMinutes(post.content) });
}

/**
 * A card from what the card needs of the body: HTML long enough for the excerpt (it may be the
 * body's beginning, cut anywhere: a tag left open at the end is dropped) and the reading time.
 */
export function postCard(post: Omit<PostCardData, 'excerpt' | 'readingMinutes'>, body: { html: string; readingMinutes: number }): PostCardData {
  return {
    _id: post._id,
    title: post.title,
    slug: post.slug,
    category: post.category,
    image: post.image,
    excerpt: excerptOf(withoutOpenTag(body.html)),
    readingMinutes: body.readingMinutes,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** `html` without a tag left open at its end (a body cut anywhere), found by the last '<' after the last '>'. */
function withoutOpenTag(html: string): string {
  const open = html.lastIndexOf('<');
  return open > html.lastIndexOf('>') ? html.slice(0, open) : html;
}
