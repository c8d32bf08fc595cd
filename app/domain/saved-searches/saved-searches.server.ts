// A person's saved searches: save, list, rename, pause and resume, choose how often, delete.
// Who the person is comes from the session only (the route passes the session user's id); every
// statement is scoped to that id, so another person's saved search is "not found" to them.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { getDb } from '../../db/registry.server';
import { uniqueViolation } from '../../db/unique-violation';
import { savedSearches, type SavedSearch } from '../../db/schema';
import { SAVED_SEARCH_MESSAGES } from '../../lib/forms/saved-search';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { SAVED_SEARCH_LIMITS, savedSearchUrl, type AlertFrequency, type SavedSearchQuery } from '../../lib/saved-search-query';
import type { SavedSearchView } from '../../lib/views/saved-searches';

const M = SAVED_SEARCH_MESSAGES;

/** The newest listing's reference number now: a search saved or resumed now tells only of later ones. */
const newestRefNo = sql<number>`(select coalesce(max(ref_no), 0) from listings)`;

/** The query as columns: the type 'all' and unset filters are null (not filtered). */
function queryColumns(query: SavedSearchQuery) {
  return {
    type: query.type === 'all' ? null : query.type,
    township: query.township ?? null,
    propertyType: query.propertyType ?? null,
    currency: query.currency ?? null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    beds: query.beds ?? null,
    parking: query.parking,
    furnished: query.furnished,
    swimmingPool: query.swimmingPool,
    gym: query.gym,
    offer: query.offer,
    showClosed: query.showClosed,
    term: query.term ?? null,
  };
}

/** A stored row's query, the shape the search pages read. */
export function queryOf(row: SavedSearch): SavedSearchQuery {
  return {
    type: (row.type ?? 'all') as SavedSearchQuery['type'],
    township: (row.township ?? undefined) as SavedSearchQuery['township'],
    propertyType: (row.propertyType ?? undefined) as SavedSearchQuery['propertyType'],
    currency: (row.currency ?? undefined) as SavedSearchQuery['currency'],
    minPrice: row.minPrice ?? undefined,
    maxPrice: row.maxPrice ?? undefined,
    beds: row.beds ?? undefined,
    parking: row.parking,
    furnished: row.furnished,
    swimmingPool: row.swimmingPool,
    gym: row.gym,
    offer: row.offer,
    showClosed: row.showClosed,
    term: row.term ?? undefined,
  };
}

function viewOf(row: SavedSearch): SavedSearchView {
  const query = queryOf(row);
  return { id: row.id, name: row.name, query, url: savedSearchUrl(query), frequency: row.frequency, paused: row.paused, createdAt: row.createdAt.toISOString() };
}

/**
 * Saves a search, alerting daily of listings posted from now on. 409 past the cap, and for a
 * query the person has saved already (the table's unique rule on the query's columns decides).
 */
export async function saveSearch({ userId, name, query }: { userId: string; name: string; query: SavedSearchQuery }): Promise<SavedSearchView> {
  try {
    return await getDb().transaction(async (tx) => {
      // One person's saves one at a time, so two sent at once cannot pass the cap together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_searches'), hashtext(${userId}))`);
      const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      if (n >= SAVED_SEARCH_LIMITS.perUser) throw new AppError(409, M.tooMany);
      const [row] = await tx
        .insert(savedSearches)
        .values({ userId, name, ...queryColumns(query), watermark: newestRefNo })
        .returning();
      return viewOf(row);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'saved_searches_same_query_unique') throw new AppError(409, M.duplicate);
    throw error;
  }
}

/** A person's saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  const rows = await getDb()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCH_LIMITS.perUser);
  return rows.map(viewOf);
}

/** Changes one of the person's own saved searches; any other id (another person's, or none) is a 404. */
async function change(userId: string, id: unknown, values: PgUpdateSetSource<typeof savedSearches>): Promise<void> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const changed = await getDb()
    .update(savedSearches)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (changed.length === 0) throw notFound(M.notFound);
}

export const renameSavedSearch = ({ userId, id, name }: { userId: string; id: unknown; name: string }) => change(userId, id, { name });

/** A new frequency takes effect at the next run of its kind (due at once: nothing posted meanwhile is skipped). */
export const setAlertFrequency = ({ userId, id, frequency }: { userId: string; id: unknown; frequency: AlertFrequency }) =>
  change(userId, id, { frequency, nextDueAt: new Date() });

/**
 * Pausing stops the alerts; resuming starts them again from the listings posted after it (a
 * paused search gets nothing, not even later, for the time it was paused). Resuming a paused
 * search counts, which retires the unsubscribe links of the mails sent before.
 */
export const setAlertsPaused = ({ userId, id, paused }: { userId: string; id: unknown; paused: boolean }) =>
  change(
    userId,
    id,
    paused
      ? { paused }
      : {
          paused,
          watermark: newestRefNo,
          nextDueAt: new Date(),
          resumedCount: sql`${savedSearches.resumedCount} + (case when ${savedSearches.paused} then 1 else 0 end)`,
        },
  );

export async function deleteSavedSearch({ userId, id }: { userId: string; id: unknown }): Promise<void> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const deleted = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(M.notFound);
}
