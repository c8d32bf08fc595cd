// The unsubscribe link of the mails about saved listings (/unsubscribe/saved-listings/:token):
// works without signing in, by the signed token alone. Stopping twice changes nothing.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedListingMailStops, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readNewsToken } from './news-token.server';

export const INVALID_NEWS_LINK = 'This unsubscribe link is not valid. Sign in to manage your saved listings.';

async function personOf(token: unknown): Promise<string> {
  const userId = await readNewsToken(token);
  const [user] = userId ? await getDb().select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  if (!user) throw notFound(INVALID_NEWS_LINK);
  return user.id;
}

/** Whether the person the link names has stopped the mails already. 404 for a forged link or a deleted account. */
export async function newsStopped(token: unknown): Promise<{ stopped: boolean }> {
  const userId = await personOf(token);
  const [row] = await getDb().select({ userId: savedListingMailStops.userId }).from(savedListingMailStops).where(eq(savedListingMailStops.userId, userId));
  return { stopped: !!row };
}

/** Stops the mails about saved listings for the person the link names. */
export async function stopNews(token: unknown): Promise<void> {
  const userId = await personOf(token);
  await getDb().insert(savedListingMailStops).values({ userId }).onConflictDoNothing();
}
