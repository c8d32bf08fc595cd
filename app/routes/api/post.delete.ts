import type { ActionFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { deletePost } from '../../domain/posts/delete-post.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';

// DELETE /api/post/deletepost/:postId/:userId (admins). The userId in the path is ignored.
export async function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'DELETE' && request.method !== 'POST') throw new AppError(405, 'Use DELETE to delete a post.');
    const user = await requireApiAdmin(request);
    await deletePost({ user, postId: params.postId ?? '' });
    return { success: true, message: 'The post has been deleted' };
  });
}

export const loader = methodNotAllowed;
