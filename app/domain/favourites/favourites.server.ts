// A person's saved listings: add, remove, list, merge what they saved as a visitor, and how many
// people saved each of a lister's listings. Who the person is comes from the session only (the
// route passes the session user's id); every statement is scoped to that id, so nobody reads or
// changes another person's list.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { favourites, listings, publicListing, visitorSaves, type User } from '../../db/schema';
import { FAVOURITES_MAX } from '../../lib/constants';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SavedListing } from '../../lib/views/favourites';
import { cardFromRow, listingCardColumns } from '../listings/listing-cards.server';
import { visibleTo } from '../listings/visibility.server';

/** The person whose list it is: the session's user. */
type Owner = Pick<User, 'id' | 'isAdmin'>;

export const LISTING_NOT_FOUND = 'Listing not found!';
export const TOO_MANY_SAVED = `You can save up to ${FAVOURITES_MAX} homes. Remove some to save more.`;

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** Serializes one person's writes, so two saves sent at once cannot pass the cap together. */
async function lockList(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favourites'), hashtext(${userId}))`);
}

async function countOf(tx: Tx, userId: string) {
  const [row] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}

/**
 * Saves a listing; saving it again changes nothing. 404 for an unknown listing (or one hidden from
 * this person), 409 past the cap.
 */
export async function addFavourite({ user, listingId }: { user: Owner; listingId: unknown }): Promise<void> {
  if (!isUuid(listingId)) throw notFound(LISTING_NOT_FOUND);
  const userId = user.id;
  await getDb().transaction(async (tx) => {
    const [listing] = await tx
      .select({ name: listings.name })
      .from(listings)
      .where(and(eq(listings.id, listingId), visibleTo(user)));
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    await lockList(tx, userId);
    const [existing] = await tx
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
    if (existing) return;
    if ((await countOf(tx, userId)) >= FAVOURITES_MAX) throw new AppError(409, TOO_MANY_SAVED);
    await tx.insert(favourites).values({ userId, listingId, title: listing.name }).onConflictDoNothing();
  });
}

/**
 * Forgets a saved listing, named by the listing's id, or by the favourite's own id (a removed
 * listing's row). Only the person's own rows are touched; an id that is not theirs does nothing.
 */
export async function removeFavourite({ userId, listingId, favouriteId }: { userId: string; listingId?: unknown; favouriteId?: unknown }): Promise<void> {
  const db = getDb();
  if (isUuid(listingId)) await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
  else if (isUuid(favouriteId)) await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.id, favouriteId)));
  else throw notFound(LISTING_NOT_FOUND);
}

/**
 * A visitor's saved listings joining their account once they sign in: ids that are not listing
 * ids, or name no listing this person may see, are ignored; ones already saved stay as they were;
 * the list stays within the cap (the account's own first, then the visitor's in their order).
 * Answers how many were added.
 */
export async function mergeFavourites({ user, listingIds }: { user: Owner; listingIds: unknown[] }): Promise<number> {
  const userId = user.id;
  const wanted = [...new Set(listingIds.filter(isUuid).map((id) => id.toLowerCase()))].slice(0, FAVOURITES_MAX);
  if (wanted.length === 0) return 0;
  return getDb().transaction(async (tx) => {
    await lockList(tx, userId);
    const found = await tx
      .select({ id: listings.id, name: listings.name })
      .from(listings)
      .where(and(inArray(listings.id, wanted), visibleTo(user)));
    const names = new Map(found.map((row) => [row.id, row.name]));
    const saved = await tx
      .select({ listingId: favourites.listingId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, wanted)));
    const already = new Set(saved.map((row) => row.listingId));
    const room = FAVOURITES_MAX - (await countOf(tx, userId));
    const fresh = wanted.filter((id) => names.has(id) && !already.has(id)).slice(0, Math.max(0, room));
    if (fresh.length === 0) return 0;
    // The visitor's list is newest first: the first id gets the latest time, so the order survives.
    const now = Date.now();
    const rows = fresh.map((listingId, i) => ({ userId, listingId, title: names.get(listingId)!, createdAt: new Date(now - i) }));
    const added = await tx.insert(favourites).values(rows).onConflictDoNothing().returning({ id: favourites.id });
    return added.length;
  });
}

/** The ids of the listings a person saved and may see (the hearts of every page), newest first. */
export async function savedListingIds(user: Owner): Promise<string[]> {
  const rows = await getDb()
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(and(eq(favourites.userId, user.id), visibleTo(user)))
    .orderBy(desc(favourites.createdAt))
    .limit(FAVOURITES_MAX);
  return rows.map((row) => row.listingId!);
}

/**
 * A person's saved listings, newest saved first: the card of each, or the title it had when saved
 * for one removed, or hidden from this person (which must not tell it apart from a removed one).
 */
export async function listFavourites(user: Owner): Promise<SavedListing[]> {
  const { id: listingRowId, ...cardColumns } = listingCardColumns;
  const rows = await getDb()
    // The visibility rule read as a column (true, too, where the listing is gone).
    .select({ favouriteId: favourites.id, title: favourites.title, savedAt: favourites.createdAt, shown: sql<boolean>`${visibleTo(user)}`, listingRowId, ...cardColumns })
    .from(favourites)
    .leftJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.userId, user.id))
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(FAVOURITES_MAX);
  return rows.map(({ favouriteId, title, savedAt, shown, listingRowId: rowId, ...card }) => {
    const view = rowId === null || !shown ? null : cardFromRow({ ...(card as Omit<Parameters<typeof cardFromRow>[0], 'id'>), id: rowId });
    return { id: favouriteId, card: view, title: view?.name ?? title, savedAt: savedAt.toISOString() };
  });
}

/** A visitor's saved listings (ids from their browser), in their order; unknown ids are left out. */
export async function visitorFavourites(listingIds: unknown[]): Promise<SavedListing[]> {
  const wanted = [...new Set(listingIds.filter(isUuid).map((id) => id.toLowerCase()))].slice(0, FAVOURITES_MAX);
  if (wanted.length === 0) return [];
  // Hidden listings are left out, as unknown ones are.
  const rows = await getDb().select(listingCardColumns).from(listings).where(and(inArray(listings.id, wanted), publicListing));
  const cards = new Map(rows.map((row) => [row.id, cardFromRow(row)]));
  return wanted.flatMap((id) => {
    const card = cards.get(id);
    return card ? [{ id, card, title: card.name, savedAt: '' }] : [];
  });
}

/**
 * How many people saved each of the lister's listings among `listingIds` (listings of anyone
 * else are not counted): listing id to count, the unsaved left out. Signed-in people and visitors
 * (visitor-saves.server.ts) alike; a visitor who signs in is counted once, in their account.
 */
export async function savedCounts({ listerId, listingIds }: { listerId: string; listingIds: string[] }): Promise<Record<string, number>> {
  const ids = listingIds.filter(isUuid);
  if (ids.length === 0) return {};
  const [people, visitors] = await Promise.all([
    getDb()
      .select({ listingId: favourites.listingId, n: count() })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(and(eq(listings.userRef, listerId), inArray(favourites.listingId, ids)))
      .groupBy(favourites.listingId),
    getDb()
      .select({ listingId: visitorSaves.listingId, n: count() })
      .from(visitorSaves)
      .innerJoin(listings, eq(listings.id, visitorSaves.listingId))
      .where(and(eq(listings.userRef, listerId), inArray(visitorSaves.listingId, ids)))
      .groupBy(visitorSaves.listingId),
  ]);
  const counts: Record<string, number> = {};
  for (const row of [...people, ...visitors]) counts[row.listingId!] = (counts[row.listingId!] ?? 0) + row.n;
  return counts;
}
