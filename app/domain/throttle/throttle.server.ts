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
}

const windowStart = (limit: Limit) => new Date(Date.now() - limit.windowMs);

const withinWindow = (limit: Limit, key: string) =>
  and(eq(throttleEvents.action, limit.action), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, windowStart(limit)));

/**
 * Refuses (429) when `key` has already used up `limit` within its window, without counting
 * anything: for a cheap check before work that may never be counted (reading a large body).
 */
export async function assertWithinLimit(limit: Limit, key: string) {
  const [row] = await getDb().select({ n: count() }).from(throttleEvents).where(withinWindow(limit, key));
  if ((row?.n ?? 0) >= limit.max) throw new AppError(429, limit.message);
}

/**
 * Counts one event for each key and refuses (429, counting none) when any key's window is
 * already full. Atomic across concurrent requests and app instances. Returns the new events'
 * ids, so that a caller can give them back (`releaseSlots`) when the action turns out not to
 * count (a sign-in attempt whose password was right).
 */
export async function takeSlots(limit: Limit, keys: readonly string[]): Promise<string[]> {
  // Locks are taken in one order so that two requests with overlapping keys cannot deadlock.
  const sorted = [...new Set(keys)].sort();
  const ids = await getDb().transaction(async (tx) => {
    for (const key of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.action}), hashtext(${key}))`);
      const [row] = await tx.select({ n: count() }).from(throttleEvents).where(withinWindow(limit, key));
      if ((row?.n ?? 0) >= limit.max) return null;
    }
    const rows = await tx
      .insert(throttleEvents)
      .values(sorted.map((key) => ({ action: limit.action, key })))
      .returning({ id: throttleEvents.id });
    return rows.map((r) => r.id);
  });
  if (!ids) throw new AppError(429, limit.message);
  // Old rows are useless; sweeping them here keeps the table small without a scheduler.
  await getDb()
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.action, limit.action), lt(throttleEvents.createdAt, windowStart(limit))));
  return ids;
}

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
