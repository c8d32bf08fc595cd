// The alert run: one entry point per frequency, and the hook a new listing calls.
// Scheduling is not here: whatever runs the daily and weekly alerts (a job queue, a timer) calls
// sendDueAlerts('daily') and sendDueAlerts('weekly'); 'instant' runs after every new listing.
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { inSlices } from '../../db/in-slices.server';
import { getDb } from '../../db/registry.server';
import { savedSearches, users } from '../../db/schema';
import { isLang } from '../../lib/i18n';
import { savedSearchUrl } from '../../lib/saved-search-query';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { cardsOf } from '../listings/listing-cards.server';
import { enqueueJob } from '../jobs/queue.server';
import { sendMail } from '../mail/send-mail.server';
import { recordAlertListings } from '../listing-performance/alert-listings.server';
import { channelsOf } from '../push/preferences.server';
import { notifyPush } from '../push/notify-push.server';
import { alertMail, type AlertSection } from './alert-mail.server';
import { claimAndMatch, releaseClaim, type SearchMatches } from './match-new-listings.server';
import { queryOf } from './saved-searches.server';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.server';
import type { AlertFrequency } from '../../lib/saved-search-query';

export interface AlertRun {
  /** Saved searches that had new matches. */
  matched: number;
  /** Alert mails sent, one per person (a failed mail is retried by the next run). */
  sent: number;
}

/**
 * Finds the due, unpaused saved searches of this frequency, matches them against the listings
 * posted since each was last matched, sends each person one e-mail about all their searches with
 * new matches, and moves every due search's watermark on. Nothing goes to an address its owner
 * has not confirmed (account/email-confirmation.server.ts): their searches are matched and
 * moved on all the same, so confirming later brings alerts of what is posted from then on, not
 * a backlog. Running it twice sends nothing the second time; two runs at once share the searches out.
 */
export async function sendDueAlerts(frequency: AlertFrequency, now: Date = new Date()): Promise<AlertRun> {
  const matches = await claimAndMatch(frequency, now);
  if (matches.length === 0) return { matched: 0, sent: 0 };
  const searchIds = matches.map((m) => m.searchId);
  const rows = await inSlices(searchIds, (slice) =>
    getDb()
      .select({ search: savedSearches, email: users.email, lang: users.lang, confirmed: isNotNull(users.emailConfirmedAt) })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(inArray(savedSearches.id, slice)),
  );
  const owners = new Map(rows.map((row) => [row.search.id, row]));
  const cards = new Map((await cardsOf([...new Set(matches.flatMap((m) => m.listingIds))])).map((card) => [card._id, card]));
  const origin = publicOrigin();
  // Each person's matches, for one mail (searches deleted since they were claimed are gone).
  const byPerson = new Map<string, SearchMatches[]>();
  for (const match of matches) {
    const userId = owners.get(match.searchId)?.search.userId;
    if (!userId) continue;
    const theirs = byPerson.get(userId);
    if (theirs) theirs.push(match);
    else byPerson.set(userId, [match]);
  }
  const sent: string[] = [];
  let mails = 0;
  const channels = await channelsOf([...byPerson.keys()], 'search-matches');
  for (const [userId, personMatches] of byPerson) {
    const owner = owners.get(personMatches[0].searchId)!;
    // Push needs no confirmed address: it goes only to devices the person signed in on.
    if (channels.get(userId)!.push) {
      const first = owners.get(personMatches[0].searchId)!.search;
      const count = personMatches.reduce((sum, m) => sum + m.total, 0);
      await notifyPush({ userId, kind: 'search-matches', count, item: { name: first.name, url: savedSearchUrl(queryOf(first)), mixed: personMatches.length > 1 || undefined } });
    }
    if (!owner.confirmed || !channels.get(userId)!.mail) continue;
    const searches: AlertSection[] = [];
    const stoppable: UnsubscribeTarget[] = [];
    for (const match of personMatches) {
      const listings = match.listingIds.flatMap((id) => cards.get(id) ?? []);
      if (listings.length === 0) continue; // deleted since they matched
      const { search } = owners.get(match.searchId)!;
      const query = queryOf(search);
      const target = { savedSearchId: search.id, resumedCount: search.resumedCount };
      stoppable.push(target);
      searches.push({
        name: search.name,
        query,
        listings,
        total: match.total,
        searchUrl: `${origin}${savedSearchUrl(query)}`,
        unsubscribeUrl: `${origin}/unsubscribe/${await unsubscribeToken([target])}`,
      });
    }
    if (searches.length === 0) continue;
    const unsubscribeAllUrl = searches.length === 1 ? searches[0].unsubscribeUrl : `${origin}/unsubscribe/${await unsubscribeToken(stoppable)}`;
    const mail = alertMail({ to: owner.email, lang: isLang(owner.lang) ? owner.lang : 'en', origin, searches, unsubscribeAllUrl });
    if (!(await delivered(mail, personMatches, now))) continue;
    // The listings it carried, for their listers' numbers; a failure here must not resend the mail.
    await recordAlertListings({ userId: owner.search.userId, listingIds: searches.flatMap((s) => s.listings.map((l) => l._id)), now }).catch((error: unknown) =>
      console.error('Recording the listings an alert carried failed:', error),
    );
    sent.push(...personMatches.map((m) => m.searchId));
    mails += 1;
  }
  await inSlices(sent, (slice) => getDb().update(savedSearches).set({ lastSentAt: now }).where(inArray(savedSearches.id, slice)).returning({ id: savedSearches.id }));
  return { matched: matches.length, sent: mails };
}

async function delivered(mail: Parameters<typeof sendMail>[0], matches: SearchMatches[], now: Date): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(`Alert of saved searches ${matches.map((m) => m.searchId).join(', ')} failed; the next run tries again:`, error);
    for (const match of matches) await releaseClaim(match, now);
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
