// A blog post's input for the server (the page actions and /api/post calls): the form's check
// (lib/forms/post.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { POST_CATEGORIES } from '../constants';
import { checkPost, postCategory } from '../forms/post';

export { POST_MESSAGES } from '../forms/post';

export const postSchema = checkedBy(
  checkPost,
  z.object({
    title: z.string().trim(),
    category: z.preprocess(postCategory, z.enum(POST_CATEGORIES)),
    image: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional()),
    content: z.string().trim(),
  }),
);

export type PostInput = z.output<typeof postSchema>;
