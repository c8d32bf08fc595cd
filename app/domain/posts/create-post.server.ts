import { getDb } from '../../db/registry.server';
import { posts, type User } from '../../db/schema';
import type { PostInput } from '../../lib/schemas/post';
import { assertAdmin, preparePost, uniquePostSlug, withUniqueSlug } from './prepare-post.server';

/** An admin writes a post; it gets a unique slug from its title. Returns its id and slug. */
export async function createPost({ user, input }: { user: User; input: PostInput }) {
  assertAdmin(user);
  const fields = await preparePost({ input });
  return withUniqueSlug(
    async (slug) => {
      const [row] = await getDb()
        .insert(posts)
        .values({ ...fields, slug, userId: user.id })
        .returning({ id: posts.id, slug: posts.slug });
      return row;
    },
    () => uniquePostSlug({ title: fields.title }),
  );
}
