// Saves by visitors who are not signed in, counted for the lister's 'Saved by N people'. A visitor
// is the random id their browser made for this (lib/visitor-saver.ts), stored only as a keyed
// hash: nothing in the row leads back to a browser, an address or a person. Such an id is free to
// make, so one address adds at most VISITOR_SAVES_PER_ADDRESS visitors' saves to a listing a day
// (as page views are capped); past it a save still shows in the visitor's browser, uncounted.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listings, publicListing, visitorSaves } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isVisitorSaverId } from '../../lib/visitor-saver';
import { pageViewKey } from '../listings/page-view-secret.server';
import { yangonDay } from '../listings/yangon-day.server';
import { takeSlot, type Limit } from '../throttle/throttle.server';
import { LISTING_NOT_FOUND } from './favourites.server';

export const NOT_A_VISITOR = 'The request could not be handled. Please go back and try again.';

export const VISITOR_SAVES_PER_ADDRESS: Limit = {
  action: 'visitor-saves',
  max: 20,
  windowMs: 25 * 3600_000,
  message: 'This address has counted enough saves of this listing today.',
};

async function visitorHash(visitorId: unknown): Promise<string> {
  if (!isVisitorSaverId(visitorId)) throw badRequest(NOT_A_VISITOR);
  return createHmac('sha256', await pageViewKey('visitor-saves')).update(visitorId).digest('hex');
}

/** Whether the address may add one more visitor's save to this listing today (takes a slot). */
async function addressHasRoom(ip: string, listingId: string, now: Date): Promise<boolean> {
  const key = createHmac('sha256', await pageViewKey(`visitor-saves:${yangonDay(now)}`)).update(`${ip}\n${listingId}`).digest('hex');
  try {
    await takeSlot(VISITOR_SAVES_PER_ADDRESS, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/**
 * A visitor's heart on a listing, or off it (`saved`). 404 for an unknown or hidden listing, 400
 * for an id no browser of ours made. Saving twice counts once.
 */
export async function setVisitorSave({ listingId, visitorId, ip, saved, now = new Date() }: { listingId: unknown; visitorId: unknown; ip: string; saved: boolean; now?: Date }): Promise<void> {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  const hash = await visitorHash(visitorId);
  const db = getDb();
  const mine = and(eq(visitorSaves.listingId, listingId), eq(visitorSaves.visitorHash, hash));
  if (!saved) {
    await db.delete(visitorSaves).where(mine);
    return;
  }
  const [listing] = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.id, listingId), publicListing)).limit(1);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  const [already] = await db.select({ listingId: visitorSaves.listingId }).from(visitorSaves).where(mine).limit(1);
  if (already || !(await addressHasRoom(ip, listingId, now))) return;
  await db.insert(visitorSaves).values({ listingId, visitorHash: hash }).onConflictDoNothing();
}

/** A visitor who signed in: their saves joined their account, where they are counted from now on. */
export async function forgetVisitorSaves({ visitorId }: { visitorId: unknown }): Promise<void> {
  if (!isVisitorSaverId(visitorId)) return;
  await getDb().delete(visitorSaves).where(eq(visitorSaves.visitorHash, await visitorHash(visitorId)));
}
