// Photo-like pictures for the duplicate tests: smooth random shapes of colour from a seed (a 16x12
// random image scaled up), and a copy of one as a second lister would post it (smaller, recompressed).
import sharp from 'sharp';

export async function photoLike(seed: number): Promise<Buffer> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const raw = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(next() * 256)));
  return sharp(raw, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(1200, 800, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same photo saved again: 900 px wide, JPEG at quality 60. */
export async function copyOf(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(900).jpeg({ quality: 60 }).toBuffer();
}
