// GET /api/post/getposts: posts filtered by author, id, slug, category and a search term, newest
// (desc, the default) or oldest (asc) first, in pages of at most 50. Answers
// { posts, totalPosts, lastMonthPosts }; a bad parameter is a 400, never a 500.
import type { LoaderFunctionArgs } from 'react-router';
import { postsQuery } from '../../domain/posts/posts-query.server';
import { listPosts } from '../../domain/posts/list-posts.server';
import { api, methodNotAllowed, readQuery } from '../../server-lib/api.server';
import { sanitizeRichText } from '../../server-lib/sanitize.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const query = await readQuery(request, postsQuery);
    const result = await listPosts(query);
    // Clients render the content as HTML: it leaves the server sanitized, whatever wrote it.
    return { ...result, posts: result.posts.map((post) => ({ ...post, content: sanitizeRichText(post.content) })) };
  });
}

export const action = methodNotAllowed;
