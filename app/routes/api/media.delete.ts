import type { ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requireApiUser } from '../../domain/auth/guards.server';
import { removeUploadedImage } from '../../domain/media/upload.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';

const body = z.object({ url: z.string().min(1, 'Which image?').max(500) });

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    const { url } = await readJson(request, body);
    await removeUploadedImage({ user, url });
    return { success: true, message: 'Image deleted.' };
  });
}

export const loader = methodNotAllowed;
