// Slows down password guessing: after MAX_FAILURES failed sign-ins from one address within the
// window, that address is refused (429) until the window has passed. Kept in the database so
// that several app instances share the count.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { signInFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export async function assertNotThrottled(ip: string) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [row] = await getDb()
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since)));
  if ((row?.n ?? 0) >= MAX_FAILURES) throw new AppError(429, TOO_MANY_ATTEMPTS);
}

export async function recordFailure(ip: string) {
  const db = getDb();
  await db.insert(signInFailures).values({ ip });
  // Old rows are useless; sweeping them here keeps the table small without a scheduler.
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}

export async function clearFailures(ip: string) {
  await getDb().delete(signInFailures).where(eq(signInFailures.ip, ip));
}
