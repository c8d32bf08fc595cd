// Every picture that reaches the portal goes through storeImage. Re-encoding (rather than saving
// the upload as it came) is what makes a file safe to serve: anything that is not a decodable
// image is refused, an owner's EXIF/GPS position never leaves the server, and phones on slow
// Myanmar networks get small WebP files in two widths.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../../db/registry.server';
import { media } from '../../db/schema';
import { getConfig } from '../../lib/config.server';
import { AppError } from '../../lib/errors';

export const NOT_AN_IMAGE = 'Only image files are allowed.';
export const INVALID_IMAGE_URL = 'That is not an image of this site.';

const WIDTHS = [800, 400] as const;
const QUALITY = 72;
// A 2 MB file can still unpack to gigabytes of pixels (a "decompression bomb"); 100 megapixels
// is more than any phone photo that fits in 2 MB.
const MAX_PIXELS = 100_000_000;
const URL_FORM = /^\/media\/([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-800\.webp$/;

const mediaRoot = () => path.join(getConfig().dataDir, 'media');

/** Decodes and re-encodes one rendition. Metadata is dropped because withMetadata is never called. */
function rendition(data: Buffer, width: number) {
  // failOn 'error' (not the default 'warning'): phone cameras often write slightly odd JPEGs
  // that decode fine; only files that cannot be decoded at all are refused.
  return sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate() // applies the EXIF orientation before it is stripped, so portraits stay upright
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
}

/** Stores an uploaded image as two WebP renditions and returns the URL of the 800 px one. */
export async function storeImage({ data, userId = null }: { data: Buffer; userId?: string | null }): Promise<string> {
  let files: Buffer[];
  try {
    // Reading the header first refuses text, PDFs and the like before any decoding work.
    const info = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!info.width || !info.height) throw new Error('no dimensions');
    files = await Promise.all(WIDTHS.map((width) => rendition(data, width)));
  } catch {
    throw new AppError(400, NOT_AN_IMAGE);
  }

  // The media row's id is the file name, so a URL leads straight back to its row.
  const id = randomUUID();
  const dir = path.join(mediaRoot(), id.slice(0, 2));
  await fs.mkdir(dir, { recursive: true });
  const paths = WIDTHS.map((width) => path.join(dir, `${id}-${width}.webp`));
  const url = `/media/${id.slice(0, 2)}/${id}-800.webp`;
  try {
    await Promise.all(paths.map((file, i) => fs.writeFile(file, files[i])));
    await getDb().insert(media).values({ id, url, userId, kind: 'image', bytes: files[0].length });
  } catch (error) {
    // No orphan files on disk when the row could not be written (or the disk filled up).
    await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
  return url;
}

/** Removes both renditions and the media row. Missing files are fine: the goal is "gone". */
export async function deleteImage(url: string): Promise<void> {
  const match = URL_FORM.exec(url);
  // Only URLs this module made are accepted, which also rules out paths like ../../etc.
  if (!match) throw new AppError(400, INVALID_IMAGE_URL);
  const [, prefix, id] = match;
  await Promise.all(
    WIDTHS.map((width) => fs.rm(path.join(mediaRoot(), prefix, `${id}-${width}.webp`), { force: true })),
  );
  await getDb().delete(media).where(eq(media.url, url));
}

