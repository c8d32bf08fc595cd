// The rate of the day on a real database: every listing's price in both currencies, kept by the
// database when a listing is written, and converted in batches by a job when an admin sets a new
// rate through the page's form, which refuses a negative or absurd rate with the browser's own
// message. The job records the rate first, so it is the rate of the day at once; while the
// listings are converted, a search finds every listing once, at the old rate or the new.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { exchangeRates, listings, townshipPriceGroups, type Listing, type User } from '../../db/schema';
import { convertBudget } from '../../lib/exchange-rate';
import { EXCHANGE_RATE_MESSAGES } from '../../lib/forms/exchange-rate';
import type { RatePreview } from '../../lib/views/exchange-rate-view';
import { action, loader } from '../../routes/exchange-rate';
import { loader as searchLoader } from '../../routes/search';
import { insertListing, insertUser, makeUser } from '../../../tests/support/fixtures';
import { jobsSettled, TEST_JOB_QUEUE } from '../../../tests/support/job-queue';
import { call } from '../../../tests/support/requests';
import { convertedAt, prices } from '../../../tests/support/listing-prices';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { computePriceInsights } from '../insights/compute-price-insights.server';
import { jobQueue, startJobQueue, stopJobQueue } from '../jobs/queue.server';
import { APPLY_EXCHANGE_RATE_JOB, applyExchangeRateSteps, type RateChange } from './apply-exchange-rate.server';
import { rateOfTheDay } from './rate-of-the-day.server';
import { setExchangeRate } from './set-exchange-rate.server';

setupTestDatabase();

let owner: User;
let admin: User & { cookie: string };

/** The queue working the conversion job only, as the server would. */
const startRateJobs = () => startJobQueue({ ...TEST_JOB_QUEUE, jobs: TEST_JOB_QUEUE.jobs!.filter((job) => job.name === APPLY_EXCHANGE_RATE_JOB), schedules: [] });
const rateApplied = () => jobsSettled(APPLY_EXCHANGE_RATE_JOB);

beforeAll(async () => {
  owner = await insertUser();
  admin = await makeUser({ isAdmin: true });
  await startRateJobs();
});


const postRate = (value: string, cookie = admin.cookie) => call(action, '/exchange-rate', { body: new URLSearchParams({ kyatPerUsd: value }), cookie });

describe('a listing’s price in both currencies', () => {
  it('is written by the database at the rate of the day, and again when the price or currency changes', async () => {
    await setExchangeRate({ admin, kyatPerUsd: 4_500 });
    await rateApplied();
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 1_000, type: 'rent' });
    const lakh = await insertListing(owner, { currency: 'lakh MMK', regularPrice: 48, type: 'rent' });
    expect(await prices(dollars.id)).toEqual({ lakh: 45, usd: 1_000 });
    expect(await prices(lakh.id)).toEqual({ lakh: 48, usd: 1_066.67 });

    await getDb().update(listings).set({ regularPrice: 90 }).where(eq(listings.id, lakh.id));
    expect(await prices(lakh.id)).toEqual({ lakh: 90, usd: 2_000 });
    await getDb().update(listings).set({ currency: 'USD', regularPrice: 500 }).where(eq(listings.id, lakh.id));
    expect(await prices(lakh.id)).toEqual({ lakh: 22.5, usd: 500 });
  });

  it('follows a new rate set by an admin: both currencies of every listing, no migration', async () => {
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 800, type: 'sale' });
    const lakh = await insertListing(owner, { currency: 'lakh MMK', regularPrice: 250, type: 'sale' });
    const answer = await postRate('5,000');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/exchange-rate?set=1');
    await rateApplied();
    expect(await prices(dollars.id)).toEqual({ lakh: 40, usd: 800 });
    expect(await prices(lakh.id)).toEqual({ lakh: 250, usd: 5_000 });

    // The filter in either currency finds both listings at the new rate.
    const search = async (qs: string) => ((await (await call(searchLoader, `/search?type=sale&${qs}`)).json()) as { listings: { _id: string }[] }).listings.map((l) => l._id);
    expect(await search('currency=USD&minPrice=800&maxPrice=5000')).toEqual(expect.arrayContaining([dollars.id, lakh.id]));
    expect(await search('currency=lakh+MMK&minPrice=40&maxPrice=250')).toEqual(expect.arrayContaining([dollars.id, lakh.id]));
    expect(await search('currency=lakh+MMK&maxPrice=39')).not.toContain(dollars.id);

    await postRate('4000');
    await rateApplied();
    expect(await prices(dollars.id)).toEqual({ lakh: 32, usd: 800 });
    expect(await prices(lakh.id)).toEqual({ lakh: 250, usd: 6_250 });
  });

  it('keeps every rate with its date and who set it, newest first on the admin’s page', async () => {
    const page = (await (await call(loader, '/exchange-rate', { cookie: admin.cookie })).json()) as { history: { kyatPerUsd: number; setAt: string; setBy: string | null }[] };
    expect(page.history.slice(0, 3).map((rate) => rate.kyatPerUsd)).toEqual([4_000, 5_000, 4_500]);
    expect(page.history[0].setBy).toBe(admin.username);
    expect(new Date(page.history[0].setAt).getTime()).toBeGreaterThan(new Date(page.history[1].setAt).getTime());
  });
});

describe('the exchange-rate form', () => {
  it('refuses a negative rate, 10^12 and text with the browser’s message, keeping what was typed', async () => {
    for (const typed of ['-4500', '1000000000000', 'four thousand', '0', '']) {
      const answer = await postRate(typed);
      expect(answer.status, typed).toBe(400);
      const failure = (await answer.json()) as { errors: Record<string, string>; values: Record<string, unknown> };
      expect(failure.errors.kyatPerUsd).toBe(EXCHANGE_RATE_MESSAGES.rate);
      expect(failure.values.kyatPerUsd).toBe(typed);
    }
    const [newest] = await getDb().select().from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
    expect(Number(newest.kyatPerUsd)).toBe(4_000);
  });

  it('is an admin’s alone: anyone else is sent to sign in and nothing changes', async () => {
    const someone = await makeUser();
    for (const cookie of [someone.cookie, '']) {
      const answer = await postRate('9000', cookie);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/^\/sign-in/);
      expect((await call(loader, '/exchange-rate', { cookie })).status).toBe(302);
    }
    const rates = await getDb().select({ rate: exchangeRates.kyatPerUsd }).from(exchangeRates);
    expect(rates.map((r) => Number(r.rate))).not.toContain(9_000);
  });

  it('shows what a rate would change before it is set: the listings of each currency and a few before and after, nothing set', async () => {
    const rows = (await getDb().select({ n: count() }).from(exchangeRates))[0].n;
    const [usd, lakh] = [await insertListing(owner, { currency: 'USD', regularPrice: 900, type: 'rent' }), await insertListing(owner, { currency: 'lakh MMK', regularPrice: 45, type: 'rent' })];
    const [all] = await getDb()
      .select({ usd: sql<number>`count(*) filter (where ${listings.currency} = 'USD')`.mapWith(Number), lakh: sql<number>`count(*) filter (where ${listings.currency} <> 'USD')`.mapWith(Number) })
      .from(listings);
    const answer = await call(loader, '/exchange-rate?kyatPerUsd=5,000', { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    const { preview } = (await answer.json()) as { preview: RatePreview };
    expect(preview).toMatchObject({ kyatPerUsd: 5_000, listings: all });
    const now = preview.current;
    // The newest of each currency, in the other currency now and at 5,000 kyat to the dollar.
    expect(preview.examples.find((example) => example._id === usd.id)).toEqual({ _id: usd.id, name: usd.name, currency: 'USD', price: 900, other: 'lakh MMK', before: convertBudget(900, 'USD', 'lakh MMK', now), after: 45 });
    expect(preview.examples.find((example) => example._id === lakh.id)).toEqual({ _id: lakh.id, name: lakh.name, currency: 'lakh MMK', price: 45, other: 'USD', before: convertBudget(45, 'lakh MMK', 'USD', now), after: 900 });
    expect((await getDb().select({ n: count() }).from(exchangeRates))[0].n).toBe(rows);
  });

  it('refuses to preview a rate it would refuse to set, with the same words, keeping what was typed', async () => {
    for (const typed of ['-4500', '1000000000000', 'four thousand', '']) {
      const answer = await call(loader, `/exchange-rate?kyatPerUsd=${encodeURIComponent(typed)}`, { cookie: admin.cookie });
      expect(answer.status, typed).toBe(400);
      const { preview, refused } = (await answer.json()) as { preview: unknown; refused: { errors: Record<string, string>; values: Record<string, unknown> } };
      expect(preview).toBeNull();
      expect(refused.errors.kyatPerUsd).toBe(EXCHANGE_RATE_MESSAGES.rate);
      expect(refused.values.kyatPerUsd).toBe(typed);
    }
    const someone = await makeUser();
    expect((await call(loader, '/exchange-rate?kyatPerUsd=5000', { cookie: someone.cookie })).status).toBe(302);
  });

  it('is refused by the database too, whatever writes it', async () => {
    await expect(getDb().insert(exchangeRates).values({ kyatPerUsd: -1 })).rejects.toThrow();
    await expect(getDb().insert(exchangeRates).values({ kyatPerUsd: 1e9 })).rejects.toThrow();
  });
});

describe('a new rate, converted in batches by a job', () => {
  const rateRows = async () => (await getDb().select({ n: count() }).from(exchangeRates))[0].n;
  const change = (kyatPerUsd: number, setAt = new Date()): RateChange => ({ kyatPerUsd, setBy: admin.id, setAt: setAt.toISOString() });

  it('answers the admin at once: the listings are converted afterwards, by the job, and the rate is then the rate of the day', async () => {
    const before = await rateOfTheDay();
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 2_000, type: 'rent' });
    // No worker: the job waits in the queue, as it would behind another.
    await stopJobQueue();
    await setExchangeRate({ admin, kyatPerUsd: before + 1_000 });
    expect(await (await jobQueue()).pending(APPLY_EXCHANGE_RATE_JOB)).toBe(1);
    expect(await prices(dollars.id)).toEqual(convertedAt(dollars, before));
    expect(await rateOfTheDay()).toBe(before);

    await startRateJobs();
    await rateApplied();
    expect(await prices(dollars.id)).toEqual(convertedAt(dollars, before + 1_000));
    expect(await rateOfTheDay()).toBe(before + 1_000);
  });

  it('leaves every listing found once by a search between batches, at the old rate or the new; all at the new one after', async () => {
    const oldRate = await rateOfTheDay();
    const newRate = oldRate + 700;
    const mine = [
      ...(await Promise.all([900, 1_500, 2_400].map((regularPrice) => insertListing(owner, { township: 'dagon-myothit-seikkan', type: 'sale', currency: 'USD', regularPrice })))),
      ...(await Promise.all([350, 600, 1_200].map((regularPrice) => insertListing(owner, { township: 'dagon-myothit-seikkan', type: 'sale', currency: 'lakh MMK', regularPrice })))),
    ];
    type Card = { _id: string; priceLakh: number; priceUsd: number };
    const searchMine = async () => {
      // Every price in dollars, wide enough for both rates: the filter is on the converted column.
      const found = ((await (await call(searchLoader, '/search?township=dagon-myothit-seikkan&type=sale&currency=USD&minPrice=1&maxPrice=100000000')).json()) as { listings: Card[] }).listings;
      return found.filter((card) => mine.some((listing) => listing.id === card._id));
    };

    const seen = new Set<string>();
    let steps = 0;
    let written: Listing | undefined;
    let writtenFirst: Awaited<ReturnType<typeof prices>> | undefined;
    let rateAfterFirstStep: number | undefined;
    for await (const converted of applyExchangeRateSteps({ change: change(newRate), batchRows: 2 })) {
      steps++;
      expect(converted).toBeLessThanOrEqual(2);
      const cards = await searchMine();
      expect(cards.map((card) => card._id).toSorted()).toEqual(mine.map((listing) => listing.id).toSorted());
      for (const listing of mine) {
        const card = cards.find((c) => c._id === listing.id)!;
        const at = [oldRate, newRate].find((rate) => JSON.stringify({ lakh: card.priceLakh, usd: card.priceUsd }) === JSON.stringify(convertedAt(listing, rate)));
        expect(at, `${listing.currency} ${listing.regularPrice}`).toBeDefined();
        seen.add(at === newRate ? 'new' : 'old');
      }
      if (steps === 1) {
        rateAfterFirstStep = await rateOfTheDay();
        written = await insertListing(owner, { township: 'dagon-myothit-seikkan', type: 'sale', currency: 'USD', regularPrice: 3_000 });
        writtenFirst = await prices(written.id);
      }
    }
    // The rate was recorded before the first batch: the rate of the day while the listings were converted.
    expect(rateAfterFirstStep).toBe(newRate);
    // A listing posted while the conversion ran took the rate of the day then, the new one.
    expect(writtenFirst).toEqual(convertedAt(written!, newRate));
    // A search saw some listings converted and others not yet: the batches are committed one by one.
    expect(seen).toEqual(new Set(['old', 'new']));
    for (const listing of [...mine, written!]) expect(await prices(listing.id)).toEqual(convertedAt(listing, newRate));
    expect(await rateOfTheDay()).toBe(newRate);
  });

  it('takes the township medians of /insights to the new rate with the listings, not the night after', async () => {
    const condos = await Promise.all([10, 11, 12, 13, 14].map((regularPrice) => insertListing(owner, { township: 'ahlone', type: 'rent', propertyType: 'condo', bedrooms: 2, currency: 'lakh MMK', regularPrice })));
    await computePriceInsights();
    const medianUsd = async () => {
      const rows = await getDb().select({ usd: townshipPriceGroups.medianUsd }).from(townshipPriceGroups).where(and(eq(townshipPriceGroups.township, 'ahlone'), eq(townshipPriceGroups.type, 'rent'), eq(townshipPriceGroups.propertyType, 'condo')));
      return rows.map((row) => Number(row.usd));
    };
    const rate = (await rateOfTheDay()) + 500;
    await setExchangeRate({ admin, kyatPerUsd: rate });
    await rateApplied();
    // The middle one of five: 12 lakh, in dollars at the new rate.
    expect(await medianUsd()).toEqual([Math.round(convertedAt(condos[2], rate).usd)]);
  });

  it('redoes nothing when run again, as a retried job does: no row rewritten, the rate recorded once', async () => {
    const rate = (await rateOfTheDay()) + 300;
    const again = change(rate);
    for await (const converted of applyExchangeRateSteps({ change: again, batchRows: 3 })) void converted;
    const rows = await rateRows();
    const rewritten: number[] = [];
    for await (const converted of applyExchangeRateSteps({ change: again, batchRows: 3 })) rewritten.push(converted);
    expect(rewritten.every((n) => n === 0)).toBe(true);
    expect(await rateRows()).toBe(rows);
    expect(await rateOfTheDay()).toBe(rate);
  });

  it('finishes the conversion when a job stopped after a batch is retried: the rate recorded once, the rate of the day from the first', async () => {
    const listed = await Promise.all([700, 1_100, 1_900].map((regularPrice) => insertListing(owner, { currency: 'USD', regularPrice, type: 'rent' })));
    const before = await rateOfTheDay();
    const rate = before + 200;
    const stopped = change(rate);
    const rows = await rateRows();
    // The job fails after its first batch: the generator is left there.
    for await (const converted of applyExchangeRateSteps({ change: stopped, batchRows: 2 })) {
      void converted;
      break;
    }
    expect(await rateRows()).toBe(rows + 1);
    expect(await rateOfTheDay()).toBe(rate);
    // One batch of two rewrote at most two of the three.
    const stillOld = await Promise.all(listed.map(async (listing) => JSON.stringify(await prices(listing.id)) === JSON.stringify(convertedAt(listing, before))));
    expect(stillOld).toContain(true);
    for await (const converted of applyExchangeRateSteps({ change: stopped, batchRows: 2 })) void converted;
    expect(await rateRows()).toBe(rows + 1);
    for (const listing of listed) expect(await prices(listing.id)).toEqual(convertedAt(listing, rate));
  });

  it('keeps a rate set later and already applied: an earlier one retried after it only joins the history', async () => {
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 1_000, type: 'rent' });
    const earlier = change(1_234, new Date(Date.now() - 60_000));
    const later = (await rateOfTheDay()) + 100;
    await setExchangeRate({ admin, kyatPerUsd: later });
    await rateApplied();
    const rewritten: number[] = [];
    for await (const converted of applyExchangeRateSteps({ change: earlier })) rewritten.push(converted);
    expect(rewritten).toEqual([]);
    expect(await rateOfTheDay()).toBe(later);
    expect(await prices(dollars.id)).toEqual(convertedAt(dollars, later));
    const history = (await (await call(loader, '/exchange-rate', { cookie: admin.cookie })).json()) as { history: { kyatPerUsd: number }[] };
    expect(history.history.map((rate) => rate.kyatPerUsd)).toContain(1_234);
  });
  it('leaves no listing behind that is written elsewhere in the table while the walk goes on: any write prices it at the rate of the day', async () => {
    const before = await rateOfTheDay();
    const rate = before + 250;
    // One listing a batch: after the first step the rate is recorded and only the table's first listing converted.
    const steps = applyExchangeRateSteps({ change: change(rate), batchRows: 1 });
    await steps.next();
    const [last] = await getDb().select().from(listings).orderBy(sql`ctid desc`).limit(1);
    expect(await prices(last.id)).toEqual(convertedAt(last, before));
    // Renamed, the walk not there yet: written again, perhaps on a page it has passed or past the table's end when it began.
    await getDb().update(listings).set({ name: sql`${listings.name} || ' (renamed)'` });
    expect(await prices(last.id)).toEqual(convertedAt(last, rate));
    for await (const converted of steps) void converted;
    const all = await getDb().select().from(listings);
    for (const listing of all) expect(await prices(listing.id), listing.id).toEqual(convertedAt(listing, rate));
  });
});
