// Limits on actions per client address or account, kept in the database so that several app
// instances share the counts: failed sign-ins (password guessing), sign-ups, reviews, contact
// messages and payment inquiries (each sends an e-mail, so the forms must not become a way to
// flood a mailbox).
//
// Taking a slot is atomic: the count and the insert run in one transaction that holds an
// advisory lock on (action, key), so a burst of requests sent at once, to one instance or to
// several, cannot all read "one left" and all pass. The lock is per key: other clients wait on
// nothing.
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { throttleEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface Limit {
  action: string;
  /** How many events the window allows. */
  max: number;
  windowMs: number;
  /** The 429 answer once the window is full. */
  message: string;
  /**
   * The form field the refusal is told under (a reply refused stays in its box with the message
   * beneath), for every caller that takes the slot; none for a refusal of the whole form.
   */
  field?: string;
}

const refusal = (limit: Limit) => new AppError(429, limit.message, limit.field ? { [limit.field]: limit.message } : undefined);

const windowStart = (limit: Limit) => new Date(Date.now() - limit.windowMs);

const withinWindow = (limit: Limit, key: string) =>
  and(eq(throttleEvents.action, limit.action), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, windowStart(limit)));

/**
 * Refuses (429) when `key` has already used up `limit` within its window, without counting
 * anything: for a cheap check before work that may never be counted (reading a large body).
 */
export async function assertWithinLimit(limit: Limit, key: string) {
  const [row] = await getDb().select({ n: count() }).from(throttleEvents).where(withinWindow(limit, key));
  if ((row?.n ?? 0) >= limit.max) throw refusal(limit);
}

/** One limit and the key it is counted under: a slot of `takeSlotsAcross`. */
export interface LimitedKey {
  limit: Limit;
  key: string;
}

/**
 * Counts one event for each (limit, key) and refuses (429 with the message of the first full
 * limit, counting none) when any of their windows is already full: for an action held to
 * several limits at once (per enquiry, per lister, per address). Atomic across concurrent
 * requests and app instances. Returns the new events' ids, for `releaseSlots`.
 */
export async function takeSlotsAcross(slots: readonly LimitedKey[]): Promise<string[]> {
  // Locks are taken in one order so that two requests with overlapping keys cannot deadlock.
  const byName = new Map(slots.map((slot) => [`${slot.limit.action}\u0000${slot.key}`, slot]));
  const sorted = [...byName.keys()].sort().map((name) => byName.get(name)!);
  const taken = await getDb().transaction(async (tx) => {
    for (const { limit, key } of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.action}), hashtext(${key}))`);
      const [row] = await tx.select({ n: count() }).from(throttleEvents).where(withinWindow(limit, key));
      if ((row?.n ?? 0) >= limit.max) return { full: limit, ids: [] };
    }
    const rows = await tx
      .insert(throttleEvents)
      .values(sorted.map(({ limit, key }) => ({ action: limit.action, key })))
      .returning({ id: throttleEvents.id });
    return { full: null, ids: rows.map((r) => r.id) };
  });
  if (taken.full) throw refusal(taken.full);
  // Old rows are useless; sweeping them here keeps the table small without a scheduler.
  for (const limit of new Set(sorted.map((slot) => slot.limit))) {
    await getDb()
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.action, limit.action), lt(throttleEvents.createdAt, windowStart(limit))));
  }
  return taken.ids;
}

/**
 * Counts one event for each key and refuses (429, counting none) when any key's window is
 * already full. Atomic across concurrent requests and app instances. Returns the new events'
 * ids, so that a caller can give them back (`releaseSlots`) when the action turns out not to
 * count (a sign-in attempt whose password was right).
 */
export const takeSlots = (limit: Limit, keys: readonly string[]): Promise<string[]> => takeSlotsAcross(keys.map((key) => ({ limit, key })));

/** One key's slot: `takeSlots` for the common case. */
export const takeSlot = (limit: Limit, key: string) => takeSlots(limit, [key]);

/** Gives back slots taken by `takeSlots` (an attempt that turned out not to count). */
export async function releaseSlots(ids: readonly string[]) {
  if (ids.length) await getDb().delete(throttleEvents).where(inArray(throttleEvents.id, [...ids]));
}

/** Forgets every event of `key` for this limit. */
export async function clearEvents(limit: Limit, key: string) {
  await getDb().delete(throttleEvents).where(and(eq(throttleEvents.action, limit.action), eq(throttleEvents.key, key)));
}
