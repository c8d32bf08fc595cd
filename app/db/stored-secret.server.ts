// Secrets the portal makes itself and keeps in the database (app_secrets), so that every app
// instance, and the same instance after a restart, signs and checks alike. Each is 32 random
// bytes, created by the first instance to need it; read once per database handle.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from './registry.server';
import { appSecrets } from './schema';
import type { Database } from './client.server';

const loaded = new WeakMap<Database, Map<string, Promise<Buffer>>>();

async function load(db: Database, name: string): Promise<Buffer> {
  // The first instance to need it creates it; any other at the same moment keeps the stored one.
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row.value, 'hex');
}

/** The stored secret of this name, created on first use. */
export function storedSecret(name: string): Promise<Buffer> {
  const db = getDb();
  let secrets = loaded.get(db);
  if (!secrets) loaded.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = load(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
