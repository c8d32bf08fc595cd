// The secret behind page-view counting: the daily salts of the visitor hashes and the signature
// of the visitor cookie are derived from it. It is kept in the database (app_secrets), so that a
// restart in the middle of a day does not count everyone again and every app instance counts,
// and recognises a cookie, alike; the salts themselves are never stored. Read once per database
// handle.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { appSecrets } from '../../db/schema';
import type { Database } from '../../db/client.server';

const SALT_SECRET = 'page-view-salt';
const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSaltSecret(db: Database): Promise<Buffer> {
  // The first instance to need it creates it; any other at the same moment keeps the stored one.
  await db.insert(appSecrets).values({ name: SALT_SECRET, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SALT_SECRET));
  return Buffer.from(row.value, 'hex');
}

function saltSecret(): Promise<Buffer> {
  const db = getDb();
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSaltSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** A key for one purpose ('day:2024-06-16', 'visitor-cookie'), derived from the stored secret. */
export async function pageViewKey(purpose: string): Promise<Buffer> {
  return createHmac('sha256', await saltSecret()).update(purpose).digest();
}
