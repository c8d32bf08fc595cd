// The secret behind page-view counting: the daily salts of the visitor hashes and the signature
// of the visitor cookie are derived from it. It is kept in the database (app_secrets,
// db/stored-secret.server.ts), so that a restart in the middle of a day does not count everyone
// again and every app instance counts, and recognises a cookie, alike; the salts themselves are
// never stored.
import { createHmac } from 'node:crypto';
import { storedSecret } from '../../db/stored-secret.server';

const SALT_SECRET = 'page-view-salt';

/** A key for one purpose ('day:2024-06-16', 'visitor-cookie'), derived from the stored secret. */
export async function pageViewKey(purpose: string): Promise<Buffer> {
  return createHmac('sha256', await storedSecret(SALT_SECRET)).update(purpose).digest();
}
