// The alert e-mail's unsubscribe link (/unsubscribe/:token): works without signing in, by the
// signed token alone (unsubscribe-token.server.ts). Unsubscribing pauses the saved search, which
// its owner can resume on /saved-searches; doing it again changes nothing. A link sent before
// the owner last resumed the search is stale (unsubscribe-token.server.ts).
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.server';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Sign in to manage your saved searches.';

const named = ({ savedSearchId, resumedCount }: UnsubscribeTarget) =>
  and(eq(savedSearches.id, savedSearchId), eq(savedSearches.resumedCount, resumedCount));

/** The saved search a link names: its name and whether its alerts are already stopped. 404 for a forged or stale link. */
export async function unsubscribeTarget(token: unknown): Promise<{ name: string; paused: boolean }> {
  const target = await readUnsubscribeToken(token);
  if (!target) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  const [row] = await getDb().select({ name: savedSearches.name, paused: savedSearches.paused }).from(savedSearches).where(named(target));
  if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return row;
}

/** Stops the alerts of the saved search the link names; answers its name. 404 for a forged or stale link. */
export async function unsubscribe(token: unknown): Promise<{ name: string }> {
  const target = await readUnsubscribeToken(token);
  if (!target) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  const [row] = await getDb().update(savedSearches).set({ paused: true }).where(named(target)).returning({ name: savedSearches.name });
  if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return row;
}
