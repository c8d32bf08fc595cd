// POST /api/media/upload: every form that takes images sends them here first and keeps the
// returned URLs. Limits of DESIGN.md: 2 MB a file after the browser's compression, 12 at once.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media, type User } from '../../db/schema';
import { LIMITS } from '../../lib/constants';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { imageInUse } from './cleanup.server';
import { checkImage, deleteImage, storeCheckedImage } from './images.server';

export const TOO_LARGE = 'Some files exceed 2MB limit';
export const TOO_MANY = 'Maximum 12 images allowed';
export const NONE_SELECTED = 'Please select an image';

export async function uploadImages({ user, files }: { user: User; files: File[] }): Promise<string[]> {
  if (!files.length) throw badRequest(NONE_SELECTED);
  return storeImages({ userId: user.id, files, maxFiles: LIMITS.listingImagesMax, maxBytes: LIMITS.imageBytesMax });
}

/**
 * The pictures of one upload, all or none: the count and each size first, then every file's
 * header, then each is re-encoded and stored. `userId` is null for a signed-out sharer's photos
 * (domain/listing-shares), which are given to the lister who claims them.
 */
export async function storeImages({ userId, files, maxFiles, maxBytes }: { userId: string | null; files: File[]; maxFiles: number; maxBytes: number }): Promise<string[]> {
  if (files.length > maxFiles) throw badRequest(TOO_MANY);
  if (files.some((f) => f.size > maxBytes)) throw new AppError(413, TOO_LARGE);
  // Every file's header first: one bad file refuses the upload before any is decoded or stored.
  // A file's bytes are copied out of the form when they are needed and dropped after: copying
  // all of them up front held every upload twice (12 x 2 MB became 48 MB).
  for (const file of files) await checkImage(await bytesOf(file));
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storeCheckedImage({ data: await bytesOf(file), userId }));
  } catch (error) {
    // All or nothing: a picture refused halfway (one that does not decode, the image queue
    // full) leaves none of the upload's pictures behind, since the page learns no URL of them.
    await Promise.allSettled(urls.map((url) => deleteImage(url)));
    throw error;
  }
  return urls;
}

const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer());

/** Removes a just-uploaded image the user took off a form. Images a saved listing shows are
 * removed when the listing is saved without them, not here. */
export async function removeUploadedImage({ user, url }: { user: User; url: string }) {
  const [row] = await getDb().select().from(media).where(and(eq(media.url, url), eq(media.kind, 'image'))).limit(1);
  if (!row) throw new AppError(404, 'Image not found.');
  if (row.userId !== user.id && !user.isAdmin) throw forbidden('You can only delete your own images!');
  if (await imageInUse(url)) throw new AppError(409, 'This image is in use: remove it from the form and save.');
  await deleteImage(url);
}
