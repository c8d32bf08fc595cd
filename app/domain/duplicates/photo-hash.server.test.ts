// The perceptual hash tells the same picture from another: resized, recompressed or re-encoded as
// the portal stores it, it stays within SAME_PHOTO_MAX_BITS; two different pictures are far apart.
import sharp from 'sharp';
import phash from 'sharp-phash';
import { describe, expect, it } from 'vitest';
import { photoLike as picture } from '../../../tests/support/photos';
import { MAX_IMAGE_PIXELS } from '../media/image-header.server';
import { hashDistance, photoHash, SAME_PHOTO_MAX_BITS } from './photo-hash.server';

/** The hash of a picture that has one (no plain picture here). */
async function hashOf(data: Buffer): Promise<string> {
  const hash = await photoHash({ data });
  if (!hash) throw new Error('A detailed picture was taken for a plain one.');
  return hash;
}

describe('photoHash', () => {
  it('is 64 bits, and the same for the same bytes', async () => {
    const photo = await picture(1);
    const hash = await hashOf(photo);
    expect(hash).toMatch(/^[01]{64}$/);
    expect(await hashOf(photo)).toBe(hash);
  });

  it('stays within a few bits for the same photo resized, recompressed and stored as WebP', async () => {
    for (const seed of [1, 2, 3]) {
      const photo = await picture(seed);
      const original = await hashOf(photo);
      const copies = [
        await sharp(photo).resize(800).jpeg({ quality: 60 }).toBuffer(),
        await sharp(photo).resize(400).webp({ quality: 72 }).toBuffer(),
        await sharp(photo).resize(1600).png().toBuffer(),
        await sharp(photo).modulate({ brightness: 1.05 }).jpeg({ quality: 75 }).toBuffer(),
      ];
      for (const copy of copies) expect(hashDistance(original, await hashOf(copy))).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);
    }
  });

  it('puts different photos far apart', async () => {
    const hashes = await Promise.all([11, 12, 13, 14, 15].map(async (seed) => hashOf(await picture(seed))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) expect(hashDistance(hashes[i], hashes[j])).toBeGreaterThan(12);
    }
  });

  it('is the hash sharp-phash gives the picture, so hashes stored before compare with new ones', async () => {
    for (const seed of [4, 5, 6]) {
      const photo = await picture(seed);
      const copies = [photo, await sharp(photo).webp({ quality: 72 }).toBuffer(), await sharp(photo).withMetadata({ orientation: 6 }).jpeg().toBuffer()];
      for (const copy of copies) expect(await hashOf(copy)).toBe(await phash(copy));
    }
  });

  it('refuses a picture over the pixel budget without decoding it', async () => {
    // One pixel over, one colour: small as a file, the budget's size once decoded.
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS + 1));
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
    await expect(photoHash({ data: huge })).rejects.toThrow(/pixel limit/);
  });

  it('gives a plain picture (one colour) no hash: it says nothing about which home it shows', async () => {
    for (const background of [{ r: 30, g: 120, b: 110 }, { r: 255, g: 255, b: 255 }]) {
      expect(await photoHash({ data: await sharp({ create: { width: 1200, height: 800, channels: 3, background } }).png().toBuffer() })).toBeNull();
    }
  });
});

describe('hashDistance', () => {
  it('counts the bits that differ', () => {
    expect(hashDistance('0'.repeat(64), '0'.repeat(64))).toBe(0);
    expect(hashDistance('0'.repeat(64), `1${'0'.repeat(62)}1`)).toBe(2);
    expect(hashDistance('01'.repeat(32), '10'.repeat(32))).toBe(64);
  });
});
