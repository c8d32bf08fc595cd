// A photo's perceptual hash: 64 bits that stay nearly the same when the picture is resized,
// recompressed or slightly re-coloured, unlike a checksum (sharp-phash: a DCT of the 32x32
// greyscale picture on sharp). Stored as `bit(64)` (db/schema/duplicates.ts: photoHashes).
import phash from 'sharp-phash';
import { openPicture } from '../media/picture-decoder.server';

/** Two photos whose hashes differ in at most this many bits are taken for the same picture. */
export const SAME_PHOTO_MAX_BITS = 3;

/**
 * Below this spread of grey (standard deviation, 0 to 255) a picture is plain: a single colour or
 * nearly, whose hash says nothing about which home it shows (every plain picture hashes alike).
 */
export const PLAIN_PICTURE_STDEV = 4;

/** The 32 x 32 greyscale picture sharp-phash hashes, made as it makes it but within the decoding budgets. */
const SIDE = 32;
const sample = (data: Buffer) => openPicture({ data }).greyscale().resize(SIDE, SIDE, { fit: 'fill' }).rotate().raw().toBuffer();

function isPlain(grey: Buffer): boolean {
  const mean = grey.reduce((sum, v) => sum + v, 0) / grey.length;
  const variance = grey.reduce((sum, v) => sum + (v - mean) ** 2, 0) / grey.length;
  return Math.sqrt(variance) < PLAIN_PICTURE_STDEV;
}

/** The hash as 64 '0'/'1' characters, the text form of a `bit(64)` value; null for a plain picture, compared with none. */
export async function photoHash({ data }: { data: Buffer }): Promise<string | null> {
  // The picture is decoded once, here; sharp-phash gets the sample, which it takes as it is.
  const grey = await sample(data);
  if (isPlain(grey)) return null;
  const bits = await phash(grey, { raw: { width: SIDE, height: SIDE, channels: 1 } });
  if (!/^[01]{64}$/.test(bits)) throw new Error('Unexpected perceptual hash.');
  return bits;
}

/** How many bits two hashes differ in (PostgreSQL: `bit_count(a # b)`). */
export function hashDistance(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}
