// The alert run: one entry point per frequency, and the hook a new listing calls.
// Scheduling is not here: whatever runs the daily and weekly alerts (a job queue, a timer) calls
// sendDueAlerts('daily') and sendDueAlerts('weekly'); 'instant' runs after every new listing.
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches, users } from '../../db/schema';
import { isLang } from '../../lib/i18n';
import { savedSearchUrl } from '../../lib/saved-search-query';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { cardsOf } from '../listings/listing-cards.server';
import { enqueueJob } from '../jobs/queue.server';
import { sendMail } from '../mail/send-mail.server';
import { alertMail } from './alert-mail.server';
import { claimAndMatch, releaseClaim, type SearchMatches } from './match-new-listings.server';
import { queryOf } from './saved-searches.server';
import { unsubscribeToken } from './unsubscribe-token.server';
import type { AlertFrequency } from '../../lib/saved-search-query';

export interface AlertRun {
  /** Saved searches that had new matches. */
  matched: number;
  /** Alerts sent (a failed mail is retried by the next run). */
  sent: number;
}

/**
 * Finds the due, unpaused saved searches of this frequency, matches them against the listings
 * posted since each was last matched, sends one e-mail per search with new matches, and moves
 * every due search's watermark on. Running it twice sends nothing the second time; two runs at
 * once share the searches out.
 */
export async function sendDueAlerts(frequency: AlertFrequency, now: Date = new Date()): Promise<AlertRun> {
  const matches = await claimAndMatch(frequency, now);
  if (matches.length === 0) return { matched: 0, sent: 0 };
  const searchIds = matches.map((m) => m.searchId);
  const rows = await getDb()
    .select({ search: savedSearches, email: users.email, lang: users.lang })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(inArray(savedSearches.id, searchIds));
  const owners = new Map(rows.map((row) => [row.search.id, row]));
  const cards = new Map((await cardsOf([...new Set(matches.flatMap((m) => m.listingIds))])).map((card) => [card._id, card]));
  const origin = publicOrigin();
  const sent: string[] = [];
  for (const match of matches) {
    const owner = owners.get(match.searchId);
    if (!owner) continue; // deleted since it was claimed
    const listings = match.listingIds.flatMap((id) => cards.get(id) ?? []);
    if (listings.length === 0) continue; // deleted since they matched
    const query = queryOf(owner.search);
    const mail = alertMail({
      to: owner.email,
      lang: isLang(owner.lang) ? owner.lang : 'en',
      name: owner.search.name,
      query,
      listings,
      total: match.total,
      origin,
      searchUrl: `${origin}${savedSearchUrl(query)}`,
      unsubscribeUrl: `${origin}/unsubscribe/${await unsubscribeToken(match.searchId)}`,
    });
    if (await delivered(mail, match, now)) sent.push(match.searchId);
  }
  if (sent.length) await getDb().update(savedSearches).set({ lastSentAt: now }).where(inArray(savedSearches.id, sent));
  return { matched: matches.length, sent: sent.length };
}

async function delivered(mail: Parameters<typeof sendMail>[0], match: SearchMatches, now: Date): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(`Alert of saved search ${match.searchId} failed; the next run tries again:`, error);
    await releaseClaim(match, now);
    return false;
  }
}

/** The queue's jobs that run the alerts of each frequency (domain/jobs/catalogue.server.ts). */
export const ALERT_JOBS = { instant: 'saved-search-alerts-instant', daily: 'saved-search-alerts-daily', weekly: 'saved-search-alerts-weekly' } as const;

/**
 * A listing was posted: alerts 'as it happens' go out from a job, never holding up (beyond
 * storing the job) or failing the request. Awaited, so that once the post has answered the run
 * is queued: a reader of the queue (a test waiting for it to settle) never finds it empty too
 * early. Runs are idempotent (each claims its due searches), so listings posted together queue
 * several runs and the first finds the work.
 */
export async function onListingPublished(): Promise<void> {
  await enqueueJob(ALERT_JOBS.instant, {}).catch((error: unknown) => console.error('Queueing the instant alerts failed:', error));
}
