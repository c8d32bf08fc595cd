// The per-listing view counter: each visitor counts once per listing per day (Yangon time).
// A visitor is a hash, never an address: the user id when signed in, otherwise the IP address
// and browser, each mixed with a salt that changes every day, so a stored row cannot be linked
// to a person or to the same visitor on another day.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import { getDb } from '../../db/registry.server';
import { appSecrets, listings, pageViews } from '../../db/schema';
import type { Database } from '../../db/client.server';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const LISTING_NOT_FOUND = 'Listing not found.';
/** Myanmar time is UTC+6:30 all year (no daylight saving), so a fixed offset is exact. */
const YANGON_OFFSET_MS = 6.5 * 3600_000;

export interface Visitor {
  ip: string;
  userAgent: string | null;
  userId?: string | null;
}

/** The calendar day in Yangon, as YYYY-MM-DD. */
export const yangonDay = (now: Date) => new Date(now.getTime() + YANGON_OFFSET_MS).toISOString().slice(0, 10);

// The secret the daily salts are derived from. It is kept in the database, so that a restart in
// the middle of a day does not count everyone again and every app instance counts alike; the
// salt itself is never stored. Read once per database handle.
const SALT_SECRET = 'page-view-salt';
const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSaltSecret(db: Database): Promise<Buffer> {
  // The first instance to need it creates it; any other at the same moment keeps the stored one.
  await db.insert(appSecrets).values({ name: SALT_SECRET, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SALT_SECRET));
  return Buffer.from(row.value, 'hex');
}

function saltSecret(): Promise<Buffer> {
  const db = getDb();
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSaltSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function visitorHash(visitor: Visitor, day: string): Promise<string> {
  const salt = createHmac('sha256', await saltSecret()).update(day).digest();
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip}\n${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(salt).update(who).digest('hex');
}

async function requireListing(listingId: string) {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  const [row] = await getDb().select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1);
  if (!row) throw notFound(LISTING_NOT_FOUND);
}

/** All views of a listing so far (each visitor once per day). */
async function countPageViews({ listingId }: { listingId: string }): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(pageViews).where(eq(pageViews.listingId, listingId));
  return row.n;
}

/** Counts a view unless this visitor was already counted today, or is a crawler; returns the total. */
export async function recordPageView({ listingId, visitor, now = new Date() }: { listingId: string; visitor: Visitor; now?: Date }) {
  await requireListing(listingId);
  if (!(visitor.userAgent && isbot(visitor.userAgent))) {
    const day = yangonDay(now);
    await getDb()
      .insert(pageViews)
      .values({ listingId, day, visitorHash: await visitorHash(visitor, day) })
      .onConflictDoNothing();
  }
  return countPageViews({ listingId });
}

/** The total for GET /api/listing/getpageviews/:id (404 for an unknown listing). */
export async function getPageViews({ listingId }: { listingId: string }) {
  await requireListing(listingId);
  return countPageViews({ listingId });
}
