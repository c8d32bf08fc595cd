// A signed-in reader's language, kept with their account: mail that someone else's action sends
// them (a visitor's message about their listing) is then written in the language they read the
// site in, not the sender's.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { chosenLang } from '../../lib/i18n';

/**
 * Stores the language of the browser in use (the cookie its language switch sets) when it differs
 * from the account's: with two devices in two languages, the last one used wins. A browser that
 * never chose (a new phone, say) leaves it as it is.
 * Called by the root loader, so a switch is stored on the revalidation that follows it, and a
 * choice made before signing in on the first page after; a write only when it changed.
 */
export async function rememberLanguage(user: User, cookieHeader: string | null): Promise<void> {
  const chosen = chosenLang(cookieHeader);
  if (!chosen || chosen === user.lang) return;
  await getDb().update(users).set({ lang: chosen }).where(eq(users.id, user.id));
}
