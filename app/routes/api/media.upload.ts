import type { ActionFunctionArgs } from 'react-router';
import { requireApiUser } from '../../domain/auth/guards.server';
import { assertImagePoolHasRoom } from '../../domain/media/image-pool.server';
import { readUploadedImages } from '../../domain/media/upload-request.server';
import { withUploadSlot } from '../../domain/media/upload-slots.server';
import { uploadImages } from '../../domain/media/upload.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export async function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    // Who asks is known before a byte of the body is read: a visitor's upload costs nothing.
    const user = await requireApiUser(request);
    // So are the user's other uploads and the image queue: a body is read only when its
    // pictures can be taken (429 and 503 otherwise).
    return withUploadSlot(user.id, async () => {
      assertImagePoolHasRoom();
      const files = await readUploadedImages({ request });
      return { success: true, urls: await uploadImages({ user, files }) };
    });
  });
}

export const loader = methodNotAllowed;
