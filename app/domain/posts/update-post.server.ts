import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { posts, type Post, type User } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { POST_MESSAGES, type PostInput } from '../../lib/schemas/post';
import { deleteUnusedImages } from '../media/cleanup.server';
import { assertAdmin, preparePost, uniquePostSlug, withUniqueSlug } from './prepare-post.server';

export async function getPostById({ postId }: { postId: string }): Promise<Post> {
  const [post] = isUuid(postId) ? await getDb().select().from(posts).where(eq(posts.id, postId)).limit(1) : [];
  if (!post) throw notFound(POST_MESSAGES.notFound);
  return post;
}

/**
 * An admin edits a post (any post: they are the site's). The slug follows a changed title, so
 * it keeps describing the post; an unchanged title keeps its slug and so its links. A cover
 * that was replaced leaves storage unless something else still shows it. Returns the slug.
 */
export async function updatePost({ user, postId, input }: { user: User; postId: string; input: PostInput }): Promise<string> {
  assertAdmin(user);
  const current = await getPostById({ postId });
  const fields = await preparePost({ input });
  const slug = await withUniqueSlug(
    async (slug) => {
      await getDb()
        .update(posts)
        .set({ ...fields, slug, updatedAt: new Date() })
        .where(eq(posts.id, postId));
      return slug;
    },
    async () => (fields.title === current.title ? current.slug : uniquePostSlug({ title: fields.title, exceptId: postId })),
  );
  if (current.image && current.image !== fields.image) await deleteUnusedImages([current.image]);
  return slug;
}
