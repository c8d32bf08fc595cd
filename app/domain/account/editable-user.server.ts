// Whose account a request may change: the user themself, or an admin. Decided from the session
// user alone; the id in the URL only names the target.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PROFILE_MESSAGES } from '../../lib/schemas/profile';

export async function getEditableUser({ actor, userId }: { actor: User; userId: string }): Promise<User> {
  // Refused before looking anything up, so a non-admin cannot probe which ids exist.
  if (actor.id !== userId && !actor.isAdmin) throw forbidden(PROFILE_MESSAGES.notYours);
  if (!isUuid(userId)) throw notFound(PROFILE_MESSAGES.notFound);
  if (actor.id === userId) return actor;
  const [target] = await getDb().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound(PROFILE_MESSAGES.notFound);
  return target;
}
