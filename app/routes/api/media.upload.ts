import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { readUploadedImages } from '../../domain/media/upload-request.server';
import { uploadImages } from '../../domain/media/upload.server';
import { api, methodNotAllowed } from '../../lib/api.server';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    // Who asks is known before a byte of the body is read: a visitor's upload costs nothing.
    const user = await requireApiUser(request);
    const files = await readUploadedImages({ request });
    return { success: true, urls: await uploadImages({ user, files }) };
  });
}

export const loader = methodNotAllowed;
