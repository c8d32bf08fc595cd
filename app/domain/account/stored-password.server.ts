// The password hash stays out of the user objects the app passes around (User in schema.ts,
// the session lookup): the few places that need it ask for it here, by id.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';

/** The account's argon2id hash; null when it has none (made through a third-party sign-in). */
export async function storedPasswordHash(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** Whether the account can sign in with a password, without reading the hash out. */
export async function hasPassword(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ has: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.has ?? false;
}
