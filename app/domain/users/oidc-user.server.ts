// The account behind a verified third-party identity: the first sign-in creates it (no
// password), a later one with the same verified e-mail signs into it, whoever created it. The
// issuer vouched for the address (email_verified, auth/oidc.server.ts), so it counts as confirmed.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { LIMITS } from '../../lib/constants';
import { usernameField } from '../../lib/schemas/auth';
import type { VerifiedIdentity } from '../auth/oidc.server';
import { countSignUp } from '../auth/sign-up-throttle.server';
import { usernameKey, usernameKeyColumn } from './username-key.server';

/** What the sign-up form would store for `name`, or null when the form would refuse it. */
function asUsername(name: string): string | null {
  const parsed = usernameField.safeParse(name);
  return parsed.success ? parsed.data : null;
}

const SUFFIX = 5; // '-' and four digits

/**
 * The new account's username, made from the display name or else the e-mail: never refused by
 * the rules a typed username follows (a display name may mix Latin and Cyrillic letters, or be
 * all punctuation), so a first sign-in cannot fail on it. The last resort is plain ASCII.
 */
export function baseUsername(identity: VerifiedIdentity): string {
  const room = LIMITS.usernameMax - SUFFIX;
  const clean = (text: string) => text.normalize('NFKC').replace(/[^\p{L}\p{M}\p{N} ._-]/gu, '').trim().slice(0, room).trim();
  const local = identity.email.split('@')[0];
  const candidates = [identity.name ? clean(identity.name) : '', clean(`user-${local}`), `user-${randomInt(1e6)}`];
  for (const candidate of candidates) {
    const username = asUsername(candidate);
    if (username) return username;
  }
  throw new Error('unreachable: the last candidate is always a valid username');
}

/**
 * The account for a verified identity. Creating one counts as a sign-up from `ip`
 * (auth/sign-up-throttle.server.ts): 429 when the address has made too many accounts this hour.
 */
export async function findOrCreateOidcUser(identity: VerifiedIdentity, { ip }: { ip: string }): Promise<User> {
  const db = getDb();
  const byEmail = () => db.select().from(users).where(eq(sql`lower(${users.email})`, identity.email)).limit(1);
  const [existing] = await byEmail();
  if (existing) {
    if (existing.emailConfirmedAt) return existing;
    const [confirmed] = await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, existing.id)).returning();
    return confirmed ?? existing;
  }
  await countSignUp({ ip });
  const base = baseUsername(identity);
  for (let attempt = 0; attempt < 5; attempt++) {
    // Digits only: letters could mix scripts with a Cyrillic or Greek name.
    const username = attempt === 0 ? base : `${base}-${String(randomInt(10_000)).padStart(4, '0')}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(usernameKeyColumn, usernameKey(username))).limit(1);
    if (taken) continue;
    const [created] = await db.insert(users).values({ username, email: identity.email, passwordHash: null, emailConfirmedAt: new Date() }).onConflictDoNothing().returning();
    if (created) return created;
    // A parallel sign-in with the same e-mail won the race: use its account.
    const [raced] = await byEmail();
    if (raced) return raced;
  }
  throw new Error('Could not choose a username');
}
