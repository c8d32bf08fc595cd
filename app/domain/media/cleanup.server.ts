// Removing a listing or one of its photos frees the files, but only those nothing else still
// shows: demo data and copied listings may share a picture.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listingImages, media, posts, users } from '../../db/schema';
import { fileDeletesHeld } from './deletion-hold.server';
import { deleteImage } from './images.server';

/** True while a listing, an agency, a post or an avatar shows this image. */
export async function imageInUse(url: string): Promise<boolean> {
  const db = getDb();
  // Both drivers (pg and PGlite) answer execute() with { rows }.
  const result = (await db.execute(sql`select (
    exists (select 1 from ${listingImages} where ${listingImages.url} = ${url})
    or exists (select 1 from ${agentProfiles} where ${url} = any(${agentProfiles.imageUrls}))
    or exists (select 1 from ${posts} where ${posts.image} = ${url})
    or exists (select 1 from ${users} where ${users.avatar} = ${url})
  ) as used`)) as unknown as { rows: { used: boolean }[] };
  return result.rows[0]?.used === true;
}

export async function deleteUnusedImages(urls: string[]) {
  for (const url of new Set(urls)) {
    if (!(await imageInUse(url))) await deleteImage(url).catch(() => {});
  }
}

/** The job deleteImage leaves while a backup runs: by now the image may be in use again. */
export async function deleteImageLater({ url }: { url: string }) {
  // Thrown, the job is retried with back-off until the backup is done.
  if (await fileDeletesHeld()) throw new Error('A backup is running: the image is deleted after it.');
  if (!(await imageInUse(url))) await deleteImage(url);
}

/** The URLs among `urls` that were uploaded to this portal; a listing may name no others. */
export async function knownImages(urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await getDb().select({ url: media.url }).from(media).where(and(inArray(media.url, urls), eq(media.kind, 'image')));
  return new Set(rows.map((r) => r.url));
}
