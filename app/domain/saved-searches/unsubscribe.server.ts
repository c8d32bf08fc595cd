// The alert e-mail's unsubscribe link (/unsubscribe/:token): works without signing in, by the
// signed token alone (unsubscribe-token.server.ts). Unsubscribing pauses the saved searches it
// names (one, or all those of a mail about several), which their owner can resume on
// /saved-searches; doing it again changes nothing. A link sent before the owner last resumed a
// search no longer stops it.
import { and, asc, eq, or } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readUnsubscribeToken } from './unsubscribe-token.server';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Sign in to manage your saved searches.';

/** The searches a token still stops: those it names, under the resume count it was sent with. */
async function namedBy(token: unknown) {
  const targets = await readUnsubscribeToken(token);
  if (!targets) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return or(...targets.map((t) => and(eq(savedSearches.id, t.savedSearchId), eq(savedSearches.resumedCount, t.resumedCount))));
}

/** The saved searches a link names: their names and whether their alerts are all stopped already. 404 for a forged or stale link. */
export async function unsubscribeTarget(token: unknown): Promise<{ names: string[]; paused: boolean }> {
  const rows = await getDb()
    .select({ name: savedSearches.name, paused: savedSearches.paused })
    .from(savedSearches)
    .where(await namedBy(token))
    .orderBy(asc(savedSearches.createdAt));
  if (rows.length === 0) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return { names: rows.map((row) => row.name), paused: rows.every((row) => row.paused) };
}

/** Stops the alerts of the saved searches the link names; answers their names. 404 for a forged or stale link. */
export async function unsubscribe(token: unknown): Promise<{ names: string[] }> {
  const rows = await getDb().update(savedSearches).set({ paused: true }).where(await namedBy(token)).returning({ name: savedSearches.name, createdAt: savedSearches.createdAt });
  if (rows.length === 0) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return { names: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.name) };
}
