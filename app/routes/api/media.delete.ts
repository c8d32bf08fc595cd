import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { removeUploadedImage } from '../../domain/media/upload.server';
import { api, methodNotAllowed, readJson } from '../../server-lib/api.server';
import { imageDeleteSchema } from '../../lib/schemas/media';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    const { url } = await readJson(request, imageDeleteSchema);
    await removeUploadedImage({ user, url });
    return { success: true, message: 'Image deleted.' };
  });
}

export const loader = methodNotAllowed;
