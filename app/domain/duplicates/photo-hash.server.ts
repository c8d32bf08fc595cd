// A photo's perceptual hash: 64 bits that stay nearly the same when the picture is resized,
// recompressed or slightly re-coloured, unlike a checksum (sharp-phash: a DCT of the 32x32
// greyscale picture on sharp). Stored as `bit(64)` (db/schema/duplicates.ts: photoHashes).
import sharp from 'sharp';
import phash from 'sharp-phash';

/** Two photos whose hashes differ in at most this many bits are taken for the same picture. */
export const SAME_PHOTO_MAX_BITS = 3;

/**
 * Below this spread of grey (standard deviation, 0 to 255) a picture is plain: a single colour or
 * nearly, whose hash says nothing about which home it shows (every plain picture hashes alike).
 */
export const PLAIN_PICTURE_STDEV = 4;

async function isPlain(data: Buffer): Promise<boolean> {
  const grey = await sharp(data).greyscale().resize(32, 32, { fit: 'fill' }).raw().toBuffer();
  const mean = grey.reduce((sum, v) => sum + v, 0) / grey.length;
  const variance = grey.reduce((sum, v) => sum + (v - mean) ** 2, 0) / grey.length;
  return Math.sqrt(variance) < PLAIN_PICTURE_STDEV;
}

/** The hash as 64 '0'/'1' characters, the text form of a `bit(64)` value; null for a plain picture, compared with none. */
export async function photoHash({ data }: { data: Buffer }): Promise<string | null> {
  if (await isPlain(data)) return null;
  const bits = await phash(data);
  if (!/^[01]{64}$/.test(bits)) throw new Error('Unexpected perceptual hash.');
  return bits;
}

/** How many bits two hashes differ in (PostgreSQL: `bit_count(a # b)`). */
export function hashDistance(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}
