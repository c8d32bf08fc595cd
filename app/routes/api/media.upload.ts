import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { uploadImages } from '../../domain/media/upload.server';
import { api, methodNotAllowed } from '../../lib/api.server';
import { badRequest } from '../../lib/errors';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    const user = await requireApiUser(request);
    const form = await request.formData().catch(() => {
      throw badRequest('Please send the images as multipart/form-data in the field "images".');
    });
    const files = form.getAll('images').filter((v): v is File => typeof v !== 'string');
    return { success: true, urls: await uploadImages({ user, files }) };
  });
}

export const loader = methodNotAllowed;
