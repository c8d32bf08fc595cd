// Users, sessions, packages and uploaded images for integration tests, made through the same
// domain functions the product uses.
import sharp from 'sharp';
import { getDb } from '../../app/db/registry.server';
import { packages, packageSubscriptions, users, type User } from '../../app/db/schema';
import { createSession } from '../../app/domain/auth/session.server';
import { DEMO_PACKAGES } from '../../app/domain/demo/seed.server';
import { storeImage } from '../../app/domain/media/images.server';
import { hashPassword } from '../../app/domain/auth/password.server';
import { makeRequest } from './requests';

let n = 0;
let passwordHash: string | undefined;

export async function makeUser(options: { isAdmin?: boolean; role?: 'user' | 'agent'; name?: string } = {}): Promise<User & { cookie: string }> {
  passwordHash ??= await hashPassword('a-long-password');
  const name = options.name ?? `user${++n}-${Math.random().toString(36).slice(2, 7)}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, passwordHash, isAdmin: options.isAdmin ?? false, role: options.role ?? 'user' })
    .returning();
  const setCookie = await createSession({ userId: user.id, request: makeRequest('/') });
  return { ...user, cookie: setCookie.split(';')[0] };
}

export async function insertDemoPackages() {
  return getDb().insert(packages).values(DEMO_PACKAGES).onConflictDoNothing().returning();
}

/** Gives a user a package; `expired` puts its end in the past; `used` listings already taken. */
export async function subscribe(userId: string, title: string, { expired = false, used = 0 } = {}) {
  const all = await getDb().select().from(packages);
  const pkg = all.find((p) => p.title.toLowerCase() === title.toLowerCase());
  if (!pkg) throw new Error(`No package ${title}`);
  const now = Date.now();
  const startsAt = new Date(expired ? now - 40 * 86_400_000 : now - 1000);
  const expiresAt = new Date(startsAt.getTime() + pkg.durationDays * 86_400_000);
  await getDb().insert(packageSubscriptions).values({ userId, packageId: pkg.id, startsAt, expiresAt, listingsUsed: used });
  return pkg;
}

export async function pngBuffer(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } }).png().toBuffer();
}

export async function uploadedImage(userId: string) {
  return storeImage({ data: await pngBuffer(), userId });
}
