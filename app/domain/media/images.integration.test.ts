import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORAGE_DRIVERS, setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { media } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { knownImages } from './cleanup.server';
import { deleteImage, storeImage } from './images.server';
import { measureOlderPhotos } from './measure-older-photos.server';

const isPortalImage = async (url: string) => (await knownImages([url])).has(url);

const opened = setupTestDatabase();

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);
  /** A stored rendition's bytes; fails the test when it is not there. */
  const fileOf = async (url: string) => {
    const data = await storage.read(url);
    if (!data) throw new Error(`${url} is not in the ${driver} store`);
    return data;
  };

  describe('storeImage', () => {
    it('writes an 800 px and a 400 px WebP and records the media row', async () => {
      const url = await storeImage({ data: await solid(1600, 1000).jpeg().toBuffer() });
      expect(url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/);
      expect(url.split('/')[2]).toBe(url.split('/')[3].slice(0, 2));

      const large = await sharp(await fileOf(url)).metadata();
      const small = await sharp(await fileOf(smallImage(url))).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 800, 500]);
      expect([small.format, small.width, small.height]).toEqual(['webp', 400, 250]);

      const [row] = await opened.db.select().from(media).where(eq(media.url, url));
      expect(row.bytes).toBe((await fileOf(url)).length);
      expect(row.smallBytes).toBe((await fileOf(smallImage(url))).length);
      expect(row.userId).toBeNull();
      expect(await isPortalImage(url)).toBe(true);
    });

    it('never enlarges a small picture', async () => {
      const url = await storeImage({ data: await solid(300, 200).png().toBuffer() });
      expect((await sharp(await fileOf(url)).metadata()).width).toBe(300);
      expect((await sharp(await fileOf(smallImage(url))).metadata()).width).toBe(300);
    });

    it('strips EXIF and GPS metadata', async () => {
      const input = await solid(640, 480)
        .jpeg()
        .withExifMerge({ IFD0: { Copyright: 'x', Artist: 'Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
        .toBuffer();
      const before = await sharp(input).metadata();
      expect(before.exif).toBeDefined();
      expect(before.exif!.toString('latin1')).toContain('Owner');

      const url = await storeImage({ data: input });
      for (const file of [await fileOf(url), await fileOf(smallImage(url))]) {
        const after = await sharp(file).metadata();
        expect(after.exif).toBeUndefined();
        expect(after.xmp).toBeUndefined();
        expect(after.iptc).toBeUndefined();
        expect(file.includes('Owner')).toBe(false);
      }
    });

    it('turns a picture upright according to its EXIF orientation', async () => {
      const input = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      expect((await sharp(input).metadata()).orientation).toBe(6);
      const url = await storeImage({ data: input });
      const out = await sharp(await fileOf(url)).metadata();
      expect([out.width, out.height]).toEqual([100, 200]);
      expect(out.orientation).toBeUndefined();
    });

    it('refuses files that are not images', async () => {
      const before = await opened.db.select().from(media);
      const attempt = storeImage({ data: Buffer.from('hello, this is a plain text file\n') });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ status: 400, message: 'Only image files are allowed.' });
      // A truncated image is refused as well, not stored half-decoded.
      const png = await solid(400, 300).png().toBuffer();
      await expect(storeImage({ data: png.subarray(0, 60) })).rejects.toMatchObject({ status: 400 });
      expect(await opened.db.select().from(media)).toHaveLength(before.length);
    });
  });

  describe('measureOlderPhotos', () => {
    it("records the 400 px file's size of an image stored before it was kept, from the store", async () => {
      const url = await storeImage({ data: await solid(900, 600).png().toBuffer() });
      await opened.db.update(media).set({ smallBytes: null }).where(eq(media.url, url));
      const { measured } = await measureOlderPhotos({ limit: 10_000 });
      expect(measured).toBeGreaterThanOrEqual(1);
      const [row] = await opened.db.select().from(media).where(eq(media.url, url));
      expect(row.smallBytes).toBe((await fileOf(smallImage(url))).length);
    });
  });

  describe('deleteImage', () => {
    it('removes both files and the media row', async () => {
      const url = await storeImage({ data: await solid(900, 600).webp().toBuffer() });
      expect(await storage.has(url)).toBe(true);
      expect(await storage.has(smallImage(url))).toBe(true);

      await deleteImage(url);
      expect(await storage.has(url)).toBe(false);
      expect(await storage.has(smallImage(url))).toBe(false);
      expect(await opened.db.select().from(media).where(eq(media.url, url))).toHaveLength(0);
      expect(await isPortalImage(url)).toBe(false);

      // Deleting again (files already gone) is not an error.
      await expect(deleteImage(url)).resolves.toBeUndefined();
    });

    it('refuses URLs it did not make', async () => {
      for (const url of ['/media/../../etc/passwd', 'https://example.com/a-800.webp', '/media/ab/not-a-uuid-800.webp']) {
        await expect(deleteImage(url)).rejects.toMatchObject({ status: 400 });
      }
      expect(await isPortalImage('/media/../../etc/passwd')).toBe(false);
    });
  });
});


describe('media-url helpers', () => {
  const url = '/media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-800.webp';

  it('maps a portal URL to its small rendition and builds a srcset', () => {
    expect(smallImage(url)).toBe('/media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-400.webp');
    expect(imageSrcSet(url)).toBe(`${smallImage(url)} 400w, ${url} 800w`);
  });

  it('leaves other URLs alone', () => {
    expect(smallImage('https://example.com/photo.jpg')).toBe('https://example.com/photo.jpg');
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
