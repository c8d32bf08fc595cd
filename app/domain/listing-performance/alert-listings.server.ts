// Which listings a saved-search alert mail carried: written when the mail is queued, so each
// listing's "alerts" can be counted per day by the rollup (rollup.server.ts).
import { getDb } from '../../db/registry.server';
import { alertListings } from '../../db/schema';
import { yangonDay } from '../listings/yangon-day.server';

/** Records one mail to `userId` carrying these listings (each once, however many of its searches named it). */
export async function recordAlertListings({ userId, listingIds, now = new Date() }: { userId: string; listingIds: string[]; now?: Date }): Promise<void> {
  const unique = [...new Set(listingIds)];
  if (unique.length === 0) return;
  const day = yangonDay(now);
  await getDb()
    .insert(alertListings)
    .values(unique.map((listingId) => ({ listingId, userId, day, sentAt: now })));
}
