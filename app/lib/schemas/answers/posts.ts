// A blog post as /api answers it (lib/views/post-view.ts).
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { PostView } from '../../views/post-view';

export const postViewSchema = z.object({
  _id: id,
  userId: id.nullable(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  content: z.string().describe('Sanitized HTML.'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
sameShape<Same<z.output<typeof postViewSchema>, PostView>>();
