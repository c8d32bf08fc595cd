// The name a person is greeted by: an agency's name for an agent (what their clients know them
// by), else their username.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, type User } from '../../db/schema';

export async function displayName({ user }: { user: Pick<User, 'id' | 'username' | 'role'> }): Promise<string> {
  if (user.role !== 'agent') return user.username;
  const [agency] = await getDb().select({ name: agentProfiles.name }).from(agentProfiles).where(eq(agentProfiles.userId, user.id)).limit(1);
  return agency?.name || user.username;
}
