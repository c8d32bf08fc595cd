// The one-click unsubscribe link of an alert e-mail: a token naming the saved search, signed
// (JWT, HS256, jose) with a key the portal keeps in its database (db/stored-secret.server.ts), so
// it works without signing in on any app instance, and no one can make one for another search.
// It does not expire, but it names how many times the search had been resumed when it was sent
// (saved_searches.resumed_count): once the person resumes the search, links sent before stop
// working, and an old mail cannot undo the resume. A token without the count is one sent before
// it was kept, under count 0.
import { jwtVerify, SignJWT } from 'jose';
import { storedSecret } from '../../db/stored-secret.server';
import { isUuid } from '../../lib/ids';

const KEY_NAME = 'saved-search-unsubscribe';
/** Names what the token is for: a token signed for anything else is not an unsubscribe token. */
const AUDIENCE = 'saved-search-unsubscribe';

export interface UnsubscribeTarget {
  savedSearchId: string;
  resumedCount: number;
}

export async function unsubscribeToken({ savedSearchId, resumedCount }: UnsubscribeTarget): Promise<string> {
  return new SignJWT({ resumed: resumedCount })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(savedSearchId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(await storedSecret(KEY_NAME));
}

/** The saved search a token names, and under which count, or null for anything that is not a token we signed. */
export async function readUnsubscribeToken(token: unknown): Promise<UnsubscribeTarget | null> {
  if (typeof token !== 'string' || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, await storedSecret(KEY_NAME), { algorithms: ['HS256'], audience: AUDIENCE });
    const resumed = payload.resumed ?? 0;
    if (!isUuid(payload.sub) || !Number.isSafeInteger(resumed)) return null;
    return { savedSearchId: payload.sub, resumedCount: resumed as number };
  } catch {
    return null;
  }
}
