// The one-click unsubscribe link of an alert e-mail: a token naming the saved search (or, in the
// header of a mail about several, all of them), signed (JWT, HS256, jose) with a key the portal
// keeps in its database (db/stored-secret.server.ts), so it works without signing in on any app
// instance, and no one can make one for another search.
// It does not expire, but it names how many times each search had been resumed when it was sent
// (saved_searches.resumed_count): once the person resumes a search, links sent before stop
// working for it, and an old mail cannot undo the resume. A token without the count is one sent
// before it was kept, under count 0.
import { jwtVerify, SignJWT } from 'jose';
import { storedSecret } from '../../db/stored-secret.server';
import { isUuid } from '../../lib/ids';
import { SAVED_SEARCH_LIMITS } from '../../lib/saved-search-query';

const KEY_NAME = 'saved-search-unsubscribe';
/** Names what the token is for: a token signed for anything else is not an unsubscribe token. */
const AUDIENCE = 'saved-search-unsubscribe';
/** Room for a token naming every search a person may have. */
const TOKEN_MAX = 200 + 60 * SAVED_SEARCH_LIMITS.perUser;

export interface UnsubscribeTarget {
  savedSearchId: string;
  resumedCount: number;
}

export async function unsubscribeToken(targets: UnsubscribeTarget[]): Promise<string> {
  const [first] = targets;
  const claims = targets.length === 1 ? { resumed: first.resumedCount } : { searches: targets.map((t) => [t.savedSearchId, t.resumedCount]) };
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setIssuedAt();
  return (targets.length === 1 ? jwt.setSubject(first.savedSearchId) : jwt).sign(await storedSecret(KEY_NAME));
}

const target = (id: unknown, count: unknown = 0): UnsubscribeTarget | null =>
  isUuid(id) && Number.isSafeInteger(count) ? { savedSearchId: id, resumedCount: count as number } : null;

/** The saved searches a token names, and under which counts, or null for anything that is not a token we signed. */
export async function readUnsubscribeToken(token: unknown): Promise<UnsubscribeTarget[] | null> {
  if (typeof token !== 'string' || token.length > TOKEN_MAX) return null;
  try {
    const { payload } = await jwtVerify(token, await storedSecret(KEY_NAME), { algorithms: ['HS256'], audience: AUDIENCE });
    const targets = Array.isArray(payload.searches)
      ? payload.searches.slice(0, SAVED_SEARCH_LIMITS.perUser).map((pair) => (Array.isArray(pair) ? target(pair[0], pair[1]) : null))
      : [target(payload.sub, payload.resumed)];
    return targets.length > 0 && targets.every((t) => t !== null) ? (targets as UnsubscribeTarget[]) : null;
  } catch {
    return null;
  }
}
