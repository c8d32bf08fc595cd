// A blog post: messages and the form's check (forms/rules.ts). The spec requires a title and
// content; the content is rich text, sanitized on the server before it is checked again.
import { POST_CATEGORIES } from '../constants';
import { formCheck, oneOf, optionalText, text } from './rules';

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
export const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

export const checkPost = formCheck({
  title: text(1, 200, M.title, M.titleLong),
  category: (value) => oneOf(POST_CATEGORIES, M.category)(postCategory(value), {}),
  /** The cover's URL from POST /api/media/upload; none is fine. */
  image: optionalText(500, M.failed),
  content: (value) => {
    const html = typeof value === 'string' ? value.trim() : undefined;
    return html === undefined || html.length > 100_000 || !hasText(html) ? M.content : undefined;
  },
});
