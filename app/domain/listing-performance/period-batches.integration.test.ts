// The 30- and 90-day rows on the real database, rewritten a batch of whole peer groups at a time:
// the same rows as one statement over every listing gave, none left of a listing hidden, deleted
// or moved before or during a run, a run stopped half way finished by the next, and two runs at
// once one after the other.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { listingDailyStats, listings, type Listing } from '../../db/schema';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { oneStatementPeriodsSql, periodOf } from '../../../tests/support/listing-figures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { yangonDay } from '../listings/yangon-day.server';
import { addDays, rollPeriods, rollupListingStats } from './rollup.server';

setupTestDatabase();

const DAY = 24 * 3600_000;
const now = new Date();
const today = yangonDay(now);
const yesterday = addDays(today, -1);

describe('the 30- and 90-day rows, written a batch of peer groups at a time', () => {
  /** Small enough that the groups below take several batches, some of them more than one group. */
  const BATCH = 4;
  /** First in key order, so alone in the first batch: a listing of it is hidden, and one moved into it, once that batch is written. */
  const BAHAN_RENT = { township: 'bahan', type: 'rent', propertyType: 'condo' } as const;
  const SANCHAUNG = { township: 'sanchaung', type: 'rent', propertyType: 'condo' } as const;
  const BAHAN_SALE = { township: 'bahan', type: 'sale', propertyType: 'condo' } as const;
  const DAGON = { township: 'dagon', type: 'sale', propertyType: 'land' } as const;
  const KAMAYUT_RENT = { township: 'kamayut', type: 'rent', propertyType: 'house' } as const;
  /** Two listings: the peers a Bahan condo moved into their group is ranked among. */
  const KAMAYUT_SALE = { township: 'kamayut', type: 'sale', propertyType: 'house' } as const;
  const tomorrow = addDays(today, 1);
  const dayAfter = addDays(today, 2);
  let sanchaung: Listing[];
  let bahanSale: Listing[];
  let dagon: Listing;

  type Row = Record<string, unknown>;
  const rowsOf = async (query: SQL) => ((await getDb().execute(query)) as unknown as { rows: Row[] }).rows;
  /** Every row of listing_period_stats, as the pages read them. */
  const table = () =>
    rowsOf(sql`select listing_id, days, views, saves, enquiries, contact_taps, alerts, rank, peers, peer_median_views, up_to::text as up_to
      from listing_period_stats order by listing_id, days`);
  /** The rows the single statement that wrote every listing's rows at once gave on `day`. */
  const oneStatement = (day: string) => rowsOf(oneStatementPeriodsSql(day));
  /** Each peer group's listings and the transactions that wrote their rows. */
  const writtenPerGroup = () =>
    rowsOf(sql`select l.township, l.type, l.property_type, count(distinct l.id)::int as listings, array_agg(distinct s.xmin::text) as written
      from listing_period_stats s join listings l on l.id = s.listing_id group by 1, 2, 3`) as Promise<{ listings: number; written: string[] }[]>;
  /** The table's order: a uuid's text sorts as the uuid does. */
  const byKey = (x: Row, y: Row) => (x.listing_id === y.listing_id ? Number(x.days) - Number(y.days) : String(x.listing_id) < String(y.listing_id) ? -1 : 1);
  const rowsOfListing = (listing: Listing) => rowsOf(sql`select days from listing_period_stats where listing_id = ${listing.id}`);

  beforeAll(async () => {
    const lister = await insertUser();
    const posted = new Date(now.getTime() - 100 * DAY);
    const listingsOf = async (group: { township: string; type: string; propertyType: string }, n: number) => {
      const made: Listing[] = [];
      for (let i = 0; i < n; i++) made.push(await insertListing(lister, { ...group, createdAt: posted }));
      return made;
    };
    const bahanRent = await listingsOf(BAHAN_RENT, 3);
    sanchaung = await listingsOf(SANCHAUNG, 6);
    bahanSale = await listingsOf(BAHAN_SALE, 5);
    [dagon] = await listingsOf(DAGON, 1);
    const kamayutRent = await listingsOf(KAMAYUT_RENT, 2);
    const kamayutSale = await listingsOf(KAMAYUT_SALE, 2);
    // Days within 30, within 90 only, before 90 and in the live days, with ties and listings without any.
    const fresh = [...sanchaung, ...bahanSale, dagon, ...kamayutRent, ...bahanRent, ...kamayutSale];
    const rows = fresh.flatMap((listing, i) =>
      i % 4 === 3
        ? []
        : [
            { listingId: listing.id, day: addDays(today, -3), views: i % 3, saves: i % 2, contactTaps: 1 },
            { listingId: listing.id, day: addDays(today, -25), views: (i * 7) % 5, enquiries: i % 2 },
            { listingId: listing.id, day: addDays(today, -60), views: (i * 3) % 4, alerts: 1 },
            { listingId: listing.id, day: addDays(today, -95), views: 9 },
            { listingId: listing.id, day: yesterday, views: 11 },
          ],
    );
    await getDb().insert(listingDailyStats).values(rows);
  });

  it('are the rows one statement over every listing gave, each batch its own transaction of whole groups', async () => {
    expect(await rollPeriods(today, { always: true, batchSize: BATCH })).toBe(true);
    expect(await table()).toEqual(await oneStatement(today));
    const groups = await writtenPerGroup();
    expect(groups.length).toBeGreaterThanOrEqual(6);
    // Every group's rows in one transaction (its ranks, count and median with them)...
    for (const group of groups) expect(group.written).toHaveLength(1);
    // ...several transactions, none writing more than a batch's listings unless one group alone.
    const perTransaction = new Map<string, typeof groups>();
    for (const group of groups) perTransaction.set(group.written[0], [...(perTransaction.get(group.written[0]) ?? []), group]);
    expect(perTransaction.size).toBeGreaterThan(3);
    const shared = [...perTransaction.values()].filter((together) => together.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.map((together) => together.reduce((n, group) => n + group.listings, 0)).filter((n) => n > BATCH)).toEqual([]);
    expect(groups.some((group) => group.listings > BATCH)).toBe(true);
  });

  it('leave no row of a listing hidden, deleted or moved, before the run or while it runs', async () => {
    // Before the next day's first run: one hidden, one moved to Kamayut's houses for sale, one deleted.
    const [gone] = sanchaung.splice(5, 1);
    await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, gone.id));
    const moved = bahanSale[4];
    await getDb().update(listings).set({ township: 'kamayut', propertyType: 'house' }).where(eq(listings.id, moved.id));
    await getDb().delete(listings).where(eq(listings.id, dagon.id));
    // While it runs, once the first batch's rows are written: a listing of it hidden, and one of
    // a later batch moved into its group. The first batch's listings keep the figures of when they
    // were ranked, as they would from one statement.
    let hiddenMidRun: string | undefined;
    const movedMidRun = sanchaung[0];
    const firstBatch = new Set<unknown>();
    let rankedThen: Row[] = [];
    const afterBatch = async (batch: number) => {
      if (batch !== 0) return;
      for (const row of await rowsOf(sql`select listing_id from listing_period_stats where up_to = ${yesterday}::date`)) firstBatch.add(row.listing_id);
      hiddenMidRun = [...firstBatch][0] as string;
      rankedThen = (await oneStatement(tomorrow)).filter((row) => firstBatch.has(row.listing_id) && row.listing_id !== hiddenMidRun);
      await getDb().update(listings).set({ hiddenAt: now, hiddenReason: 'scam' }).where(eq(listings.id, hiddenMidRun));
      await getDb().update(listings).set(BAHAN_RENT).where(eq(listings.id, movedMidRun.id));
    };
    expect(await rollPeriods(tomorrow, { always: false, batchSize: BATCH, afterBatch })).toBe(true);
    expect(hiddenMidRun).toBeDefined();
    expect(await getDb().execute(sql`select 1 from listing_period_stats where listing_id = ${hiddenMidRun!}`)).toMatchObject({ rows: [] });
    expect(await rowsOfListing(gone)).toEqual([]);
    expect(await rowsOfListing(dagon)).toEqual([]);
    expect(firstBatch.has(movedMidRun.id)).toBe(false);
    expect(await rowsOfListing(movedMidRun)).toEqual([]);
    // Ranked among its new peers: the two Kamayut houses for sale and itself.
    expect(await periodOf(moved, 30)).toMatchObject({ peers: 3, upTo: yesterday });
    const rest = (await oneStatement(tomorrow)).filter((row) => !firstBatch.has(row.listing_id) && row.listing_id !== movedMidRun.id);
    expect(rankedThen.length).toBeGreaterThan(0);
    expect(await table()).toEqual([...rankedThen, ...rest].sort(byKey));
  });

  it('are finished by the next run when a run stops half way', async () => {
    const stopped = rollPeriods(dayAfter, {
      always: false,
      batchSize: BATCH,
      afterBatch: async (batch) => {
        if (batch === 1) throw new Error('stopped');
      },
    });
    await expect(stopped).rejects.toThrow('stopped');
    // Half written: the next hourly run of the day finds it so and writes them all.
    expect(new Set((await table()).map((row) => row.up_to))).toEqual(new Set([yesterday, today]));
    const later = new Date(now.getTime() + 2 * DAY);
    expect(await rollupListingStats({ days: 2, now: later })).toMatchObject({ periodsRolled: true });
    expect(await table()).toEqual(await oneStatement(dayAfter));
    expect(await rollupListingStats({ days: 2, now: later })).toMatchObject({ periodsRolled: false });
    // The first row in key order written, the rest a day behind and wrong: all written again.
    const [first] = await table();
    await getDb().execute(sql`update listing_period_stats set up_to = ${yesterday}::date, views = 999, rank = 999
      where (listing_id, days) > (${first.listing_id as string}::uuid, ${first.days as number}::smallint)`);
    expect(await rollupListingStats({ days: 2, now: later })).toMatchObject({ periodsRolled: true });
    expect(await table()).toEqual(await oneStatement(dayAfter));
  });

  it('are written by one run at a time: two runs at once do not interleave their batches', async () => {
    const order: string[] = [];
    const run = (name: string) =>
      rollPeriods(dayAfter, {
        always: true,
        batchSize: BATCH,
        afterBatch: async (batch) => {
          order.push(`${name}${batch}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
    await Promise.all([run('a'), run('b')]);
    const batches = order.length / 2;
    expect(batches).toBeGreaterThan(3);
    const inTurn = (first: string, second: string) => [...Array.from({ length: batches }, (_, i) => `${first}${i}`), ...Array.from({ length: batches }, (_, i) => `${second}${i}`)];
    expect([inTurn('a', 'b'), inTurn('b', 'a')]).toContainEqual(order);
    expect(await table()).toEqual(await oneStatement(dayAfter));
  });
});
