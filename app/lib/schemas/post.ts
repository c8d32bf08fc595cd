// A blog post's input, shared by the post forms (in the browser, before submit) and the server
// (the page actions and /api/post calls). The spec requires a title and content; the content is
// rich text and is sanitized on the server before it is checked again for real text.
import { z } from './zod';
import { POST_CATEGORIES } from '../constants';

export const POST_MESSAGES = {
  title: 'Title is required.',
  titleLong: 'Title must be at most 200 characters.',
  content: 'Content is required.',
  category: 'Please choose a category.',
  image: 'Please select an image',
  uploadFailed: 'Image upload failed',
  failed: 'Something went wrong',
  notFound: 'Post not found.',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const postSchema = z.object({
  title: z.preprocess(trimmed, z.string({ error: POST_MESSAGES.title }).min(1, POST_MESSAGES.title).max(200, POST_MESSAGES.titleLong)),
  category: z.preprocess((v) => (v === '' || v === undefined || v === null ? 'Uncategorized' : v), z.enum(POST_CATEGORIES, POST_MESSAGES.category)),
  /** The cover's URL from POST /api/media/upload; none is fine. */
  image: z.preprocess((v) => (v === '' || v === null ? undefined : trimmed(v)), z.string().max(500).optional()),
  content: z.preprocess(
    trimmed,
    z
      .string({ error: POST_MESSAGES.content })
      .max(100_000, POST_MESSAGES.content)
      // An editor left empty still sends markup such as <p><br></p>.
      .refine((html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '', POST_MESSAGES.content),
  ),
});

export type PostInput = z.output<typeof postSchema>;
