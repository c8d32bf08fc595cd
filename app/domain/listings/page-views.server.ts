// The per-listing view counter: each visitor counts once per listing per day (Yangon time).
//
// Who is "a visitor":
// - a signed-in user: their account, from any address;
// - anyone else: their address together with the visitor cookie (visitor-cookie.server.ts), so
//   that phones behind one carrier address count apart once each has its cookie;
// - without a valid cookie (none yet, one made up, or a client that drops cookies), or with one
//   issued today: the address alone, so dropping or forging cookies does not count more.
// Not the User-Agent: any client can send a new one with every request (the attack run inflated
// a listing that way); it only keeps crawlers out.
//
// A cookie is free to get, so an address could farm them, and from the next day count one view
// per cookie. An address therefore adds at most ANONYMOUS_VISITORS.max anonymous visitors to one
// listing per day.
//
// Stored: a hash of who the visitor is, mixed with a salt that changes every day, so a row cannot
// be linked to an address, a cookie or an account, nor to the same visitor on another day. The
// cap's key is such a hash too.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { getDb } from '../../db/registry.server';
import { listings, listingViewCounts, pageViews } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { takeSlot, type Limit } from '../throttle/throttle.server';
import { pageViewKey } from './page-view-secret.server';
import type { VisitorCookie } from './visitor-cookie.server';
import { visibleTo, type Viewer } from './visibility.server';
import { yangonDay } from './yangon-day.server';

const LISTING_NOT_FOUND = 'Listing not found.';

/**
 * Distinct anonymous visitors one address may add to one listing in a day. 20: a carrier's NAT
 * puts many phones behind one address in Myanmar, and 20 people reading the same listing from
 * one address in a day is already more than a listing gets; past it, an address that farms new
 * cookies adds nothing. (The key holds the day, so the window only has to outlast it.)
 */
export const ANONYMOUS_VISITORS: Limit = {
  action: 'page-view-visitors',
  max: 20,
  windowMs: 25 * 3600_000,
  message: 'This address has counted enough visitors of this listing today.',
};

export interface Visitor {
  ip: string;
  /** Only to leave crawlers uncounted: it says nothing about who the visitor is. */
  userAgent: string | null;
  userId?: string | null;
  /** The visitor cookie the browser sent back, when it is one we made (readVisitorCookie). */
  cookie?: VisitorCookie | null;
}

/** Who the visitor is for the day's count (the rules above); contact taps count visitors the same way. */
export function who(visitor: Visitor, day: string): string {
  if (visitor.userId) return `user:${visitor.userId}`;
  if (visitor.cookie && visitor.cookie.issuedOn < day) return `browser:${visitor.ip}\n${visitor.cookie.id}`;
  return `address:${visitor.ip}`;
}

export async function hashFor(day: string, ...parts: string[]): Promise<string> {
  const hash = createHash('sha256').update(await pageViewKey(`day:${day}`));
  for (const part of parts) hash.update(`${part}\n`);
  return hash.digest('hex');
}

/** 404 for a listing the viewer may not see: a hidden one's count tells no one that it exists. */
async function requireListing(listingId: string, viewer: Viewer) {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  const [row] = await getDb()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(LISTING_NOT_FOUND);
}

/**
 * All views of a listing so far (each visitor once per day): the counter the page_views triggers
 * keep (drizzle/0011_listing_view_counts.sql), one row however many visits; none before the first.
 */
async function countPageViews({ listingId }: { listingId: string }): Promise<number> {
  const [row] = await getDb().select({ n: listingViewCounts.n }).from(listingViewCounts).where(eq(listingViewCounts.listingId, listingId));
  return row?.n ?? 0;
}

/** Whether an anonymous visitor may still be counted from this address today (takes a slot). */
async function addressHasRoom(listingId: string, visitor: Visitor, day: string): Promise<boolean> {
  try {
    await takeSlot(ANONYMOUS_VISITORS, await hashFor(day, 'cap', visitor.ip, listingId));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/**
 * Counts a view unless this visitor was already counted today, is a crawler, or comes from an
 * address that has added its share of anonymous visitors today; returns the total. 404 for a
 * listing the viewer (the session's user, null for a visitor) may not see.
 */
export async function recordPageView({ listingId, visitor, viewer, now = new Date() }: { listingId: string; visitor: Visitor; viewer: Viewer; now?: Date }) {
  await requireListing(listingId, viewer);
  if (visitor.userAgent && isbot(visitor.userAgent)) return countPageViews({ listingId });
  const day = yangonDay(now);
  const visitorHash = await hashFor(day, who(visitor, day));
  const db = getDb();
  const [seen] = await db
    .select({ day: pageViews.day })
    .from(pageViews)
    .where(and(eq(pageViews.listingId, listingId), eq(pageViews.day, day), eq(pageViews.visitorHash, visitorHash)))
    .limit(1);
  if (!seen && (visitor.userId || (await addressHasRoom(listingId, visitor, day)))) {
    await db.insert(pageViews).values({ listingId, day, visitorHash }).onConflictDoNothing();
  }
  return countPageViews({ listingId });
}

/** The total for GET /api/listing/getpageviews/:id (404 for an unknown listing, or one hidden from the viewer). */
export async function getPageViews({ listingId, viewer }: { listingId: string; viewer: Viewer }) {
  await requireListing(listingId, viewer);
  return countPageViews({ listingId });
}
