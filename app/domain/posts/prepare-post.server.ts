// What creating and updating a post share: the content is sanitized and must still hold text,
// the cover must be an image uploaded to this portal, and the slug is unique.
import { and, eq, like, ne, or } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { posts, type User } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { sanitizeRichText } from '../../server-lib/sanitize.server';
import { POST_MESSAGES, type PostInput } from '../../lib/schemas/post';
import { FOREIGN_IMAGES } from '../listings/prepare-listing.server';
import { knownImages } from '../media/cleanup.server';
import { likeEscape } from './list-posts.server';
import { firstFreeSlug, postSlug } from './slug.server';

/** Posts are the admins' (spec section 6); the route checks too, this is the last word. */
export function assertAdmin(user: User) {
  if (!user.isAdmin) throw forbidden();
}

export async function preparePost({ input }: { input: PostInput }) {
  const content = sanitizeRichText(input.content);
  if (!content.replace(/<[^<>]*>|&nbsp;/g, '').trim()) throw badRequest(POST_MESSAGES.content, { content: POST_MESSAGES.content });
  const image = input.image ?? null;
  if (image && !(await knownImages([image])).has(image)) throw badRequest(FOREIGN_IMAGES, { image: FOREIGN_IMAGES });
  return { title: input.title, category: input.category, image, content };
}

/** The title's slug, with -2, -3, ... when another post already has it. */
export async function uniquePostSlug({ title, exceptId }: { title: string; exceptId?: string }) {
  const base = postSlug(title);
  const sameBase = or(eq(posts.slug, base), like(posts.slug, `${likeEscape(base)}-%`));
  const rows = await getDb()
    .select({ slug: posts.slug })
    .from(posts)
    .where(exceptId ? and(sameBase, ne(posts.id, exceptId)) : sameBase);
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

/**
 * Runs a write that uses a fresh slug; when another admin took the same slug between the check
 * and the write, the unique index refuses it and the write is tried again with the next one.
 */
export async function withUniqueSlug<T>(write: (slug: string) => Promise<T>, slugFor: () => Promise<string>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(await slugFor());
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}
