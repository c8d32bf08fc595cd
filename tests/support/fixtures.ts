// Users, sessions, agencies, listings, packages and uploaded images for integration tests. Rows
// go in directly with Drizzle, so each test builds exactly what it needs; sessions and images
// are made through the same domain functions the product uses.
import sharp from 'sharp';
import { getDb } from '../../app/db/registry.server';
import { agentProfiles, listingImages, listings, packages, packageSubscriptions, users, type User } from '../../app/db/schema';
import { createSession } from '../../app/domain/auth/session.server';
import { listingInput, mulberry32, type ListingInput } from '../../app/db/demo/factories.server';
import { DEMO_PACKAGES } from '../../app/db/demo/seed.server';
import { storeImage } from '../../app/domain/media/images.server';
import { hashPassword } from '../../app/domain/auth/password.server';
import { makeRequest } from './requests';

const rng = mulberry32(20240616);
let n = 0;
let passwordHash: string | undefined;

/** A user row (no usable password unless overridden), its address confirmed unless overridden. */
export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  n += 1;
  const [user] = await getDb()
    .insert(users)
    .values({ username: `tester-${n}`, email: `tester-${n}@example.com`, passwordHash: 'not-a-real-hash', emailConfirmedAt: new Date(), ...overrides })
    .returning();
  return user;
}

/** A session cookie for the user, as a browser would send it back. */
export async function cookieFor(user: User): Promise<string> {
  const header = await createSession({ userId: user.id, request: makeRequest('/') });
  return header.split(';')[0];
}

/** A user who can sign in (password 'a-long-password'), with a session cookie ready. */
export async function makeUser(options: { isAdmin?: boolean; role?: 'user' | 'agent'; name?: string } = {}): Promise<User & { cookie: string }> {
  passwordHash ??= await hashPassword('a-long-password');
  const name = options.name ?? `user${n + 1}-${Math.random().toString(36).slice(2, 7)}`;
  const user = await insertUser({ username: name, email: `${name}@example.com`, passwordHash, isAdmin: options.isAdmin ?? false, role: options.role ?? 'user' });
  return { ...user, cookie: await cookieFor(user) };
}

/** An agent: a user with role 'agent' and an agency profile. */
export async function insertAgent(profile: Partial<typeof agentProfiles.$inferInsert> = {}): Promise<User> {
  const user = await insertUser({ role: 'agent' });
  await getDb()
    .insert(agentProfiles)
    .values({
      userId: user.id,
      name: `Agency ${user.username}`,
      description: '<p>We rent flats.</p>',
      address: 'No. 1, Pyay Road',
      phone: '09 123 456 789',
      facebook: 'https://facebook.com/agency',
      imageUrls: ['/media/ab/agency.webp'],
      ...profile,
    });
  return user;
}

/** A listing of the owner's from the demo factory, with the given image rows. */
export async function insertListing(
  owner: User,
  overrides: Partial<ListingInput & { createdAt: Date }> = {},
  imageUrls: string[] = [],
) {
  const [listing] = await getDb()
    .insert(listings)
    .values({ ...listingInput(rng, overrides), ...overrides, userRef: owner.id })
    .returning();
  if (imageUrls.length) {
    await getDb()
      .insert(listingImages)
      .values(imageUrls.map((url, position) => ({ listingId: listing.id, position, url })));
  }
  return listing;
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

/** A signed-in user who may post listings: the demo packages in place and a Premium one taken. */
export async function makeLister(options: Parameters<typeof makeUser>[0] = {}) {
  await insertDemoPackages();
  const lister = await makeUser(options);
  await subscribe(lister.id, 'premium');
  return lister;
}

export async function pngBuffer(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } }).png().toBuffer();
}

export async function uploadedImage(userId: string) {
  return storeImage({ data: await pngBuffer(), userId });
}

/** A valid body for the listing create and update calls (a Bahan condo with one photo of `userId`'s), with `overrides`. */
export async function listingBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Two bedroom condo in Bahan near Inya Lake',
    description: '<p>Bright corner unit.</p>',
    address: 'No. 12, Kaba Aye Pagoda Road, Bahan',
    township: 'bahan',
    propertyType: 'condo',
    type: 'rent',
    status: 'Owner',
    currency: 'USD',
    regularPrice: 1200,
    squareFeet: 1100,
    bedrooms: 2,
    bathrooms: 2,
    phone: '09 450 123 456',
    imageUrls: [await uploadedImage(userId)],
    ...overrides,
  };
}
