// The quality score on a real database: stored when a listing is created and updated (the same
// number the form shows), lost in part as a listing ages by the daily run, worked out for listings
// written by anything else; and the "Recommended" order it drives (Premium Ads above, the score
// weighed with freshness) on /search and GET /api/listing/search, the default order unchanged.
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { parseAdvancedSearch } from '../../lib/schemas/search';
import { qualityScore } from '../../lib/quality-score';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as searchApi from '../../routes/api/listing.search';
import * as searchPage from '../../routes/search';
import { insertListing, insertUser, listingBody as listingBodyOf, makeLister, uploadedImage } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { searchListings } from '../search/advanced-search.server';
import { setListingStatus } from '../listings/set-listing-status.server';
import { refreshQualityScores } from './refresh-scores.server';

setupTestDatabase();
const DAY = 86_400_000;
let lister: Awaited<ReturnType<typeof makeLister>>;

beforeAll(async () => {
  lister = await makeLister();
});

const stored = async (id: string) =>
  (
    await getDb()
      .select({ score: listings.qualityScore, rank: listings.recommendedRank, scoredAt: listings.qualityScoredAt, updatedAt: listings.updatedAt, changedAt: listings.changedAt })
      .from(listings)
      .where(eq(listings.id, id))
  )[0];

const listingBody = (overrides: Record<string, unknown> = {}) => listingBodyOf(lister.id, overrides);

describe('the stored score', () => {
  it('is stored on create and update, the same number the form works out', async () => {
    const body = await listingBody();
    const res = await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie });
    expect(res.status).toBe(201);
    const { _id: id } = await res.json();
    // 1 photo 5, title 10, no long description, pin at the centre, area and rooms 10, price 10
    // (Bahan has no range yet), no chat, fresh 10.
    const expected = qualityScore({ ...body, title: body.name, photos: 1, landSquareFeet: null, latitude: null, longitude: null, viber: null, whatsapp: null, messenger: null, changedAt: null, priceRange: null }).score;
    expect(expected).toBe(45);
    const created = await stored(id);
    expect(created.score).toBe(45);
    expect(created.scoredAt!.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());

    const images = await Promise.all(Array.from({ length: 5 }, () => uploadedImage(lister.id)));
    const update = await call(updateApi.action, `/api/listing/update/${id}`, {
      json: await listingBody({ imageUrls: images, viber: '09 450 123 456', description: `<p>${'Sunny rooms, a lake view and a quiet lane. '.repeat(8)}</p>`, latitude: 16.82, longitude: 96.16 }),
      cookie: lister.cookie,
      params: { id },
    });
    expect(update.status).toBe(200);
    expect((await stored(id)).score).toBe(100);
  });

  it('keeps the rank as the score plus a point a day of the last update', async () => {
    const listing = await insertListing(lister, { name: 'Rank check flat in Hlaing township', township: 'hlaing' });
    const updatedAt = new Date('2026-01-01T00:00:00Z');
    await getDb().update(listings).set({ qualityScore: 40, updatedAt }).where(eq(listings.id, listing.id));
    expect((await stored(listing.id)).rank).toBeCloseTo(40 + updatedAt.getTime() / DAY, 6);
  });

  it('is worked out by the daily run for listings nobody scored, and loses the freshness points after 30 days, once', async () => {
    const fresh = await insertListing(lister, { name: 'A flat written by a script, never scored', township: 'hlaing' });
    const aging = await insertListing(lister, { name: 'A flat last updated five weeks ago now', township: 'hlaing' });
    // After the inserts: the run's "now" is never before a listing's last update.
    const now = new Date();
    await getDb().update(listings).set({ updatedAt: new Date(now.getTime() - 35 * DAY), qualityScoredAt: new Date(now.getTime() - 34 * DAY), qualityScore: 50 }).where(eq(listings.id, aging.id));
    expect((await stored(fresh.id)).scoredAt).toBeNull();

    const run = await refreshQualityScores({ now });
    expect(run.scored).toBeGreaterThanOrEqual(2);
    expect((await stored(fresh.id)).scoredAt).not.toBeNull();
    const aged = await stored(aging.id);
    expect(aged.scoredAt!.getTime()).toBe(now.getTime());
    // Whatever else it has, its freshness is gone.
    const parts = qualityScore({ ...(await getDb().select().from(listings).where(eq(listings.id, aging.id)))[0], title: aging.name, photos: 0, priceRange: null }, now).parts;
    expect(parts.fresh).toBe(0);
    expect(await refreshQualityScores({ now })).toEqual({ scored: 0 });
  });
});

describe('freshness', () => {
  it('counts from the last real change: saving again unchanged, or changing a detail, lifts nothing', async () => {
    const body = await listingBody({ name: 'Freshness check flat in Bahan by the lake' });
    const { _id: id } = await (await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie })).json();
    const update = async (changes: Record<string, unknown>) => {
      const res = await call(updateApi.action, `/api/listing/update/${id}`, { json: { ...body, ...changes }, cookie: lister.cookie, params: { id } });
      expect(res.status).toBe(200);
    };
    // Last changed, saved and scored 40 days ago; the daily run takes its freshness points.
    const longAgo = new Date(Date.now() - 40 * DAY);
    await getDb().update(listings).set({ updatedAt: longAgo, changedAt: longAgo, qualityScoredAt: longAgo }).where(eq(listings.id, id));
    await refreshQualityScores();
    const stale = await stored(id);
    expect(stale.changedAt).toEqual(longAgo);
    expect(stale.score).toBe(35);

    await update({});
    await update({ bedrooms: 3, bathrooms: 1, squareFeet: 1150 });
    const resaved = await stored(id);
    expect(resaved.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect([resaved.changedAt, resaved.score, resaved.rank]).toEqual([longAgo, stale.score, stale.rank]);
  });

  it('comes back with a new price, photo, title, description, address or status', async () => {
    const body = await listingBody({ name: 'Real change check flat in Bahan by the lake' });
    const { _id: id } = await (await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie })).json();
    const photo = await uploadedImage(lister.id);
    const changes: Record<string, unknown>[] = [
      { regularPrice: 1100 },
      { currency: 'lakh MMK', regularPrice: 50 },
      { imageUrls: [...(body.imageUrls as string[]), photo] },
      { name: 'Real change check flat in Bahan, now furnished' },
      { description: '<p>Bright corner unit, newly painted.</p>' },
      { address: 'No. 14, Kaba Aye Pagoda Road, Bahan' },
      { propertyStatus: 'Rented Out' },
    ];
    let sent: Record<string, unknown> = body;
    for (const change of changes) {
      const longAgo = new Date(Date.now() - 40 * DAY);
      await getDb().update(listings).set({ updatedAt: longAgo, changedAt: longAgo }).where(eq(listings.id, id));
      sent = { ...sent, ...change };
      const res = await call(updateApi.action, `/api/listing/update/${id}`, { json: sent, cookie: lister.cookie, params: { id } });
      expect(res.status).toBe(200);
      const after = await stored(id);
      expect({ change, fresh: Date.now() - after.changedAt.getTime() < DAY }).toEqual({ change, fresh: true });
      expect(after.rank).toBeCloseTo(after.score + after.changedAt.getTime() / DAY, 6);
    }
    // The status button of My Listings too.
    const longAgo = new Date(Date.now() - 40 * DAY);
    await getDb().update(listings).set({ updatedAt: longAgo, changedAt: longAgo }).where(eq(listings.id, id));
    await setListingStatus({ user: lister, id, status: 'Still Available' });
    expect(Date.now() - (await stored(id)).changedAt.getTime()).toBeLessThan(DAY);
  });
});

describe('the Recommended order', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const owner = await insertUser();
    const now = Date.now();
    const add = async (key: string, score: number, daysAgo: number, offer = false) => {
      const listing = await insertListing(owner, {
        name: `Quokkaville ${key} home for rent`,
        township: 'thaketa',
        type: 'rent',
        offer,
        discountPrice: null,
        createdAt: new Date(now - (50 - Object.keys(ids).length) * DAY),
      });
      await getDb().update(listings).set({ qualityScore: score, qualityScoredAt: new Date(), updatedAt: new Date(now - daysAgo * DAY) }).where(eq(listings.id, listing.id));
      ids[key] = listing.id;
    };
    await add('premium', 20, 40, true);
    await add('best', 95, 1);
    await add('stale', 100, 25);
    // 70 today beats 75 ten days old: a day of freshness is worth a point of score.
    await add('fresh', 70, 0);
    await add('older', 75, 10);
  });

  const order = ['premium', 'best', 'stale', 'fresh', 'older'];

  it('puts Premium Ads first, then the score weighed with freshness, on /search', async () => {
    const result = await searchListings({ query: parseAdvancedSearch(new URLSearchParams('township=thaketa&sort=recommended')) });
    expect(result.listings.map((l) => l._id)).toEqual(order.map((key) => ids[key]));
    // Best first whatever order a link asks for.
    const asc = await searchListings({ query: parseAdvancedSearch(new URLSearchParams('township=thaketa&sort=recommended&order=asc')) });
    expect(asc.listings.map((l) => l._id)).toEqual(order.map((key) => ids[key]));
    // The page's own loader, from a no-script form's combined value.
    const page = await (await call(searchPage.loader, '/search?township=thaketa&sort=recommended_desc')).json();
    expect(page.listings.map((l: { _id: string }) => l._id)).toEqual(order.map((key) => ids[key]));
  });

  it('is not the default: newest first stays', async () => {
    expect(parseAdvancedSearch(new URLSearchParams('')).sort).toBe('createdAt');
    const result = await searchListings({ query: parseAdvancedSearch(new URLSearchParams('township=thaketa')) });
    const created = await getDb().select({ id: listings.id, createdAt: listings.createdAt }).from(listings).where(inArray(listings.id, Object.values(ids)));
    expect(result.listings.map((l) => l._id)).toEqual(created.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((row) => row.id));
  });

  it('is a sort of GET /api/listing/search too', async () => {
    const res = await call(searchApi.loader, '/api/listing/search?searchTerm=quokkaville&sort=recommended');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { _id: string }[]).map((l) => l._id)).toEqual(order.map((key) => ids[key]));
  });

  it('can be read in order from its index', async () => {
    // A handful of rows: the planner would rather sort them, unless told it may not.
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return (await tx.execute(sql`explain select id from listings where hidden_at is null order by offer desc, recommended_rank desc, id desc limit 8`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('listings_recommended_idx');
  });
});
