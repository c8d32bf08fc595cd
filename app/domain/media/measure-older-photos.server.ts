// Images stored before the 400 px rendition's size was recorded get it from this job: every hour
// (and at once when the schedule first runs after an upgrade) it asks the store for the size of
// the renditions not yet measured, in order of URL, and queues its own continuation while more
// remain. Until then a held photo's button names no size (components/ui/held-photo.tsx).
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media } from '../../db/schema';
import { enqueueJob } from '../jobs/queue.server';
import { smallRenditionKey } from './images.server';
import { objectStore } from './object-store.server';

export const MEASURE_OLDER_PHOTOS_JOB = 'measure-older-photos';
/** Images one run measures before it hands over to the next: a stat each, well inside the timeout. */
export const PHOTOS_PER_RUN = 1000;

/** Records the small rendition's size of up to `limit` images after URL `after`; returns how many, and where it stopped. */
export async function measureOlderPhotos({ after = '', limit = PHOTOS_PER_RUN }: { after?: string; limit?: number } = {}): Promise<{ measured: number; last: string | null }> {
  const db = getDb();
  const rows = await db
    .select({ url: media.url })
    .from(media)
    .where(and(eq(media.kind, 'image'), isNull(media.smallBytes), gt(media.url, after)))
    .orderBy(asc(media.url))
    .limit(limit);
  let measured = 0;
  for (const { url } of rows) {
    // A file missing is passed over: the cursor moves on, so it is not asked for forever.
    const key = smallRenditionKey(url);
    const small = key && (await objectStore().stat(key));
    if (!small) continue;
    await db.update(media).set({ smallBytes: small.bytes }).where(eq(media.url, url));
    measured += 1;
  }
  return { measured, last: rows.length === limit ? rows[rows.length - 1].url : null };
}

/** The job: one run, then the next one queued where it stopped. */
export async function measureOlderPhotosJob({ after }: { after?: string }): Promise<void> {
  const { last } = await measureOlderPhotos({ after: typeof after === 'string' ? after : '' });
  if (last) await enqueueJob(MEASURE_OLDER_PHOTOS_JOB, { after: last });
}
