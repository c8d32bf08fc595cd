// Removing a listing or one of its photos frees the files, but only those nothing else still
// shows: demo data and copied listings may share a picture.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listingImages, media, posts, users } from '../../db/schema';
import { deleteImage } from './images.server';

export async function deleteUnusedImages(urls: string[]) {
  const db = getDb();
  for (const url of new Set(urls)) {
    const [inListing] = await db.select({ n: sql`1` }).from(listingImages).where(eq(listingImages.url, url)).limit(1);
    const [inAgent] = await db.select({ n: sql`1` }).from(agentProfiles).where(sql`${url} = any(${agentProfiles.imageUrls})`).limit(1);
    const [inPost] = await db.select({ n: sql`1` }).from(posts).where(eq(posts.image, url)).limit(1);
    const [inAvatar] = await db.select({ n: sql`1` }).from(users).where(eq(users.avatar, url)).limit(1);
    if (!inListing && !inAgent && !inPost && !inAvatar) await deleteImage(url).catch(() => {});
  }
}

/** The URLs among `urls` that were uploaded to this portal; a listing may name no others. */
export async function knownImages(urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await getDb().select({ url: media.url }).from(media).where(and(inArray(media.url, urls), eq(media.kind, 'image')));
  return new Set(rows.map((r) => r.url));
}
