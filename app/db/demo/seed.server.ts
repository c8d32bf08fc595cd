// Demo data for a fresh install: packages, agencies, owners, listings with pictures, blog posts and
// reviews, so every screen has something real to show on first start. A fixed seed makes each run
// produce the same data (only ids, dates relative to "now" and image file names differ).
import { count, eq, sql } from 'drizzle-orm';
import { getDb } from '../registry.server';
import {
  agentProfiles,
  listingImages,
  listings,
  packageSubscriptions,
  packages,
  posts,
  reviews,
  users,
} from '../schema';
import { PROPERTY_TYPES, TOWNSHIP_SLUGS, type PropertyType } from '../../lib/constants';
import { DAY_MS } from '../../lib/durations';
import { hashPassword } from '../../domain/auth/password.server';
import { generateArtImage, type ArtKind } from './art.server';
import { seedDuplicatePair } from './duplicates.server';
import { postSlug } from '../../domain/posts/slug.server';
import { POST_ARTICLES } from './articles';
import { seedDemoEnquiries } from './enquiries.server';
import { seedListingPerformance } from './listing-performance.server';
import { seedQualityDemo } from './quality.server';
import { leaveOneTownshipWithoutRentals } from './near-matches.server';
import { seedPriceHistory } from './price-history.server';
import {
  AGENCIES,
  BAHAN_CONDO_TITLE,
  DEMO_PASSWORD,
  agentProfileInput,
  listingInput,
  mulberry32,
  pick,
  postInput,
  randInt,
  reviewInput,
  userInput,
} from './factories.server';

const SEED = 20240616;
const IMAGES_PER_TYPE = 4;
const LISTINGS_PER_AGENT = 10;
const LISTINGS_PER_OWNER = 3; // the Free package's limit
const REVIEWS = 25;

export const DEMO_PACKAGES = [
  { title: 'Free', price: 0, listingLimit: 3, durationDays: 30, highlighted: false, features: ['Standard placement'] },
  { title: 'Gold', price: 30000, listingLimit: 20, durationDays: 30, highlighted: true, features: ['Priority placement', 'Agency profile badge'] },
  { title: 'Premium', price: 80000, listingLimit: -1, durationDays: 30, highlighted: false, features: ['Top placement', 'Premium Ad eligibility', 'Dedicated support'] },
];

/** True on a brand-new database: start-up seeds only then, never over somebody's real data. */
export async function isDatabaseEmpty(): Promise<boolean> {
  const [row] = await getDb().select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

/** Runs async jobs with at most `limit` in flight: sharp already uses every core per image. */
async function pool<T>(jobs: (() => Promise<T>)[], limit = 3): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

export async function seedDemoData({ log = console.log }: { log?: (line: string) => void } = {}): Promise<void> {
  const started = Date.now();
  const db = getDb();
  const rng = mulberry32(SEED);
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);

  // Packages first and on their own: an admin may already have made some of them.
  const existing = await db.select({ title: packages.title }).from(packages);
  const have = new Set(existing.map((p) => p.title.toLowerCase()));
  const missing = DEMO_PACKAGES.filter((p) => !have.has(p.title.toLowerCase()));
  if (missing.length) await db.insert(packages).values(missing);
  const packageRows = await db.select({ id: packages.id, title: packages.title }).from(packages);
  const packageId = (title: string) => packageRows.find((p) => p.title.toLowerCase() === title.toLowerCase())!.id;

  const [already] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'agent1@demo.yangonhomes.local'));
  if (already) {
    log('Demo data already present; only missing packages were added.');
    return;
  }

  // Drawing pictures is the slow part; the password hash (argon2, deliberately slow) runs beside it.
  // A small pool of pictures is shared by many listings instead of one set per listing.
  const hashing = hashPassword(DEMO_PASSWORD);
  const art = (kind: ArtKind, seed: number) => () => generateArtImage({ kind, seed });
  const typeJobs = PROPERTY_TYPES.flatMap((type, t) => Array.from({ length: IMAGES_PER_TYPE }, (_, i) => art(type, 100 + t * 10 + i)));
  const agentJobs = AGENCIES.map((_, i) => art('agent', 200 + i));
  const avatarJobs = Array.from({ length: AGENCIES.length + 2 }, (_, i) => art('avatar', 300 + i));
  const postJobs = POST_ARTICLES.map((_, i) => art('post', 400 + i));
  const urls = await pool([...typeJobs, ...agentJobs, ...avatarJobs, ...postJobs]);
  const typeImages = new Map<PropertyType, string[]>(
    PROPERTY_TYPES.map((type, t) => [type, urls.slice(t * IMAGES_PER_TYPE, (t + 1) * IMAGES_PER_TYPE)]),
  );
  let offset = typeJobs.length;
  const agentImages = urls.slice(offset, (offset += agentJobs.length));
  const avatars = urls.slice(offset, (offset += avatarJobs.length));
  const postImages = urls.slice(offset);
  const passwordHash = await hashing;

  const counts = await db.transaction(async (tx) => {
    // People: six agencies on paid plans and two private owners on the Free plan.
    const people = [
      ...AGENCIES.map((a, i) => ({ ...userInput(i + 1, { username: a.username, email: `agent${i + 1}@demo.yangonhomes.local` }), role: 'agent' })),
      ...[1, 2].map((i) => ({ ...userInput(i, { username: `owner${i}`, email: `owner${i}@demo.yangonhomes.local` }), role: 'user' })),
    ];
    const created = await tx
      .insert(users)
      .values(
        people.map((p, i) => {
          const createdAt = daysAgo(75 - i * 7);
          // The demo addresses (.local) receive no mail: confirmed, so alerts work as for anyone.
          return { username: p.username, email: p.email, passwordHash, role: p.role, avatar: avatars[i], emailConfirmedAt: createdAt, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: users.id, role: users.role });
    const agents = created.filter((u) => u.role === 'agent');
    const owners = created.filter((u) => u.role === 'user');

    await tx.insert(agentProfiles).values(
      agents.map((agent, i) => {
        const extra = randInt(rng, 0, 2);
        const pictures = [agentImages[i], ...Array.from({ length: extra }, () => pick(rng, [...typeImages.get('condo')!, ...typeImages.get('other')!]))];
        return { userId: agent.id, ...agentProfileInput(rng, i), imageUrls: [...new Set(pictures)], priority: (AGENCIES.length - i) * 10 };
      }),
    );

    // Listings: each township in turn (so all 31 appear), every property type, rent and sale mixed.
    const owned = [
      ...agents.flatMap((a) => Array.from({ length: LISTINGS_PER_AGENT }, () => ({ userRef: a.id, status: 'Agent' as const }))),
      ...owners.flatMap((o) => Array.from({ length: LISTINGS_PER_OWNER }, () => ({ userRef: o.id, status: 'Owner' as const }))),
    ];
    const weightedTypes: PropertyType[] = [...PROPERTY_TYPES, 'condo', 'condo', 'apartment', 'apartment', 'house'];
    const rows = owned.map((owner, i) => {
      const type = i % 2 === 0 ? 'rent' : 'sale';
      const propertyType = weightedTypes[i % weightedTypes.length];
      const offer = owner.status === 'Agent' && i % 9 === 4;
      const fields = listingInput(rng, { type, propertyType, township: TOWNSHIP_SLUGS[i % TOWNSHIP_SLUGS.length], offer, status: owner.status });
      const createdAt = daysAgo(1 + rng() * 58);
      const updatedAt = new Date(createdAt.getTime() + rng() * (now - createdAt.getTime()));
      const propertyStatus = i % 10 === 7 ? (type === 'rent' ? 'Rented Out' : 'Sold Out') : 'Still Available';
      return { ...fields, userRef: owner.userRef, propertyStatus, createdAt, updatedAt };
    });
    // The full-text search tests look for this exact Burmese title.
    rows[1] = { ...rows[1], ...listingInput(rng, { name: BAHAN_CONDO_TITLE, township: 'bahan', propertyType: 'condo', type: 'rent', status: 'Agent' }) };
    const inserted = await tx.insert(listings).values(rows).returning({ id: listings.id, propertyType: listings.propertyType, userRef: listings.userRef });

    const images = inserted.flatMap((listing, i) => {
      const pictures = typeImages.get(listing.propertyType as PropertyType)!;
      return Array.from({ length: 2 + (i % 3) }, (_, position) => ({ listingId: listing.id, position, url: pictures[(i + position) % pictures.length] }));
    });
    await tx.insert(listingImages).values(images);

    // Subscriptions count the listings already posted, so the plan page shows what is left.
    const used = (userId: string) => rows.filter((r) => r.userRef === userId).length;
    const expiresAt = new Date(now + 30 * DAY_MS);
    await tx.insert(packageSubscriptions).values([
      ...agents.map((a, i) => ({ userId: a.id, packageId: packageId(i % 2 === 0 ? 'Premium' : 'Gold'), startsAt: new Date(now), expiresAt, listingsUsed: used(a.id) })),
      ...owners.map((o) => ({ userId: o.id, packageId: packageId('Free'), startsAt: new Date(now), expiresAt, listingsUsed: used(o.id) })),
    ]);

    const agentListings = inserted.filter((l) => agents.some((a) => a.id === l.userRef));
    // Each review on a listing of its own ((i * 7) % 60 differs for every i below 60), so no
    // owner reviews a listing twice: the database allows one review per user per listing.
    await tx.insert(reviews).values(
      Array.from({ length: REVIEWS }, (_, i) => ({
        ...reviewInput(rng),
        listingId: agentListings[(i * 7) % agentListings.length].id,
        userRef: owners[i % owners.length].id,
        createdAt: daysAgo(rng() * 30),
      })),
    );

    await tx.insert(posts).values(
      POST_ARTICLES.map((article, i) => {
        const createdAt = daysAgo(2 + i * 7 + rng() * 5);
        return { ...postInput(rng, { ...article, slug: postSlug(article.title), image: postImages[i] }), userId: null, createdAt, updatedAt: createdAt };
      }),
    );
    return { users: created.length, listings: inserted.length, images: images.length };
  });
  await seedListingPerformance();

  await seedDemoEnquiries({ now });
  await seedQualityDemo();
  await seedDuplicatePair();
  await seedPriceHistory({ now });
  await leaveOneTownshipWithoutRentals();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Demo data: ${counts.users} users (${AGENCIES.length} agencies, password "${DEMO_PASSWORD}"), ${counts.listings} listings, ` +
      `${counts.images} listing images from ${urls.length} pictures, ${POST_ARTICLES.length} posts, ${REVIEWS} reviews in ${seconds} s.`,
  );
}
