import type { ActionFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { createPost } from '../../domain/posts/create-post.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { AppError } from '../../lib/errors';
import { postSchema } from '../../lib/schemas/post';

// POST /api/post/create (admins): { title, category, image, content } → { slug }.
export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    if (request.method !== 'POST') throw new AppError(405, 'Use POST to create a post.');
    const user = await requireApiAdmin(request);
    const input = await readJson(request, postSchema);
    const { id, slug } = await createPost({ user, input });
    return Response.json({ success: true, _id: id, slug }, { status: 201 });
  });
}

export const loader = methodNotAllowed;
