// The alert e-mail's unsubscribe link (/unsubscribe/:token): works without signing in, by the
// signed token alone (unsubscribe-token.server.ts). Unsubscribing pauses the saved search, which
// its owner can resume on /saved-searches; doing it again changes nothing.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readUnsubscribeToken } from './unsubscribe-token.server';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Sign in to manage your saved searches.';

/** The saved search a link names: its name and whether its alerts are already stopped. 404 for a forged or stale link. */
export async function unsubscribeTarget(token: unknown): Promise<{ name: string; paused: boolean }> {
  const id = await readUnsubscribeToken(token);
  if (!id) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  const [row] = await getDb().select({ name: savedSearches.name, paused: savedSearches.paused }).from(savedSearches).where(eq(savedSearches.id, id));
  if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return row;
}

/** Stops the alerts of the saved search the link names; answers its name. 404 for a forged or stale link. */
export async function unsubscribe(token: unknown): Promise<{ name: string }> {
  const id = await readUnsubscribeToken(token);
  if (!id) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  const [row] = await getDb().update(savedSearches).set({ paused: true }).where(eq(savedSearches.id, id)).returning({ name: savedSearches.name });
  if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
  return row;
}
