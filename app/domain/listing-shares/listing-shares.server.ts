// Posts shared to the installed portal from Facebook, Viber or the gallery (the manifest's
// share_target posts to /share-listing). The text and photos wait in `listing_shares` for an
// hour: a signed-in sharer goes straight to a new listing draft of them; a signed-out one holds
// only a random token in a cookie, which the create-listing page exchanges after sign-in. No
// id in a URL opens anyone else's share: an id is looked up with its owner.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingShares, media, type User } from '../../db/schema';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { AppError, badRequest } from '../../lib/errors';
import { LIMITS } from '../../lib/constants';
import { FormBodyError, parseFormBody } from '../../server-lib/form-body.server';
import { deleteUnusedImages } from '../media/cleanup.server';
import { assertImagePoolHasRoom } from '../media/image-pool.server';
import { storeImages } from '../media/upload.server';
import { withUploadSlot } from '../media/upload-slots.server';
import { takeSlot, type Limit } from '../throttle/throttle.server';

export const SHARE_COOKIE = 'listing_share';
/** Long enough to sign in (or sign up and confirm) on a slow connection; short enough to forget. */
export const SHARE_TTL_MS = 60 * 60 * 1000;
/** The picker's limit for an original (lib/use-image-upload.ts): a shared photo is not shrunk by the page. */
export const SHARED_PHOTO_BYTES_MAX = 10 * 1024 * 1024;
export const SHARED_PHOTOS_MAX = 6;
/** A body past this is refused as it streams: six large photos, held in memory while they are stored. */
const SHARE_BODY_BYTES_MAX = 40 * 1024 * 1024;
export const SHARE_TOO_MUCH = 'Share at most 6 photos of up to 10MB each; add more in the listing form.';
export const SHARE_NOT_A_FORM = 'Nothing was shared. Share the text or photos of a post to Yangon Homes.';

/** Signed-out shares per address: each stores pictures for nobody yet. */
export const VISITOR_SHARES: Limit = { action: 'listing-share', max: 10, windowMs: 60 * 60 * 1000, message: 'Too many shares from this address. Please sign in and try again later.' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shared title, text and link as one post, within a description's length. */
function sharedText(form: FormData): string {
  const parts = ['title', 'text', 'url'].map((name) => form.get(name)).filter((v): v is string => typeof v === 'string');
  // Facebook puts the post in `text` and its link in `url`; a title is often the text again.
  // A multipart body carries line breaks as CRLF; the post is kept as it was typed.
  const unique = [...new Set(parts.map((p) => p.replace(/\0/g, '').replace(/\r\n?/g, '\n').trim()).filter(Boolean))];
  return unique.join('\n').slice(0, LIMITS.descriptionMax);
}

async function readShare(request: Request): Promise<{ text: string; files: File[] }> {
  let form: FormData;
  try {
    form = await parseFormBody(request, { maxPartBytes: SHARED_PHOTO_BYTES_MAX, maxTotalBytes: SHARE_BODY_BYTES_MAX, maxFiles: SHARED_PHOTOS_MAX }, (file) => file.fieldName === 'photos');
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    if (error.problem === 'not-a-form') throw badRequest(SHARE_NOT_A_FORM);
    throw new AppError(413, SHARE_TOO_MUCH);
  }
  // A share with no file has an empty part in some browsers: only real files count.
  const files = form.getAll('photos').filter((v): v is File => typeof v !== 'string' && v.size > 0);
  return { text: sharedText(form), files };
}

/**
 * Stores what was shared and says where to go: a signed-in lister's share id, or a signed-out
 * sharer's cookie token. The photos go through the upload pipeline's checks (each a picture,
 * re-encoded, at most six), in one of the sharer's upload slots.
 */
export async function createListingShare({ request, user, ip }: { request: Request; user: User | null; ip: string }): Promise<{ id: string; token: string }> {
  if (!user) await takeSlot(VISITOR_SHARES, ip);
  await deleteExpiredShares();
  return withUploadSlot(user?.id ?? `share:${ip}`, async () => {
    assertImagePoolHasRoom();
    const { text, files } = await readShare(request);
    if (!text && !files.length) throw badRequest(SHARE_NOT_A_FORM);
    const imageUrls = files.length ? await storeImages({ userId: user?.id ?? null, files, maxFiles: SHARED_PHOTOS_MAX, maxBytes: SHARED_PHOTO_BYTES_MAX }) : [];
    const token = randomBytes(32).toString('base64url');
    const [row] = await getDb()
      .insert(listingShares)
      .values({ tokenHash: hashOf(token), userId: user?.id ?? null, text, imageUrls, expiresAt: new Date(Date.now() + SHARE_TTL_MS) })
      .returning({ id: listingShares.id });
    return { id: row!.id, token };
  });
}

export const shareCookie = (request: Request, token: string, maxAgeSeconds = SHARE_TTL_MS / 1000) =>
  serializeCookie(SHARE_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds, secure: new URL(request.url).protocol === 'https:' });

/**
 * The signed-out share this browser's cookie names, given to `user` (with its photos), or null.
 * A share already claimed by someone else, or expired, is not given.
 */
export async function claimListingShare({ request, user }: { request: Request; user: User }): Promise<string | null> {
  const token = readCookie(request.headers.get('cookie'), SHARE_COOKIE);
  if (!token || token.length > 100) return null;
  const db = getDb();
  const [row] = await db
    .update(listingShares)
    .set({ userId: user.id })
    .where(and(eq(listingShares.tokenHash, hashOf(token)), gt(listingShares.expiresAt, new Date()), or(isNull(listingShares.userId), eq(listingShares.userId, user.id))))
    .returning({ id: listingShares.id, imageUrls: listingShares.imageUrls });
  if (!row) return null;
  if (row.imageUrls.length) await db.update(media).set({ userId: user.id }).where(and(inArray(media.url, row.imageUrls), isNull(media.userId)));
  return row.id;
}

/** The user's own share by id, while it lasts. */
export async function getListingShare({ id, user }: { id: string; user: User }) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await getDb()
    .select({ text: listingShares.text, imageUrls: listingShares.imageUrls })
    .from(listingShares)
    .where(and(eq(listingShares.id, id), eq(listingShares.userId, user.id), gt(listingShares.expiresAt, new Date())));
  return row ?? null;
}

/** Forgets shares past their hour; the photos of one nobody claimed go with it. */
export async function deleteExpiredShares(now = new Date()) {
  const gone = await getDb().delete(listingShares).where(lte(listingShares.expiresAt, now)).returning({ userId: listingShares.userId, imageUrls: listingShares.imageUrls });
  await deleteUnusedImages(gone.filter((s) => !s.userId).flatMap((s) => s.imageUrls));
}
