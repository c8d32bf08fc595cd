// `npm run backup` and `npm run restore`, run as a person runs them (the scripts, in processes of
// their own) against a portal that keeps serving writes meanwhile: its accounts, listings with
// photos, reviews, favourites, saved searches and queued mail all come back in a fresh portal.
// On the embedded database the portal holds the data folder, so the backup goes through its admin
// socket; on PostgreSQL (TEST_DATABASE_URL) the script takes the snapshot itself. Both storages.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type OpenDatabase } from '../../db/client.server';
import { listingInput, mulberry32, reviewInput } from '../../db/demo/factories.server';
import { ensureReferenceData } from '../../db/reference-data.server';
import { setDb } from '../../db/registry.server';
import { favourites, listingImages, listings, reviews, savedSearches, users, type User } from '../../db/schema';
import { savedSearchQuery } from '../../lib/saved-search-query';
import { resetConfig } from '../../server-lib/config.server';
import { startAdminSocket } from '../../../server/admin-socket';
import { makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { setS3Environment, startS3Server, STORAGE_DRIVERS, type S3TestServer, type StorageDriver } from '../../../tests/support/storage';
import { createThrowawayDatabase } from '../../../tests/support/throwaway-database';
import { stopJobQueue } from '../jobs/queue.server';
import { sendMail } from '../mail/send-mail.server';
import { addFavourite } from '../favourites/favourites.server';
import { createListing } from '../listings/create-listing.server';
import { deleteListing } from '../listings/delete-listing.server';
import { diskStore } from '../media/disk-store.server';
import { objectStore, type ObjectStore } from '../media/object-store.server';
import { createReview } from '../reviews/create-review.server';
import { saveSearch } from '../saved-searches/saved-searches.server';

const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const rng = mulberry32(47);

/** Runs `npm run <script>`'s script in a process of its own, with the portal's settings in `env`. */
function runScript(script: 'backup' | 'restore', arg: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const settings = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
    execFile(path.join(root, 'node_modules/.bin/tsx'), [`scripts/${script}.ts`, arg], { cwd: root, env: settings }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** One portal's settings: its data folder, its database, its bucket when the storage is one. */
interface Place {
  dataDir: string;
  databaseUrl?: string;
  s3?: S3TestServer;
  env: Record<string, string | undefined>;
  drop(): Promise<void>;
}

async function newPlace(driver: StorageDriver): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  const database = serverUrl ? await createThrowawayDatabase(serverUrl, 'portal_backup') : undefined;
  const s3 = driver === 's3' ? await startS3Server() : undefined;
  const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url, ...(s3?.env ?? { S3_BUCKET: undefined }), DEMO_DATA: '0', LOG_LEVEL: 'silent' };
  return {
    dataDir,
    databaseUrl: database?.url,
    s3,
    env,
    async drop() {
      await s3?.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The store of a place (a bucket's points the configuration at it). */
function storeOf(place: Place): ObjectStore {
  if (!place.s3) return diskStore(place.dataDir);
  setS3Environment(place.s3.env);
  return objectStore();
}

const keysOf = (url: string) => [url.slice(1), url.slice(1).replace(/-800\.webp$/, '-400.webp')];

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  let original: Place;
  let restored: Place;
  let portal: OpenDatabase;
  let socket: { close(): Promise<void> } | undefined;
  let backupDir: string;

  beforeAll(async () => {
    original = await newPlace(driver);
    restored = await newPlace(driver);
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
    Object.assign(process.env, { DATA_DIR: original.dataDir, LOG_LEVEL: 'silent' });
    setS3Environment(original.s3?.env ?? null);
    resetConfig();
    // The portal as the server runs it: the embedded database in its data folder (held by this
    // process, as a server holds it) and its admin socket; or its PostgreSQL database.
    portal = await openDatabase({ databaseUrl: original.databaseUrl, dataDir: original.dataDir });
    setDb(portal.db);
    await ensureReferenceData();
    socket = portal.kind === 'pglite' ? startAdminSocket(original.dataDir) : undefined;
  }, 180_000);

  afterAll(async () => {
    await socket?.close();
    await stopJobQueue();
    await portal?.close();
    setDb(undefined);
    setS3Environment(null);
    await original?.drop();
    await restored?.drop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up a portal while it takes writes, and a fresh one restored from it has every acknowledged write', { timeout: 240_000 }, async () => {
    // A filled portal: accounts, listings with photos, reviews, favourites, a saved search, queued mail.
    const admin = await makeUser({ isAdmin: true });
    const alice = await makeUser();
    const bob = await makeUser();
    const post = async (user: User) => {
      const photo = await uploadedImage(user.id);
      const { id } = await createListing({ user, input: { ...listingInput(rng), imageUrls: [photo] } as never });
      return { id, photo };
    };
    const before = [await post(admin), await post(admin), await post(admin)];
    const doomed = [await post(admin), await post(admin), await post(admin), await post(admin)];
    await createReview({ user: alice, input: { listingId: before[0].id, ...reviewInput(rng) } });
    await createReview({ user: bob, input: { listingId: before[1].id, ...reviewInput(rng) } });
    await addFavourite({ user: alice, listingId: before[2].id });
    await addFavourite({ user: bob, listingId: before[0].id });
    await saveSearch({ userId: alice.id, name: 'Bahan flats', query: savedSearchQuery('search', 'type=rent&township=bahan') });
    const mailId = await sendMail({ to: alice.email, subject: 'Welcome to Yangon Homes', text: 'Your account is ready.' });

    // While the backup runs: one after another, new listings with photos are posted (each
    // acknowledged when createListing returns) and the doomed listings are deleted with theirs.
    let backingUp = true;
    const posted: { id: string; photo: string; during: boolean }[] = [];
    const writer = (async () => {
      while (backingUp) posted.push({ ...(await post(admin)), during: backingUp });
    })();
    const deleter = (async () => {
      for (const listing of doomed) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await deleteListing({ user: admin, id: listing.id });
      }
    })();
    // Awaited once the backup is done; a failure meanwhile is not an unhandled one.
    for (const work of [writer, deleter]) work.catch(() => undefined);
    const target = path.join(backupDir, driver === 'disk' ? 'portal-backup' : 'portal-backup.tar.gz');
    const backup = await runScript('backup', target, original.env);
    backingUp = false;
    await Promise.all([writer, deleter]);
    expect(backup.output).toContain(`Backup written to ${target}`);
    expect(backup.code).toBe(0);
    expect(posted.some((p) => p.during)).toBe(true);
    // Password hashes and payment proofs: readable by its owner only.
    expect(fs.statSync(target).mode & 0o077).toBe(0);

    // A fresh portal from it.
    const restore = await runScript('restore', target, restored.env);
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    const again = await runScript('restore', target, restored.env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(portal.kind === 'pglite' ? /already holds a database: restore into an empty DATA_DIR/ : /is not empty .*: restore into a new, empty database/);

    const store = storeOf(restored);
    // What it says it restored is what the store now holds.
    const stored = [...(await store.list('media/')), ...(await store.list('private/'))];
    expect(stored.length).toBeGreaterThan(0);
    expect(restore.output).toContain(`the database and ${stored.length} stored files`);
    const fresh = await openDatabase({ databaseUrl: restored.databaseUrl, dataDir: restored.dataDir });
    try {
      const db: Database = fresh.db;
      // Accounts, with the passwords they sign in with.
      const accounts = (rows: (typeof users.$inferSelect)[]) => rows.map((u) => [u.email, u.passwordHash, u.isAdmin]).sort();
      const people = [admin.id, alice.id, bob.id];
      expect(accounts(await db.select().from(users).where(inArray(users.id, people)))).toEqual(
        accounts(await portal.db.select().from(users).where(inArray(users.id, people))),
      );
      // Every listing acknowledged before the backup began, with its photo.
      const ids = (await db.select({ id: listings.id }).from(listings)).map((l) => l.id);
      expect(ids).toEqual(expect.arrayContaining(before.map((l) => l.id)));
      // The snapshot is one moment: the listings posted meanwhile that it has are the first ones.
      const kept = posted.filter((p) => ids.includes(p.id));
      expect(kept).toEqual(posted.slice(0, kept.length));
      expect(posted.slice(0, posted.findIndex((p) => p.during)).every((p) => ids.includes(p.id))).toBe(true);
      // Every photo any restored listing shows is in the restored store, with the same bytes.
      const photos = await db.select({ url: listingImages.url }).from(listingImages);
      expect(photos.map((p) => p.url)).toEqual(expect.arrayContaining([...before, ...kept].map((l) => l.photo)));
      for (const { url } of photos) {
        for (const key of keysOf(url)) expect(await store.get(key), key).not.toBeNull();
      }
      const [key] = keysOf(before[0].photo);
      expect(await store.get(key)).toEqual(await storeOf(original).get(key));
      // Reviews, favourites, the saved search.
      const restoredReviews = await db.select().from(reviews);
      expect(restoredReviews.map((r) => [r.listingId, r.userRef]).sort()).toEqual(
        [
          [before[0].id, alice.id],
          [before[1].id, bob.id],
        ].sort(),
      );
      const saved = await db.select().from(favourites);
      expect(saved.map((f) => [f.userId, f.listingId]).sort()).toEqual(
        [
          [alice.id, before[2].id],
          [bob.id, before[0].id],
        ].sort(),
      );
      expect((await db.select().from(savedSearches).where(eq(savedSearches.userId, alice.id))).map((s) => s.name)).toEqual(['Bahan flats']);
      // The mail still waiting to be sent, to be sent by the restored portal.
      const queued = (await db.execute(sql`select name, state, data from pgboss.job where id = ${mailId}`)) as unknown as { rows: { name: string; state: string; data: { to: string } }[] };
      expect(queued.rows).toEqual([{ name: 'send-mail', state: 'created', data: expect.objectContaining({ to: alice.email, subject: 'Welcome to Yangon Homes' }) }]);
    } finally {
      await fresh.close();
      setDb(portal.db);
    }
  });
});
