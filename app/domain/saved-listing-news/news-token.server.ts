// The one-click unsubscribe link of the mails about saved listings: a token naming the person,
// signed (JWT, HS256, jose) with a key kept in the database (db/stored-secret.server.ts), so it
// works without signing in on any app instance and no one can make one for someone else.
import { jwtVerify, SignJWT } from 'jose';
import { storedSecret } from '../../db/stored-secret.server';
import { isUuid } from '../../lib/ids';

const KEY_NAME = 'saved-listing-news';
/** Names what the token is for: a token signed for anything else is refused. */
const AUDIENCE = 'saved-listing-news';
const TOKEN_MAX = 400;

export async function newsToken(userId: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setSubject(userId).setIssuedAt().sign(await storedSecret(KEY_NAME));
}

/** The person a token names, or null for anything that is not a token we signed. */
export async function readNewsToken(token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > TOKEN_MAX) return null;
  try {
    const { payload } = await jwtVerify(token, await storedSecret(KEY_NAME), { algorithms: ['HS256'], audience: AUDIENCE });
    return isUuid(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
