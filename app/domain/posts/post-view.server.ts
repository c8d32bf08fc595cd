// A post row as it leaves the server: the shape of lib/views/post-view.ts.
import type { Post } from '../../db/schema';
import type { PostView } from '../../lib/views/post-view';

export function toPostView(post: Post): PostView {
  return {
    _id: post.id,
    userId: post.userId,
    title: post.title,
    slug: post.slug,
    category: post.category,
    image: post.image,
    content: post.content,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
