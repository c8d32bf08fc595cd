// Valid pictures that are slow to decode, for the tests of the decoding budgets
// (domain/media/picture-decoder.server.ts).
import sharp from 'sharp';

/**
 * Within every limit (49 megapixels, about 0.6 MB) yet slow: 16 bits a channel with alpha,
 * interlaced (decoded whole before the first row), with a colour profile to convert every pixel
 * through. Re-encoding it took 2 to 2.5 s of one core here; a JPEG of as many pixels, 0.2 s.
 * Making it takes about 3 s.
 */
export function slowPicture(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } })
    .toColourspace('rgb16')
    .withIccProfile('p3')
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer();
}
