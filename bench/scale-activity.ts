// What a site of this size has besides its listings, written in SQL after them (bench/scale.ts):
// photos with their perceptual hashes, a year of daily figures per listing (a long tail: a
// listing has a row on one day in five at most while it is new, fewer as it ages), the raw views of
// the last 30 days behind them, earlier asking prices, and people who saved homes. Draws are
// seeded, so two runs load the same rows. Large tables are written without their indexes, which are
// then built once (bench/load-data.ts).
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { yangonDay } from '../app/domain/listings/yangon-day.server';
import { insertPhotos } from './duplicate-check';
import { buildIndexes, dropIndexes } from './load-data';

/** Raw views are kept for this many days (the app keeps them for ever; a year's at a million listings would be some 50 M rows). */
export const RAW_VIEW_DAYS = 30;
/** People with an account who save homes, per listing; each saves 1 to 8. */
const SEEKERS_PER_LISTING = 0.1;
/** Listings with an earlier, higher asking price in their history. */
const REPRICED_SHARE = 0.3;

export interface Activity {
  photos: number;
  dailyRows: number;
  rawViews: number;
  priceRows: number;
  seekers: number;
  favourites: number;
  seconds: number;
}

type Rows<T> = { rows: T[] };
const count = async (table: string) => Number(((await getDb().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as Rows<{ n: number }>).rows[0].n);

/** The foreign-key checks of a table's own rows (PostgreSQL's internal triggers, one per row written). */
async function foreignKeyChecks(table: string): Promise<string[]> {
  const result = (await getDb().execute(sql`
    select tgname as name from pg_trigger
    where tgrelid = ${table}::regclass and tgisinternal and tgfoid in ('"RI_FKey_check_ins"'::regproc, '"RI_FKey_check_upd"'::regproc)`)) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

/**
 * Runs `write` with `tables`' indexes dropped (primary keys no other table points at too), then
 * builds them. Their foreign keys are not checked row by row meanwhile: the rows are made from
 * rows that exist, and 23 M daily figures spent minutes on the checks alone. Other triggers run.
 */
async function withoutIndexes(tables: string[], write: () => Promise<void>) {
  const db = getDb();
  const definitions: string[] = [];
  const checks: [string, string[]][] = [];
  for (const table of tables) {
    definitions.push(...(await dropIndexes(table, { primaryKey: true })));
    checks.push([table, await foreignKeyChecks(table)]);
  }
  const toggle = async (state: 'enable' | 'disable') => {
    for (const [table, names] of checks) for (const name of names) await db.execute(sql.raw(`alter table ${table} ${state} trigger "${name}"`));
  };
  await toggle('disable');
  try {
    await write();
  } finally {
    await toggle('enable');
  }
  await buildIndexes(definitions);
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** One to four more photos a listing (positions 3 to 6), each its own file with a hash. */
const photos = () => withoutIndexes(['photo_hashes', 'listing_images'], async () => void (await insertPhotos({ count: sql`1 + (l.ref_no * 7) % 4`, firstPosition: 3 })));

/**
 * A year of daily figures. A listing is seen on at most one day in five (every fifth day from a
 * phase of its own), every such day in its first 60 days, then less and less (half as often
 * every four months, down to a tenth).
 */
async function dailyFigures(today: string) {
  await withoutIndexes(['listing_daily_stats'], () =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.17)`);
      await tx.execute(sql`
        insert into listing_daily_stats (listing_id, day, views, saves, enquiries, contact_taps, alerts)
        select l.id, ${today}::date - k, 1 + floor(8 * random() ^ 2)::int, (random() < 0.12)::int, (random() < 0.03)::int, (random() < 0.1)::int, (random() < 0.05)::int
        from listings l
        cross join lateral generate_series(abs(hashtext(l.id::text)) % 5, least(364, ${today}::date - ((l.created_at at time zone 'UTC') + interval '6 hours 30 minutes')::date), 5) as k
        where random() < greatest(0.1, exp(-greatest(0, ${today}::date - k - ((l.created_at at time zone 'UTC') + interval '6 hours 30 minutes')::date - 60) / 180.0))`);
    }),
  );
}

/** The raw views of the last RAW_VIEW_DAYS days, one a visitor, as many as the daily figures count (the hourly rollup reads them again). */
const rawViews = (today: string) =>
  withoutIndexes(['page_views'], async () => {
    await getDb().execute(sql`
      insert into page_views (listing_id, visitor_hash, day)
      select s.listing_id, md5(s.listing_id::text || s.day::text || g), s.day
      from listing_daily_stats s cross join lateral generate_series(1, s.views) as g
      where s.day > ${today}::date - ${RAW_VIEW_DAYS}::int`);
  });

/** An earlier asking price 5 to 25 % higher for some listings: their first price, then the cut half-way to their last update. */
async function priceHistory() {
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.23)`);
    await tx.execute(sql`
      with picked as materialized (
        select id, regular_price, currency, created_at, updated_at from listings where random() < ${REPRICED_SHARE}
      ), cut as (
        update listing_prices p set changed_at = picked.created_at + (picked.updated_at - picked.created_at) / 2
        from picked where p.listing_id = picked.id
      )
      insert into listing_prices (listing_id, price, currency, changed_at)
      select id, round(regular_price * (1.05 + 0.2 * random())::numeric, 2), currency, created_at from picked`);
  });
  await getDb().execute(sql`vacuum analyze listing_prices`);
}

/** People who saved homes: SEEKERS_PER_LISTING per listing, each 1 to 8 listings, saved over the last year. */
async function seekersAndFavourites(listings: number) {
  const db = getDb();
  await db.execute(sql`
    insert into users (username, email, email_confirmed_at, created_at)
    select 'bench.seeker' || i, 'bench.seeker' || i || '@bench.yangonhomes.local', now(), now() - (i % 730) * interval '1 day'
    from generate_series(1, ${Math.ceil(listings * SEEKERS_PER_LISTING)}::int) i`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.31)`);
    await tx.execute(sql`
      with seekers as (
        select id, row_number() over (order by id) as n from users where email like 'bench.seeker%@bench.yangonhomes.local'
      ), refs as (select min(ref_no) as low, count(*) as n from listings)
      insert into favourites (user_id, listing_id, title, created_at)
      select s.id, l.id, l.name, greatest(l.created_at, now() - random() * interval '365 days')
      from seekers s cross join refs cross join lateral generate_series(1, 1 + (s.n * 13) % 8) as k
      join listings l on l.ref_no = refs.low + (s.n * 7919 + k * 104729) % refs.n
      on conflict do nothing`);
  });
  await db.execute(sql`vacuum analyze favourites`);
  await db.execute(sql`vacuum analyze users`);
}

export async function addActivity({ listings, now = new Date(), log = console.log }: { listings: number; now?: Date; log?: (line: string) => void }): Promise<Activity> {
  const started = Date.now();
  const today = yangonDay(now);
  const step = async (name: string, run: () => Promise<void>) => {
    const t0 = Date.now();
    await run();
    log(`  ${name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step('photos with their hashes', photos);
  await step('a year of daily figures', () => dailyFigures(today));
  await step(`the raw views of ${RAW_VIEW_DAYS} days`, () => rawViews(today));
  await step('earlier asking prices', priceHistory);
  await step('people and the homes they saved', () => seekersAndFavourites(listings));
  return {
    photos: await count('photo_hashes'),
    dailyRows: await count('listing_daily_stats'),
    rawViews: await count('page_views'),
    priceRows: await count('listing_prices'),
    seekers: Math.ceil(listings * SEEKERS_PER_LISTING),
    favourites: await count('favourites'),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
