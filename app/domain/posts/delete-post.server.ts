import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { posts, type User } from '../../db/schema';
import { deleteUnusedImages } from '../media/cleanup.server';
import { assertAdmin } from './prepare-post.server';
import { getPostById } from './update-post.server';

/** An admin deletes a post; its cover leaves storage unless something else still shows it. */
export async function deletePost({ user, postId }: { user: User; postId: string }) {
  assertAdmin(user);
  const post = await getPostById({ postId });
  await getDb().delete(posts).where(eq(posts.id, postId));
  if (post.image) await deleteUnusedImages([post.image]);
}
