// Setting a new password with a link from "forgot password". The token is looked up by its
// SHA-256; it must be unused and less than an hour old, and it is spent in the same statement
// that checks it, so two clicks cannot both succeed. Every session of the user ends: whoever
// knew the old password is out. The user's other unused links are spent too. A common password
// is refused (auth/common-passwords.server.ts) before the link is spent. The sign-in failures
// counted against the account end: whoever holds its mailbox is its owner.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { PASSWORD_RESET_MESSAGES } from '../../lib/schemas/password-reset';
import { assertUncommonPassword } from '../auth/common-passwords.server';
import { hashPassword } from '../auth/password.server';
import { clearAccountFailures } from '../auth/sign-in-throttle.server';
import { destroyUserSessions, hashToken } from '../auth/session.server';

const INVALID = PASSWORD_RESET_MESSAGES.invalidToken;

/** The link's tokens are 43 characters of base64url; anything else cannot be one of ours. */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

const usable = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date()));

/** True when the link can still set a password (the page says so before the user types). */
export async function isResetTokenUsable({ token }: { token: string }): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const [row] = await getDb().select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(hashToken(token))).limit(1);
  return !!row;
}

export async function resetPassword({ token, password }: { token: string; password: string }) {
  if (!looksLikeToken(token)) throw badRequest(INVALID);
  // Before the token is spent: the user picks another password with the same link.
  await assertUncommonPassword(password);
  // Hashed before the transaction: argon2 is slow on purpose and must not hold a lock.
  const passwordHash = await hashPassword(password);
  const { userId, email } = await getDb().transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(hashToken(token)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(INVALID);
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId)).returning({ email: users.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return { userId: spent.userId, email: user.email };
  });
  await destroyUserSessions(userId);
  await clearAccountFailures({ email });
  return userId;
}
