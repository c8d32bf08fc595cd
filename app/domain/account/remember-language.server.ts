// A signed-in reader's language, kept with their account: mail that someone else's action sends
// them (a visitor's message about their listing) is then written in the language they read the
// site in, not the sender's.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users, type User } from '../../db/schema';
import { chosenLang, isLang, preferredLang, type Lang } from '../../lib/i18n';

/**
 * The reader's language as a request names it: the language switch's cookie (their own choice),
 * else the address's ?lang=, else a browser set to Burmese (a phone in Burmese shows every page in
 * Burmese without its owner ever touching the switch, and got its listing's enquiries in English).
 * A browser merely in English says nothing: most browsers are, whatever their reader reads.
 */
function namedLang(cookieHeader: string | null, page?: { url: string; acceptLanguage: string | null }): Lang | null {
  const chosen = chosenLang(cookieHeader);
  if (chosen) return chosen;
  const asked = page ? new URL(page.url).searchParams.get('lang') : null;
  if (isLang(asked)) return asked;
  return page && preferredLang(page.acceptLanguage) === 'my' ? 'my' : null;
}

/**
 * Stores the language the page is read in when the request names one and it differs from the
 * account's: with two devices in two languages, the last one used wins. A browser that names none
 * (a new phone in English, say) leaves it as it is.
 * Called by the root loader, so a switch is stored on the revalidation that follows it, and a
 * choice made before signing in on the first page after; a write only when it changed.
 */
export async function rememberLanguage(user: User, cookieHeader: string | null, page?: { url: string; acceptLanguage: string | null }): Promise<void> {
  const named = namedLang(cookieHeader, page);
  if (!named || named === user.lang) return;
  await getDb().update(users).set({ lang: named }).where(eq(users.id, user.id));
}
