// The first look at an uploaded picture: its first bytes (a photo's formats only), then its
// header (format and dimensions), before any pixel is decoded. A small file can declare a huge
// picture (a "decompression bomb": a 300 KB PNG of 9999 x 9999 pixels unpacks to 300 MB), and
// decoding is what costs; so the pixel count is checked here, and a file that is too large is
// refused without decoding it. So are pictures whose decoding no time budget can cut short
// (picture-decoder.server.ts): a progressive JPEG of too many scans, a large AVIF or HEIC.
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { countJpegScans } from './jpeg-scans.server';

/**
 * 50 megapixels: more than any phone camera makes (48-megapixel sensors write 8000 x 6000 or
 * 8064 x 6048), so even an original the browser could not shrink is never refused for its size
 * in pixels, while the 100-megapixel pictures of the attack are. An admitted picture's cost is
 * bounded by this, the time budget (picture-decoder.server.ts) and the image queue
 * (image-pool.server.ts), which decodes one at a time.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS = 'Images may be at most 50 megapixels (for example 8000 × 6000 pixels).';

/**
 * Scans a JPEG may have (jpeg-scans.server.ts): ten times what encoders write. At 50 megapixels
 * each scan took about 4 ms here, so these cost under half a second.
 */
export const MAX_JPEG_SCANS = 100;
/**
 * AVIF is decoded whole, at once, and slowly: a 50-megapixel one of 100 KB (12-bit, with alpha)
 * took 11 s here, past any time budget's reach. A 12-megapixel phone camera's full frame
 * (4032 x 3024) takes about 3.5 s; phones send JPEG anyway, and the browser's own shrinking
 * turns any picture it can read into a small one first. A phone's HEIC is the same container
 * (sharp names both heif), its HEVC decoded whole by the same library wherever libvips has a
 * decoder for it (sharp's own build has none): the cap is the container's.
 */
export const MAX_HEIF_PIXELS = 4032 * 3024;
/** Both of the above, and a picture whose decoding outlasts its time budget. */
export const PICTURE_TOO_SLOW = 'This picture takes too long to process. Please try a smaller picture or a JPEG.';

export type ImageHeader =
  | { ok: true; width: number; height: number; format: string }
  | { ok: false; problem: 'not-an-image' | 'too-many-pixels' | 'too-slow' };

/** HEIF's brands (a phone's HEIC photo, AVIF): the `ftyp` box at the start of the file names one. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * Whether `data` starts as a photo does: JPEG, PNG, GIF, WebP or HEIF, by its first bytes, before
 * any decoder sees it. Anything else is not a photo: SVG above all, a program that draws (a
 * kilobyte of nested `<use>` declaring 7000 x 7000 pixels took minutes to render), and PDF.
 */
export function startsAsPhoto(data: Buffer): boolean {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  return ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12));
}

/** The formats sharp reads such a photo as (it names AVIF and HEIC both heif). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif']);

/** Reads the header of `data`; never decodes the pixels, and never hands a file that is not a photo to a decoder. */
export async function readImageHeader(data: Buffer): Promise<ImageHeader> {
  if (!startsAsPhoto(data)) return { ok: false, problem: 'not-an-image' };
  try {
    // No pixel limit here: the header is read either way, and the limit is checked below with
    // a message of its own.
    const { width, height, format } = await sharp(data, { limitInputPixels: false }).metadata();
    if (!width || !height || !format || !PHOTO_FORMATS.has(format)) return { ok: false, problem: 'not-an-image' };
    if (width * height > MAX_IMAGE_PIXELS) return { ok: false, problem: 'too-many-pixels' };
    if (format === 'heif' && width * height > MAX_HEIF_PIXELS) return { ok: false, problem: 'too-slow' };
    if (format === 'jpeg' && countJpegScans({ data, upTo: MAX_JPEG_SCANS }) > MAX_JPEG_SCANS) return { ok: false, problem: 'too-slow' };
    return { ok: true, width, height, format };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
}

const MESSAGES = { 'too-many-pixels': TOO_MANY_PIXELS, 'too-slow': PICTURE_TOO_SLOW } as const;

/**
 * Refuses (400) what is not a picture, or one over the pixel limit or too slow to decode, from
 * its header alone: the one place a header's problem becomes a message. `notAnImage` is the
 * caller's wording for the first (listing photos and payment proofs accept different files);
 * `field` also puts the message on that form field.
 */
export async function assertImageHeader(data: Buffer, { notAnImage, field }: { notAnImage: string; field?: string }): Promise<void> {
  const header = await readImageHeader(data);
  if (header.ok) return;
  const message = header.problem === 'not-an-image' ? notAnImage : MESSAGES[header.problem];
  throw new AppError(400, message, field === undefined ? undefined : { [field]: message });
}
