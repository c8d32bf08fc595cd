// Changing a user's username, e-mail, password or avatar (POST /api/user/update/{id} and the
// /profile page). The rules, decided here once:
// - the user themself or an admin (getEditableUser);
// - username and e-mail stay unique, with the sign-up messages (e-mails compared
//   case-insensitively, usernames as a reader sees them: users/username-key.server.ts);
// - a new password is not one of the common ones (auth/common-passwords.server.ts);
// - the user themself must give the current password to change the e-mail or the password
//   (an admin editing someone else need not; an account without a password has none to give);
// - a new password ends the user's other sessions (all of them when an admin set it);
// - a new e-mail address is unconfirmed until its owner follows the link mailed to it;
// - the avatar must be an image uploaded to this portal; the old one leaves storage.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { needsCurrentPassword, PROFILE_MESSAGES, type ProfileInput } from '../../lib/schemas/profile';
import { assertUncommonPassword } from '../auth/common-passwords.server';
import { hashPassword, verifyPassword } from '../auth/password.server';
import { destroyUserSessions } from '../auth/session.server';
import { attemptSucceeded, startPasswordCheck } from '../auth/sign-in-throttle.server';
import { knownImages, deleteUnusedImages } from '../media/cleanup.server';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../users/create-user.server';
import { usernameKey, usernameKeyColumn } from '../users/username-key.server';
import { offerConfirmation } from './email-confirmation.server';
import { getEditableUser } from './editable-user.server';
import { endOtherSessions } from './sessions.server';
import { storedPasswordHash } from './stored-password.server';
import { uniqueViolation } from '../../db/unique-violation';

const M = PROFILE_MESSAGES;

async function assertAvailable({ userId, email, username }: { userId: string; email?: string; username?: string }) {
  const clauses = [email && eq(sql`lower(${users.email})`, email), username && eq(usernameKeyColumn, usernameKey(username))].filter((c) => !!c);
  if (!clauses.length) return;
  const taken = await getDb()
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(ne(users.id, userId), or(...clauses)));
  if (email && taken.some((row) => row.email.toLowerCase() === email)) throw new AppError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (taken.length) throw new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
}

async function assertCurrentPassword({ actor, target, input }: { actor: User; target: User; input: ProfileInput }) {
  if (actor.id !== target.id || !needsCurrentPassword(input, target.email)) return;
  const passwordHash = await storedPasswordHash(target.id);
  if (!passwordHash) return;
  if (!input.currentPassword) throw badRequest(M.currentPasswordRequired, { currentPassword: M.currentPasswordRequired });
  // Counted like a sign-in against this account, before the check (sign-in-throttle.server.ts).
  const slots = await startPasswordCheck({ email: target.email });
  if (!(await verifyPassword(passwordHash, input.currentPassword))) {
    throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }
  await attemptSucceeded(slots);
}

async function assertAvatar(avatar: string | undefined, current: string | null) {
  if (avatar === undefined || avatar === current) return;
  if (!(await knownImages([avatar])).has(avatar)) throw badRequest(M.foreignAvatar, { avatar: M.foreignAvatar });
}

/** Applies the changes and returns the updated user. `request` carries the session to keep. */
export async function updateProfile({ actor, userId, input, request }: { actor: User; userId: string; input: ProfileInput; request: Request }) {
  const target = await getEditableUser({ actor, userId });
  const email = input.email !== undefined && input.email !== target.email.toLowerCase() ? input.email : undefined;
  const username = input.username !== undefined && input.username !== target.username ? input.username : undefined;
  await assertCurrentPassword({ actor, target, input });
  if (input.password !== undefined) await assertUncommonPassword(input.password);
  // The user's own row is left out, so a change of letter case only (ko aung to Ko Aung) is
  // not a clash with themself.
  await assertAvailable({ userId: target.id, email, username });
  await assertAvatar(input.avatar, target.avatar);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  let updated: User;
  try {
    [updated] = await getDb()
      .update(users)
      .set({
        ...(username !== undefined && { username }),
        ...(email !== undefined && { email, emailConfirmedAt: null }),
        ...(passwordHash !== undefined && { passwordHash }),
        ...(input.avatar !== undefined && { avatar: input.avatar }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, target.id))
      .returning();
  } catch (error) {
    // Two users racing for the same name: the unique index decides; the loser gets the message.
    const clash = uniqueViolation(error);
    if (clash?.includes('username')) throw new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
    if (clash) throw new AppError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }

  if (passwordHash !== undefined) {
    if (actor.id === target.id) await endOtherSessions({ userId: target.id, request });
    else await destroyUserSessions(target.id);
  }
  if (input.avatar !== undefined && target.avatar && target.avatar !== input.avatar) await deleteUnusedImages([target.avatar]);
  if (email !== undefined) await offerConfirmation({ user: updated, request });
  return updated;
}
