import { beforeAll, describe, expect, it } from 'vitest';
import * as deleteApi from '../../routes/api/media.delete';
import * as uploadApi from '../../routes/api/media.upload';
import { getDb } from '../../db/registry.server';
import { eq } from 'drizzle-orm';
import { listingImages, listings, users } from '../../db/schema';
import { listingInput, mulberry32 } from '../../db/demo/factories.server';
import { call } from '../../../tests/support/requests';
import { makeUser, pngBuffer } from '../../../tests/support/fixtures';
import { STORAGE_DRIVERS, setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let user: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  [user, other] = await Promise.all([makeUser(), makeUser()]);
});

const upload = async (cookie: string | undefined, files: { data: Buffer; name: string; type: string }[]) => {
  const form = new FormData();
  for (const f of files) form.append('images', new File([new Uint8Array(f.data)], f.name, { type: f.type }));
  return call(uploadApi.action, '/api/media/upload', { body: form, cookie });
};

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);

  describe('POST /api/media/upload', () => {
    it('stores images and answers their URLs', async () => {
      const png = await pngBuffer();
      const res = await upload(user.cookie, [{ data: png, name: 'a.png', type: 'image/png' }, { data: png, name: 'b.png', type: 'image/png' }]);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.urls).toHaveLength(2);
      expect(body.urls[0]).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/);
      for (const url of body.urls) expect(await storage.has(url)).toBe(true);
    });

    it('refuses visitors, non-images (by content, not name), large files and empty requests', async () => {
      expect((await upload(undefined, [{ data: await pngBuffer(), name: 'a.png', type: 'image/png' }])).status).toBe(401);
      const fake = await upload(user.cookie, [{ data: Buffer.from('hello, not a picture'), name: 'photo.png', type: 'image/png' }]);
      expect(fake.status).toBe(400);
      expect((await fake.json()).message).toBe('Only image files are allowed.');
      const big = await upload(user.cookie, [{ data: Buffer.alloc(2 * 1024 * 1024 + 1), name: 'big.jpg', type: 'image/jpeg' }]);
      expect(big.status).toBe(413);
      expect((await big.json()).message).toBe('Some files exceed 2MB limit');
      const none = await upload(user.cookie, []);
      expect((await none.json()).message).toBe('Please select an image');
      const notMultipart = await call(uploadApi.action, '/api/media/upload', { json: { images: [] }, cookie: user.cookie });
      expect(notMultipart.status).toBe(400);
    });
  });

  describe('POST /api/media/delete', () => {
    it('lets the uploader remove an unsaved image, refuses others and images of saved listings', async () => {
      const [url, used] = (await (await upload(user.cookie, [
        { data: await pngBuffer(), name: 'a.png', type: 'image/png' },
        { data: await pngBuffer(), name: 'b.png', type: 'image/png' },
      ])).json()).urls;
      const del = (cookie: string | undefined, target: string) => call(deleteApi.action, '/api/media/delete', { json: { url: target }, cookie });
      expect((await del(undefined, url)).status).toBe(401);
      expect((await del(other.cookie, url)).status).toBe(403);
      expect(await storage.has(url)).toBe(true);
      expect((await del(user.cookie, url)).status).toBe(200);
      expect(await storage.has(url)).toBe(false);
      expect((await del(user.cookie, url)).status).toBe(404);

      const [listing] = await getDb().insert(listings).values({ ...listingInput(mulberry32(1)), userRef: user.id }).returning();
      await getDb().insert(listingImages).values({ listingId: listing.id, position: 0, url: used });
      expect((await del(user.cookie, used)).status).toBe(409);
      expect(await storage.has(used)).toBe(true);

      // Nor may a saved avatar be deleted behind the profile's back.
      const [avatar] = (await (await upload(user.cookie, [{ data: await pngBuffer(), name: 'me.png', type: 'image/png' }])).json()).urls;
      await getDb().update(users).set({ avatar }).where(eq(users.id, user.id));
      expect((await del(user.cookie, avatar)).status).toBe(409);
    });
  });
});
