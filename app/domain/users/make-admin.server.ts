import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { emailField, newPasswordField, usernameField } from '../../lib/schemas/auth';
import { validate } from '../../lib/validation';
import { z } from 'zod';
import { assertUncommonPassword } from '../auth/common-passwords.server';
import { hashPassword } from '../auth/password.server';
import { usernameKey, usernameKeyColumn } from './username-key.server';

const input = z.object({ email: emailField, password: newPasswordField });

/**
 * `npm run admin`: creates an admin with this e-mail and password, or promotes the existing
 * user with this e-mail and sets the given password, so the pair always signs in afterwards.
 */
export async function makeAdmin(raw: { email: unknown; password: unknown }) {
  const parsed = validate(input, raw);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { email, password } = parsed.data;
  // Admins above all: the account that can do everything must not have a guessable password.
  await assertUncommonPassword(password);
  const db = getDb();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (existing) {
    await db.update(users).set({ isAdmin: true, passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { created: false, email };
  }
  // A username the sign-up form would accept (an e-mail's local part may mix scripts); digits
  // only in the suffix, so it cannot mix scripts with the base either.
  const local = email.split('@')[0].normalize('NFKC').replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 30);
  const base = usernameField.safeParse(local).success ? local : 'admin';
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(usernameKeyColumn, usernameKey(base))).limit(1);
  const username = taken ? `${base}-${String(randomInt(100_000)).padStart(5, '0')}` : base;
  await db.insert(users).values({ username, email, passwordHash, isAdmin: true });
  return { created: true, email };
}
