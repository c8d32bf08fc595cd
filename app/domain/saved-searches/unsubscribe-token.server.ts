// The one-click unsubscribe link of an alert e-mail: a token naming the saved search, signed
// (JWT, HS256, jose) with a key the portal keeps in its database (db/stored-secret.server.ts), so
// it works without signing in on any app instance, and no one can make one for another search.
// It does not expire: a link in an old e-mail still stops the alerts.
import { jwtVerify, SignJWT } from 'jose';
import { storedSecret } from '../../db/stored-secret.server';
import { isUuid } from '../../lib/ids';

const KEY_NAME = 'saved-search-unsubscribe';
/** Names what the token is for: a token signed for anything else is not an unsubscribe token. */
const AUDIENCE = 'saved-search-unsubscribe';

export async function unsubscribeToken(savedSearchId: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(savedSearchId).setAudience(AUDIENCE).setIssuedAt().sign(await storedSecret(KEY_NAME));
}

/** The saved search a token names, or null for anything that is not a token we signed. */
export async function readUnsubscribeToken(token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, await storedSecret(KEY_NAME), { algorithms: ['HS256'], audience: AUDIENCE });
    return isUuid(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
