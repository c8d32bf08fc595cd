// A blog post: messages and the form's check (forms/rules.ts). The spec requires a title and
// content; the content is rich text, sanitized on the server before it is checked again.
import { POST_CATEGORIES } from '../constants';
import { formCheck, limited, oneOf, optionalText, text } from './rules';

/** The longest post, in characters of its markup. */
export const POST_CONTENT_MAX = 100_000;

export const POST_MESSAGES = {
  title: 'Title is required.',
  titleLong: 'Title must be at most 200 characters.',
  content: 'Content is required.',
  category: 'Please choose a category.',
  image: 'Please select an image',
  failed: 'Something went wrong',
  notFound: 'Post not found.',
} as const;

const M = POST_MESSAGES;

/** No category chosen files the post under 'Uncategorized'. */
export const postCategory = (v: unknown) => (v === '' || v === undefined || v === null ? 'Uncategorized' : v);

/** An editor left empty still sends markup such as <p><br></p>. */
// A tag ends at the next '<' too, so a run of '<' is read once, not once from each of them.
export const hasText = (html: string) => html.replace(/<[^<>]*>|&nbsp;/g, '').trim() !== '';

export const checkPost = formCheck({
  title: text(1, 200, M.title, M.titleLong),
  category: limited((value) => oneOf(POST_CATEGORIES, M.category)(postCategory(value), {}), Math.max(...POST_CATEGORIES.map((c) => c.length)), M.category),
  /** The cover's URL from POST /api/media/upload; none is fine. */
  image: optionalText(500, M.failed),
  content: limited(
    (value) => {
      const html = typeof value === 'string' ? value.trim() : undefined;
      return html === undefined || html.length > POST_CONTENT_MAX || !hasText(html) ? M.content : undefined;
    },
    POST_CONTENT_MAX,
    M.content,
    true,
  ),
});
