// Photos uploaded before perceptual hashes existed get theirs from this job: every hour (and at
// once when the schedule first runs after an upgrade) it hashes the images that have none, from
// the stored 800 px rendition, in order of URL, and queues its own continuation while more remain.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media, photoHashes } from '../../db/schema';
import { enqueueJob } from '../jobs/queue.server';
import { runImageJob } from '../media/image-pool.server';
import { objectStore } from '../media/object-store.server';
import { photoHash } from './photo-hash.server';

export const HASH_OLDER_PHOTOS_JOB = 'hash-older-photos';
/** Photos one run hashes before it hands over to the next (a run stays well inside its timeout). */
export const PHOTOS_PER_RUN = 500;

/** Hashes up to `limit` images that have no hash, after URL `after`; returns how many, and where it stopped. */
export async function hashOlderPhotos({ after = '', limit = PHOTOS_PER_RUN }: { after?: string; limit?: number } = {}): Promise<{ hashed: number; last: string | null }> {
  const db = getDb();
  const rows = await db
    .select({ url: media.url })
    .from(media)
    .leftJoin(photoHashes, eq(photoHashes.url, media.url))
    .where(and(eq(media.kind, 'image'), isNull(photoHashes.url), gt(media.url, after)))
    .orderBy(asc(media.url))
    .limit(limit);
  let hashed = 0;
  for (const { url } of rows) {
    const data = await objectStore().get(url.slice(1));
    // A file missing or not decodable is passed over: the cursor moves on, so it is not retried forever.
    if (!data) continue;
    const hash = await runImageJob(() => photoHash({ data })).catch(() => undefined);
    if (hash === undefined) continue;
    hashed += (await db.insert(photoHashes).values({ url, hash }).onConflictDoNothing().returning({ url: photoHashes.url })).length;
  }
  return { hashed, last: rows.length === limit ? rows[rows.length - 1].url : null };
}

/** The job: one run, then the next one queued where it stopped. */
export async function hashOlderPhotosJob({ after }: { after?: string }): Promise<void> {
  const { last } = await hashOlderPhotos({ after: typeof after === 'string' ? after : '' });
  if (last) await enqueueJob(HASH_OLDER_PHOTOS_JOB, { after: last });
}
