// Rows for the listing-page tests (reviews, views, related, contact), inserted directly with
// Drizzle: each test builds exactly the users and listings it needs.
import { getDb } from '../../app/db/registry.server';
import { agentProfiles, listingImages, listings, users, type User } from '../../app/db/schema';
import { createSession } from '../../app/domain/auth/session.server';
import { listingInput, mulberry32, type ListingInput } from '../../app/domain/demo/factories.server';
import { makeRequest } from './requests';

const rng = mulberry32(20240616);
let n = 0;

export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  n += 1;
  const [user] = await getDb()
    .insert(users)
    .values({ username: `tester-${n}`, email: `tester-${n}@example.com`, passwordHash: 'not-a-real-hash', ...overrides })
    .returning();
  return user;
}

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

/** A session cookie for the user, as a browser would send it back. */
export async function cookieFor(user: User): Promise<string> {
  const header = await createSession({ userId: user.id, request: makeRequest('/') });
  return header.split(';')[0];
}
