// What homes cost by township: the nightly job's medians (5 listings or more, hidden listings
// and those no longer on the market left out), its monthly trend, the job on the real queue, the
// pages over real HTTP (an unknown township is the 404 page) and a listing's comparison with the
// median of homes like it.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mulberry32, listingInput, type ListingInput } from '../../db/demo/factories.server';
import { getDb } from '../../db/registry.server';
import { listingDuplicates, listings, townshipPriceGroups, townshipPriceMonths, type User } from '../../db/schema';
import { INITIAL_KYAT_PER_USD, KYAT_PER_LAKH } from '../../lib/exchange-rate';
import { JOB_CATALOGUE } from '../jobs/catalogue.server';
import { enqueueJob } from '../jobs/queue.server';
import { insertAgent } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { jobsSettled, startTestJobQueue } from '../../../tests/support/job-queue';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { computePriceInsights, PRICE_INSIGHTS_JOB } from './compute-price-insights.server';
import { priceComparisonFor } from './listing-price-comparison.server';
import { loadTownshipInsights } from './township-insights.server';

setupTestDatabase();
const app = setupHttpApp();

const NOW = new Date('2026-06-15T12:00:00Z');
const LAKH_PER_USD = INITIAL_KYAT_PER_USD / KYAT_PER_LAKH;
const rng = mulberry32(50);
let lister: User;

type Home = Partial<ListingInput> & { lakh?: number; usd?: number; createdAt?: Date; updatedAt?: Date; hiddenAt?: Date; hiddenReason?: string };

/** A listing with its price in both currencies, as the database keeps them at the first rate. */
async function home({ lakh, usd, ...fields }: Home) {
  const priceLakh = lakh ?? Math.round(usd! * LAKH_PER_USD * 100) / 100;
  const priceUsd = usd ?? Math.round((lakh! / LAKH_PER_USD) * 100) / 100;
  const [row] = await getDb()
    .insert(listings)
    .values({
      ...listingInput(rng, { township: 'bahan', type: 'rent', propertyType: 'condo', ...fields }),
      bedrooms: 2,
      squareFeet: 1000,
      offer: false,
      discountPrice: null,
      propertyStatus: 'Still Available',
      createdAt: new Date('2026-01-10T00:00:00Z'),
      ...fields,
      currency: usd ? 'USD' : 'lakh MMK',
      regularPrice: usd ?? lakh!,
      priceLakh,
      priceUsd,
      userRef: lister.id,
    })
    .returning();
  return row;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  lister = await insertAgent();
  // Six live 2-bedroom condos to rent in Bahan: 8, 9 ($200), 10, 11, 12 and 14 lakh.
  for (const lakh of [10, 12, 14, 11]) await home({ lakh });
  ids.cheap = (await home({ lakh: 8 })).id;
  ids.dollars = (await home({ usd: 200 })).id;
  // Four 3-bedroom ones: too few for a median.
  for (const lakh of [20, 21, 22, 23]) ids.threeBed = (await home({ lakh, bedrooms: 3 })).id;
  // Hidden by the moderators, and rented out last February: neither is a live listing.
  await home({ lakh: 500, hiddenAt: new Date('2026-03-01T00:00:00Z'), hiddenReason: 'scam' });
  await home({ lakh: 300, propertyStatus: 'Rented Out', createdAt: new Date('2025-09-05T00:00:00Z'), updatedAt: new Date('2026-02-10T00:00:00Z') });
  // The same home as the 10-lakh one posted again, waiting for the moderators: it counts once.
  const copy = await home({ lakh: 400 });
  await getDb().insert(listingDuplicates).values({ listingId: copy.id, otherListingId: ids.cheap, shares: ['photo', 'area'] });
  // Elsewhere: Kamayut's five sales.
  for (const lakh of [1500, 1600, 1700, 1800, 1900]) await home({ lakh, township: 'kamayut', type: 'sale' });
  await computePriceInsights({ now: NOW });
});

const group = (township: string, type: string, bedrooms: number) =>
  getDb()
    .select()
    .from(townshipPriceGroups)
    .where(and(eq(townshipPriceGroups.township, township), eq(townshipPriceGroups.type, type), eq(townshipPriceGroups.propertyType, 'condo'), eq(townshipPriceGroups.bedrooms, bedrooms)))
    .then((rows) => rows[0]);

describe('the nightly price-insights job', () => {
  it('writes the median of each group in lakh and dollars, per square foot too, from live public listings only', async () => {
    const twoBed = await group('bahan', 'rent', 2);
    // 8, 9, 10, 11, 12, 14: the hidden 500, the rented-out 300 and the duplicate 400 are not among them.
    expect(twoBed).toMatchObject({ listings: 6, medianLakh: 10.5, medianUsd: 233, withArea: 6 });
    expect(twoBed.medianLakhPerSqft).toBeCloseTo(0.0105, 4);
    expect(twoBed.medianUsdPerSqft).toBeCloseTo(0.23, 2);
  });

  it('keeps a group of fewer than 5 listings without a median', async () => {
    expect(await group('bahan', 'rent', 3)).toMatchObject({ listings: 4, medianLakh: null, medianUsd: null, medianLakhPerSqft: null });
  });

  it('writes each township and type over every property type', async () => {
    const [all] = await getDb()
      .select()
      .from(townshipPriceGroups)
      .where(and(eq(townshipPriceGroups.township, 'bahan'), eq(townshipPriceGroups.type, 'rent'), isNull(townshipPriceGroups.propertyType)));
    // 8 9 10 11 12 14 20 21 22 23: the middle two are 12 and 14.
    expect(all).toMatchObject({ listings: 10, medianLakh: 13 });
    expect(await group('kamayut', 'sale', 2)).toMatchObject({ listings: 5, medianLakh: 1700 });
  });

  it('writes the last 12 months, counting a listing from its posting until it left the market', async () => {
    const months = await getDb().select().from(townshipPriceMonths).where(and(eq(townshipPriceMonths.township, 'bahan'), eq(townshipPriceMonths.type, 'rent')));
    const byMonth = Object.fromEntries(months.map((m) => [m.month, m]));
    // The rented-out listing alone from September to December: too few for a median.
    expect(byMonth['2025-09-01']).toMatchObject({ listings: 1, medianLakh: null });
    expect(byMonth['2025-12-01']).toMatchObject({ listings: 1, medianLakh: null });
    // With the ten posted in January until it was rented out in February; the hidden one never.
    expect(byMonth['2026-01-01']).toMatchObject({ listings: 11, medianLakh: 14 });
    expect(byMonth['2026-02-01']).toMatchObject({ listings: 11 });
    expect(byMonth['2026-03-01']).toMatchObject({ listings: 10, medianLakh: 13 });
    expect(byMonth['2026-06-01']).toMatchObject({ listings: 10, medianLakh: 13 });
    expect(byMonth['2025-08-01']).toBeUndefined();
    expect(months.every((m) => m.month >= '2025-07-01' && m.month <= '2026-06-01')).toBe(true);
  });

  it('gives the township page 12 months, oldest first, empty ones included', async () => {
    const insights = await loadTownshipInsights({ slug: 'Bahan' });
    expect(insights!.trend.rent.map((m) => m.month)).toEqual([
      '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01',
      '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01',
    ]);
    expect(insights!.trend.rent[0]).toEqual({ month: '2025-07-01', listings: 0, median: { lakh: null, usd: null } });
    expect(insights!.live).toEqual({ rent: 10, sale: 0 });
    expect(await loadTownshipInsights({ slug: 'atlantis' })).toBeNull();
  });

  it('runs on the job queue, on its nightly schedule', async () => {
    expect(JOB_CATALOGUE.schedules.find((s) => s.job === PRICE_INSIGHTS_JOB)?.cron).toBe('0 3 * * *');
    await getDb().delete(townshipPriceGroups);
    await startTestJobQueue();
    await enqueueJob(PRICE_INSIGHTS_JOB, {});
    await jobsSettled(PRICE_INSIGHTS_JOB);
    // As of today: what was live in June is still live.
    expect(await group('bahan', 'rent', 2)).toMatchObject({ listings: 6, medianLakh: 10.5 });
    await computePriceInsights({ now: NOW });
  });
});

describe('a listing against the median of homes like it', () => {
  it('says how far below or above it is, in its own currency', async () => {
    expect(await priceComparisonFor({ listingId: ids.cheap })).toMatchObject({
      percent: -24,
      type: 'rent',
      propertyType: 'condo',
      bedrooms: 2,
      township: { slug: 'bahan', en: 'Bahan' },
      median: 10.5,
      currency: 'lakh MMK',
    });
    expect(await priceComparisonFor({ listingId: ids.dollars })).toMatchObject({ percent: -14, median: 233, currency: 'USD' });
  });

  it('says nothing where the group has no median, or for an id that is no listing', async () => {
    expect(await priceComparisonFor({ listingId: ids.threeBed })).toBeNull();
    expect(await priceComparisonFor({ listingId: 'not-an-id' })).toBeNull();
    expect(await priceComparisonFor({ listingId: '5d0c6f2e-8b1a-4c3e-9f7d-2a6b8c4e1f03' })).toBeNull();
  });

  it('shows the sentence and the way to the township on the listing page', async () => {
    const html = await (await app.request(`/listing/${ids.cheap}`)).text();
    expect(html).toContain('24 % below the median of 2-bedroom condos in Bahan');
    expect(html).toContain('href="/insights/bahan"');
    const none = await (await app.request(`/listing/${ids.threeBed}`)).text();
    expect(none).not.toContain('the median of');
  });

  it('says it in Burmese on a Burmese page', async () => {
    const html = await (await app.request(`/listing/${ids.cheap}?lang=my`)).text();
    expect(html).toContain('ဗဟန်း ရှိ အိပ်ခန်း 2 ခန်း ကွန်ဒိုများ ၏ အလယ်ကိန်းဈေးနှုန်းထက် 24 % နည်းသည်');
  });
});

describe('the insights pages', () => {
  it('shows a township: its medians in both currencies, the groups too small for one, its trend and structured data', async () => {
    const res = await app.request('/insights/bahan');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('What homes cost in Bahan');
    expect(html).toContain('10.5 lakh MMK');
    expect(html).toContain('$233');
    expect(html).toContain('Too few listings');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('"@type":"Dataset"');
    expect(html).toContain('<link rel="canonical" href="');
  });

  it('shows every township on /insights, each leading to its page, in both languages', async () => {
    const html = await (await app.request('/insights')).text();
    expect(html).toContain('Prices by township');
    expect(html).toContain('href="/insights/bahan"');
    expect(html).toContain('href="/insights/yankin"');
    const burmese = await (await app.request('/insights?lang=my')).text();
    expect(burmese).toContain('မြို့နယ်အလိုက် ဈေးနှုန်းများ');
  });

  it('answers an unknown township with the 404 page, and any odd one with no server error', async () => {
    for (const path of ['/insights/atlantis', `/insights/${'x'.repeat(3000)}`, '/insights/%E1%80%97%E1%80%9F']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found');
    }
    for (const path of ['/insights/bahan%00', '/insights/%ZZ', '/insights/bahan/extra', '/insights/..%2f..%2fetc']) {
      expect((await app.request(path)).status, path).toBeLessThan(500);
    }
  });

  it('lists both pages in the sitemap in both languages', async () => {
    const xml = await (await app.request('/sitemaps/pages.xml')).text();
    for (const lang of ['en', 'my']) {
      expect(xml).toContain(`/insights?lang=${lang}</loc>`);
      expect(xml).toContain(`/insights/bahan?lang=${lang}</loc>`);
    }
  });
});
