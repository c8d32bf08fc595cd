// The account behind a verified third-party identity: the first sign-in creates it (no
// password), a later one with the same verified e-mail signs into it, whoever created it.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import type { VerifiedIdentity } from '../auth/oidc.server';

function baseUsername(identity: VerifiedIdentity) {
  const source = identity.name ?? identity.email.split('@')[0];
  const cleaned = source.replace(/[^\p{L}\p{M}\p{N} ._-]/gu, '').trim().slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `user-${identity.email.split('@')[0].slice(0, 20)}`.replace(/[^\p{L}\p{N}._-]/gu, '');
}

export async function findOrCreateOidcUser(identity: VerifiedIdentity): Promise<User> {
  const db = getDb();
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, identity.email)).limit(1);
  if (existing) return existing;
  const base = baseUsername(identity);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())).limit(1);
    if (taken) continue;
    const [created] = await db.insert(users).values({ username, email: identity.email, passwordHash: null }).onConflictDoNothing().returning();
    if (created) return created;
    // A parallel sign-in with the same e-mail won the race: use its account.
    const [raced] = await db.select().from(users).where(eq(sql`lower(${users.email})`, identity.email)).limit(1);
    if (raced) return raced;
  }
  throw new Error('Could not choose a username');
}
