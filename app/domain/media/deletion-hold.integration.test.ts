// No stored file is deleted while a backup copies them (deletion-hold.server.ts): the backup's
// snapshot may still show a photo that is removed meanwhile. The deletion waits in a job instead,
// which deletes the photo once no backup runs, if nothing shows it by then. A backup of the
// embedded database runs in the server's process; PostgreSQL's in another process, holding a lock.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingImages, listings, media } from '../../db/schema';
import { listingInput, mulberry32 } from '../../db/demo/factories.server';
import { insertListing, makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { setupStorage } from '../../../tests/support/storage';
import { otherConnection, setupTestDatabase } from '../../../tests/support/test-db';
import { deleteListing } from '../listings/delete-listing.server';
import { deleteImageLater } from './cleanup.server';
import { BACKUP_LOCK, withFileDeletesHeld } from './deletion-hold.server';
import { DELETE_IMAGE_LATER_JOB } from './images.server';
import { removeUploadedImage } from './upload.server';

const database = setupTestDatabase();
const storage = setupStorage('disk');

/** A backup elsewhere: another connection holding the lock shared, as `npm run backup` does on PostgreSQL. */
async function heldByAnotherProcess<T>(fn: () => Promise<T>): Promise<T> {
  const client = await otherConnection(database);
  try {
    await client.query('select pg_advisory_lock_shared($1)', [BACKUP_LOCK]);
    return await fn();
  } finally {
    await client.end();
  }
}

const laterJobs = async (url: string) =>
  ((await getDb().execute(sql`select state from pgboss.job where name = ${DELETE_IMAGE_LATER_JOB} and data->>'url' = ${url}`)) as unknown as { rows: unknown[] }).rows
    .length;
const mediaRows = async (url: string) => (await getDb().select().from(media).where(eq(media.url, url))).length;

const backups = [['in this process', withFileDeletesHeld] as const, ...(process.env.TEST_DATABASE_URL ? [['in another process', heldByAnotherProcess] as const] : [])];

describe.each(backups)('while a backup runs %s', (_where, whileBackingUp) => {
  it('a removed upload stays stored, and the job deletes it once the backup is done', async () => {
    const user = await makeUser();
    const url = await uploadedImage(user.id);
    await whileBackingUp(async () => {
      await removeUploadedImage({ user, url });
      expect(await storage.has(url)).toBe(true);
      expect(await laterJobs(url)).toBe(1);
      // The job itself waits for the backup too (thrown: retried later).
      await expect(deleteImageLater({ url })).rejects.toThrow('A backup is running');
      expect(await storage.has(url)).toBe(true);
    });
    await deleteImageLater({ url });
    expect(await storage.has(url)).toBe(false);
    expect(await mediaRows(url)).toBe(0);
  });

  it("a deleted listing's photo stays stored until then, and one shown again meanwhile is kept", async () => {
    const admin = await makeUser({ isAdmin: true });
    const photo = await uploadedImage(admin.id);
    const listing = await insertListing(admin, listingInput(mulberry32(3)), [photo]);
    await whileBackingUp(async () => {
      await deleteListing({ user: admin, id: listing.id });
      expect(await getDb().select().from(listings).where(eq(listings.id, listing.id))).toEqual([]);
      expect(await storage.has(photo)).toBe(true);
    });
    // Another listing shows it before the job runs: the job leaves it.
    const other = await insertListing(admin, listingInput(mulberry32(4)), [photo]);
    await deleteImageLater({ url: photo });
    expect(await storage.has(photo)).toBe(true);
    expect(await mediaRows(photo)).toBe(1);
    await getDb().delete(listingImages).where(eq(listingImages.listingId, other.id));
    await deleteImageLater({ url: photo });
    expect(await storage.has(photo)).toBe(false);
  });
});

it('without a backup, a removed upload is deleted at once', async () => {
  const user = await makeUser();
  const url = await uploadedImage(user.id);
  await removeUploadedImage({ user, url });
  expect(await storage.has(url)).toBe(false);
  expect(await laterJobs(url)).toBe(0);
});
