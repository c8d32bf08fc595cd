import fs from 'node:fs';
import path from 'node:path';
import { count, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/support/test-db';
import {
  agentProfiles,
  contactIntents,
  enquiries,
  listingImages,
  listingPrices,
  listings,
  media,
  packageSubscriptions,
  packages,
  posts,
  reviews,
  users,
} from '../schema';
import { LIMITS, PROPERTY_TYPES, TOWNSHIP_SLUGS, TOWNSHIPS } from '../../lib/constants';
import { verifyPassword } from '../../domain/auth/password.server';
import { priceHistory, pricesView } from '../../domain/quality/price-history.server';
import { artSvg } from './art.server';
import {
  BAHAN_CONDO_TITLE,
  DEMO_PASSWORD,
  agentProfileInput,
  listingInput,
  mulberry32,
  postInput,
  reviewInput,
  userInput,
} from './factories.server';
import { isDatabaseEmpty, seedDemoData } from './seed.server';

const opened = setupTestDatabase();
let seedMs = 0;
const logged: string[] = [];

beforeAll(async () => {
  // What the tests below count is what the seed added: it starts from an empty database.
  if (!(await isDatabaseEmpty())) throw new Error('seedDemoData needs an empty database, and this one holds rows already');
  const started = Date.now();
  await seedDemoData({ log: (line) => logged.push(line) });
  seedMs = Date.now() - started;
}, 180_000);

const total = async (table: PgTable) =>
  Number((await opened.db.select({ n: count() }).from(table))[0].n);

describe('seedDemoData', () => {
  it('logs one summary line and is no longer an empty database', async () => {
    console.info(`seedDemoData took ${seedMs} ms`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/66 listings/);
    expect(await isDatabaseEmpty()).toBe(false);
  });

  it('creates the three packages', async () => {
    const rows = await opened.db.select().from(packages);
    const byTitle = Object.fromEntries(rows.map((p) => [p.title, p]));
    expect(Object.keys(byTitle).sort()).toEqual(['Free', 'Gold', 'Premium']);
    expect(byTitle.Free).toMatchObject({ price: 0, listingLimit: 3, durationDays: 30, highlighted: false });
    expect(byTitle.Gold).toMatchObject({ price: 30000, listingLimit: 20, highlighted: true });
    expect(byTitle.Premium).toMatchObject({ price: 80000, listingLimit: -1 });
    expect(byTitle.Premium.features).toContain('Premium Ad eligibility');
  });

  it('creates agents with profiles, pictures and an active paid package', async () => {
    const agents = await opened.db.select().from(users).innerJoin(agentProfiles, eq(agentProfiles.userId, users.id));
    expect(agents.length).toBeGreaterThanOrEqual(6);
    expect(agents.every((a) => a.users.role === 'agent')).toBe(true);
    expect(new Set(agents.map((a) => a.agent_profiles.priority)).size).toBe(agents.length);
    for (const { agent_profiles: profile } of agents) {
      expect(profile.imageUrls.length).toBeGreaterThanOrEqual(1);
      expect(profile.imageUrls.length).toBeLessThanOrEqual(3);
      expect(profile.facebook).toMatch(/^https:\/\/facebook\.com\//);
    }
    expect(agents.map((a) => a.users.username)).toContain('goldenland');

    const subscriptions = await opened.db
      .select({ userId: packageSubscriptions.userId, title: packages.title, expiresAt: packageSubscriptions.expiresAt })
      .from(packageSubscriptions)
      .innerJoin(packages, eq(packages.id, packageSubscriptions.packageId));
    for (const agent of agents) {
      const sub = subscriptions.find((s) => s.userId === agent.users.id);
      expect(['Gold', 'Premium']).toContain(sub?.title);
      expect(sub!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    }
    const owners = await opened.db.select().from(users).where(eq(users.role, 'user'));
    expect(owners).toHaveLength(2);
    for (const owner of owners) expect(subscriptions.find((s) => s.userId === owner.id)?.title).toBe('Free');
  });

  it('gives every demo account the documented password, and a confirmed address', async () => {
    const [agent] = await opened.db.select().from(users).where(eq(users.email, 'agent1@demo.yangonhomes.local'));
    expect(await verifyPassword(agent.passwordHash, DEMO_PASSWORD)).toBe(true);
    const hashes = await opened.db.select({ h: users.passwordHash, confirmed: users.emailConfirmedAt }).from(users);
    expect(new Set(hashes.map((r) => r.h)).size).toBe(1); // hashed once, reused
    // Their saved searches alert as anyone's would.
    expect(hashes.every((r) => r.confirmed instanceof Date)).toBe(true);
  });

  it('creates varied listings across types, townships and dates', async () => {
    const rows = await opened.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((l) => l.type))).toEqual(new Set(['rent', 'sale']));
    expect(new Set(rows.map((l) => l.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(rows.map((l) => l.township)).size).toBeGreaterThanOrEqual(20);
    expect(rows.filter((l) => l.propertyStatus !== 'Still Available').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((l) => l.offer && l.discountPrice !== null && l.discountPrice < l.regularPrice).length).toBeGreaterThanOrEqual(2);
    const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
    expect(rows.some((l) => l.createdAt.getTime() > monthAgo)).toBe(true);
    expect(rows.some((l) => l.createdAt.getTime() < monthAgo)).toBe(true);
    for (const l of rows.filter((r) => r.propertyType === 'land')) {
      expect([l.squareFeet, l.bedrooms, l.bathrooms]).toEqual([null, null, null]);
      expect(l.landSquareFeet).toBeGreaterThan(0);
    }
  });

  it('titles every listing as it is: its township, and rent or sale', async () => {
    const rows = await opened.db.select().from(listings);
    const wrong = rows.filter((l) => {
      const township = TOWNSHIPS.find((t) => t.slug === l.township)!;
      const english = /for (Rent|Sale)/.exec(l.name)?.[1];
      if (english) return english.toLowerCase() !== l.type || !l.name.includes(township.en);
      const burmese = l.name.includes('ငှားရန်') ? 'rent' : l.name.includes('ရောင်းရန်') ? 'sale' : undefined;
      return burmese !== l.type || !l.name.includes(township.my);
    });
    expect(wrong.map((l) => `${l.name} (${l.type}, ${l.township})`)).toEqual([]);
  });

  it('includes the Burmese Bahan condo listing the search relies on', async () => {
    const [row] = await opened.db.select().from(listings).where(eq(listings.name, BAHAN_CONDO_TITLE));
    expect(row).toMatchObject({ township: 'bahan', propertyType: 'condo', type: 'rent' });
  });

  it('gives every listing a cover image whose file exists and is a portal image', async () => {
    const rows = await opened.db.select().from(listings);
    const images = await opened.db.select().from(listingImages);
    const known = new Set((await opened.db.select({ url: media.url }).from(media)).map((m) => m.url));
    for (const listing of rows) {
      const own = images.filter((i) => i.listingId === listing.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own[0].position).toBe(0);
      for (const image of own) {
        expect(known.has(image.url)).toBe(true);
        expect(fs.existsSync(path.join(opened.dataDir, image.url))).toBe(true);
        expect(fs.existsSync(path.join(opened.dataDir, image.url.replace('-800.webp', '-400.webp')))).toBe(true);
      }
    }
    const cover = images.find((i) => i.position === 0)!;
    expect(await sharp(path.join(opened.dataDir, cover.url)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 533 });
  });

  it('creates eight posts with unique slugs, covers and real content', async () => {
    const rows = await opened.db.select().from(posts);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(8);
    expect(new Set(rows.map((p) => p.category))).toEqual(
      new Set(['New Condo Projects', 'Condo Projects', 'Property News & Legal', 'Knowledge Base', 'Uncategorized']),
    );
    for (const post of rows) {
      expect(post.content.length).toBeGreaterThanOrEqual(800);
      expect(post.content.length).toBeLessThanOrEqual(3000);
      expect(post.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(fs.existsSync(path.join(opened.dataDir, post.image!))).toBe(true);
    }
  });

  it('creates reviews by the owners on agents\u2019 listings', async () => {
    const rows = await opened.db
      .select({ rating: reviews.rating, content: reviews.content, reviewer: users.role, lister: listings.userRef })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userRef))
      .innerJoin(listings, eq(listings.id, reviews.listingId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const agentIds = new Set((await opened.db.select({ id: agentProfiles.userId }).from(agentProfiles)).map((a) => a.id));
    for (const r of rows) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.content.length).toBeLessThanOrEqual(LIMITS.reviewMax);
      expect(r.reviewer).toBe('user');
      expect(agentIds.has(r.lister)).toBe(true);
    }
  });

  it("gives the first agency enquiries in each status, and taps on its contact buttons", async () => {
    const [agency] = await opened.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent1@demo.yangonhomes.local'));
    const rows = await opened.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.listerUserId, agency.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['new', 'replied', 'closed']));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(await total(contactIntents)).toBeGreaterThan(0);
  });

  it('shows "Price reduced" on a listing whose price was cut from one that stood a week', async () => {
    const changed = await opened.db.select({ id: listingPrices.listingId }).from(listingPrices).groupBy(listingPrices.listingId).having(gt(count(), 1));
    const reduced = [];
    for (const { id } of changed) if (pricesView(await priceHistory({ listingId: id })).reduced) reduced.push(id);
    expect(reduced).toHaveLength(1);
  });

  it('dates nothing in the future', async () => {
    const now = new Date();
    const dates = await Promise.all([
      opened.db.select({ a: listings.createdAt, b: listings.updatedAt, c: listings.changedAt }).from(listings),
      opened.db.select({ a: listingPrices.changedAt }).from(listingPrices),
      opened.db.select({ a: enquiries.createdAt, b: enquiries.updatedAt, c: enquiries.repliedAt }).from(enquiries),
      opened.db.select({ a: posts.createdAt, b: posts.updatedAt }).from(posts),
      opened.db.select({ a: reviews.createdAt }).from(reviews),
      opened.db.select({ a: users.createdAt, b: users.updatedAt, c: users.emailConfirmedAt }).from(users),
    ]);
    const future = dates.flat().flatMap((row) => Object.values(row)).filter((date) => date !== null && date > now);
    expect(future).toEqual([]);
  });

  it('does not duplicate anything when run a second time', async () => {
    const before = [await total(users), await total(listings), await total(packages)];
    const lines: string[] = [];
    await seedDemoData({ log: (line) => lines.push(line) });
    expect([await total(users), await total(listings), await total(packages)]).toEqual(before);
    expect(lines).toHaveLength(1);
  });
});

describe('factories', () => {
  it('are deterministic for a given seed', () => {
    expect(listingInput(mulberry32(7))).toEqual(listingInput(mulberry32(7)));
    expect(artSvg({ seed: 3, kind: 'condo' })).toBe(artSvg({ seed: 3, kind: 'condo' }));
    expect(artSvg({ seed: 3, kind: 'condo' })).not.toBe(artSvg({ seed: 4, kind: 'condo' }));
  });

  it('produce listings within the form and database rules', () => {
    const rng = mulberry32(42);
    const made = Array.from({ length: 300 }, (_, i) => listingInput(rng, { offer: i % 3 === 0 }));
    for (const l of made) {
      expect(l.name.length).toBeGreaterThanOrEqual(LIMITS.titleMin);
      expect(l.name.length).toBeLessThanOrEqual(LIMITS.titleMax);
      expect(l.phone.length).toBeGreaterThanOrEqual(LIMITS.phoneMin);
      expect(TOWNSHIP_SLUGS).toContain(l.township);
      expect(l.regularPrice).toBeGreaterThanOrEqual(1);
      expect(l.regularPrice).toBeLessThanOrEqual(LIMITS.priceMax);
      expect(l.description.startsWith('<p>')).toBe(true);
    }
    // The rules of one kind of listing, each on the listings of that kind (none of them empty).
    const kind = (keep: (l: (typeof made)[number]) => boolean) => {
      const listings = made.filter(keep);
      expect(listings.length).toBeGreaterThan(0);
      return listings;
    };
    for (const l of kind((l) => l.currency === 'lakh MMK' && l.type === 'rent')) expect(l.regularPrice).toBeLessThanOrEqual(50);
    for (const l of kind((l) => l.currency === 'USD' && l.type === 'sale')) expect(l.regularPrice).toBeGreaterThanOrEqual(50_000);
    for (const l of kind((l) => l.offer)) expect(l.discountPrice).toBeLessThan(l.regularPrice);
    for (const l of kind((l) => !l.offer)) expect(l.discountPrice).toBeNull();
    for (const l of kind((l) => l.propertyType === 'land')) expect(l.landSquareFeet).toBeGreaterThan(0);
    for (const l of kind((l) => l.propertyType !== 'land')) expect(l.squareFeet).toBeGreaterThanOrEqual(LIMITS.squareFeetMin);
    for (const l of kind((l) => l.propertyType === 'apartment' || l.propertyType === 'condo')) expect(l.landSquareFeet).toBeNull();
  });

  it('produce valid users, agencies, posts and reviews', () => {
    const rng = mulberry32(1);
    expect(userInput(3)).toMatchObject({ email: 'user3@demo.yangonhomes.local', password: DEMO_PASSWORD });
    const agency = agentProfileInput(rng, 0);
    expect(agency.name.length).toBeLessThanOrEqual(100);
    expect(agency.facebook).toBe('https://facebook.com/goldenland.realestate');
    // Each agency names the townships it covers once, its own among them.
    for (let n = 0; n < 12; n++) {
      const covered = agentProfileInput(rng, n).description.match(/across (.+?) and the new townships/)?.[1].split(', ') ?? [];
      expect(covered).toHaveLength(3);
      expect(new Set(covered).size).toBe(3);
    }
    expect(postInput(rng).slug).not.toBe(postInput(rng).slug);
    const review = reviewInput(rng);
    expect(review.content.length).toBeLessThanOrEqual(LIMITS.reviewMax);
    expect(review.rating).toBeGreaterThanOrEqual(1);
  });
});
