import type { ActionFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { updatePost } from '../../domain/posts/update-post.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';
import { postSchema } from '../../lib/schemas/post';

// PUT /api/post/updatepost/:postId/:userId (admins) → { slug }. The userId in the path is
// ignored: the session says who is asking, and any admin may edit any post.
export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'PUT' && request.method !== 'POST') throw new AppError(405, 'Use PUT to update a post.');
    const user = await requireApiAdmin(request);
    const input = await readJson(request, postSchema);
    const slug = await updatePost({ user, postId: params.postId ?? '', input });
    return { success: true, _id: params.postId, slug };
  });
}

export const loader = methodNotAllowed;
