// Every picture that reaches the portal goes through storeImage. Re-encoding (rather than saving
// the upload as it came) is what makes a file safe to serve: anything that is not a decodable
// image is refused, an owner's EXIF/GPS position never leaves the server, and phones on slow
// Myanmar networks get small WebP files in two widths.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media, photoHashes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { photoHash } from '../duplicates/photo-hash.server';
import { enqueueJob } from '../jobs/queue.server';
import { fileDeletesHeld } from './deletion-hold.server';
import { assertImageHeader } from './image-header.server';
import { runImageJob } from './image-pool.server';
import { objectStore } from './object-store.server';
import { openPicture, pictureFailure } from './picture-decoder.server';

export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const INVALID_IMAGE_URL = 'That is not an image of this site.';

const WIDTHS = [800, 400] as const;
const QUALITY = 72;

/** The store's key of each rendition: the URL without its first slash, `media/ab/<id>-800.webp`. */
const keysOf = (prefix: string, id: string) => WIDTHS.map((width) => `media/${prefix}/${id}-${width}.webp`);
/** keysOf's form for renditions of the given widths, capturing the prefix and the id. */
const renditionForm = (widths: readonly number[]) => `media/([0-9a-f]{2})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:${widths.join('|')})\\.webp`;
/** The URL storeImage returns: the largest rendition's. */
const URL_FORM = new RegExp(`^/${renditionForm([WIDTHS[0]])}$`);
const KEY_FORM = new RegExp(`^${renditionForm(WIDTHS)}$`);

/** The store key of the 400 px rendition of an image storeImage made, from its URL; null for any other URL. */
export function smallRenditionKey(url: string): string | null {
  const match = URL_FORM.exec(url);
  return match && keysOf(match[1], match[2])[1];
}

/** Whether the store key is one storeImage makes (keysOf): a restore refuses any other under media/. */
export const isImageKey = (key: string) => KEY_FORM.test(key);

/**
 * Refuses what is not a picture, is one too large in pixels, or one too slow to decode (a
 * progressive JPEG of too many scans, a large AVIF or HEIC: image-header.server.ts), from its
 * header alone: nothing is decoded. Cheap (about a millisecond), so an upload checks all its files
 * before it stores any.
 */
export function checkImage(data: Buffer): Promise<void> {
  return assertImageHeader(data, { notAnImage: NOT_AN_IMAGE });
}

/**
 * The two WebP renditions. The upload is decoded once, into the 800 px one; the 400 px one is
 * made from that (decoding the original twice doubled the cost of a large picture). Metadata
 * is dropped because withMetadata is never called.
 */
async function renditions(data: Buffer): Promise<Buffer[]> {
  const large = await openPicture({ data })
    .rotate() // applies the EXIF orientation before it is stripped, so portraits stay upright
    .resize({ width: WIDTHS[0], withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
  const small = await openPicture({ data: large }).resize({ width: WIDTHS[1], withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
  return [large, small];
}

/** Stores an uploaded image as two WebP renditions and returns the URL of the 800 px one. */
export async function storeImage({ data, userId = null }: { data: Buffer; userId?: string | null }): Promise<string> {
  await checkImage(data);
  return storeCheckedImage({ data, userId });
}

/**
 * storeImage for a picture whose header checkImage has just passed: uploadImages checks all its
 * files before it stores any, and needs not read each header twice.
 */
export async function storeCheckedImage({ data, userId = null }: { data: Buffer; userId?: string | null }): Promise<string> {
  let files: Buffer[];
  let hash: string | null;
  try {
    // One picture at a time per process: the pages keep their share of the CPU. The perceptual
    // hash is of the stored rendition, as the backfill of older photos computes it.
    ({ files, hash } = await runImageJob(async () => {
      const out = await renditions(data);
      return { files: out, hash: await photoHash({ data: out[0] }) };
    }));
  } catch (error) {
    throw pictureFailure(error, { notAnImage: NOT_AN_IMAGE });
  }

  // The media row's id is the file name, so a URL leads straight back to its row.
  const id = randomUUID();
  const keys = keysOf(id.slice(0, 2), id);
  const url = `/${keys[0]}`;
  const store = objectStore();
  try {
    await Promise.all(keys.map((key, i) => store.put(key, files[i])));
    await getDb().transaction(async (tx) => {
      await tx.insert(media).values({ id, url, userId, kind: 'image', bytes: files[0].length, smallBytes: files[1].length });
      await tx.insert(photoHashes).values({ url, hash });
    });
  } catch (error) {
    // No orphan files in storage when the row could not be written (or the disk filled up).
    await Promise.allSettled(keys.map((key) => store.remove(key)));
    throw error;
  }
  return url;
}

/** The job that deletes an image a backup kept from deleting, once no backup runs (cleanup.server.ts). */
export const DELETE_IMAGE_LATER_JOB = 'delete-image-later';
const BACKUP_WAIT_SECONDS = 300;

/**
 * Removes both renditions and the media row. Missing files are fine: the goal is "gone". While a
 * backup runs, a job does it later instead (deletion-hold.server.ts).
 */
export async function deleteImage(url: string): Promise<void> {
  const match = URL_FORM.exec(url);
  // Only URLs this module made are accepted, which also rules out paths like ../../etc.
  if (!match) throw new AppError(400, INVALID_IMAGE_URL);
  if (await fileDeletesHeld()) {
    await enqueueJob(DELETE_IMAGE_LATER_JOB, { url }, { startAfterSeconds: BACKUP_WAIT_SECONDS });
    return;
  }
  const [, prefix, id] = match;
  const store = objectStore();
  await Promise.all(keysOf(prefix, id).map((key) => store.remove(key)));
  await getDb().delete(media).where(eq(media.url, url));
}

