// Limits on actions per client address or account, kept in the database so that several app
// instances share the counts: failed sign-ins (password guessing), contact messages and payment
// inquiries (each sends an e-mail, so the forms must not become a way to flood a mailbox).
import { and, count, eq, gt, lt } from 'drizzle-orm';
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

/** Refuses (429) when `key` has used up `limit` within its window. */
export async function assertWithinLimit(limit: Limit, key: string) {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await getDb()
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.action, limit.action), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)));
  if ((row?.n ?? 0) >= limit.max) throw new AppError(429, limit.message);
}

export async function recordEvent(limit: Limit, key: string) {
  const db = getDb();
  await db.insert(throttleEvents).values({ action: limit.action, key });
  // Old rows are useless; sweeping them here keeps the table small without a scheduler.
  await db.delete(throttleEvents).where(and(eq(throttleEvents.action, limit.action), lt(throttleEvents.createdAt, new Date(Date.now() - limit.windowMs))));
}

export async function clearEvents(limit: Limit, key: string) {
  await getDb().delete(throttleEvents).where(and(eq(throttleEvents.action, limit.action), eq(throttleEvents.key, key)));
}
