// Grows the benchmark's listings to a target count in SQL: the app's factories (bench/load-data.ts)
// write the first rows, and each further listing copies one of them with a new posting date, a
// price 15 % either way, its own chance of being rented out or sold, and a lister of its own. A
// million listings made by the factories row by row would take most of an hour on a 2-core host;
// copied, a few minutes. The factories' rows and the copies are then written again together,
// oldest first, as a live site writes them: the table's physical order follows created_at (the
// planner's correlation statistic depends on it; appended copies left it at 0.55). Every listing
// then gets one to three photos of its kind, as the factories give them.
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';

/** Listings per lister, as bench/load-data.ts gives them. */
const LISTINGS_PER_AGENT = 250;

type Rows<T> = { rows: T[] };

/** The listings table's columns a copy writes: all but the reference number (made by the database) and any generated column. */
async function copiedColumns(): Promise<string[]> {
  const result = (await getDb().execute(sql`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'listings'
      and is_generated = 'NEVER' and is_identity = 'NO'
    order by ordinal_position`)) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

/** What a copy writes instead of its source's value (`src`: the source row with its draws; copy 0 is the source itself). */
const CHANGED: Record<string, string> = {
  id: `gen_random_uuid()`,
  user_ref: `(select ids from new_agents)[1 + src.n % (select cardinality(ids) from new_agents)]`,
  regular_price: `src.price`,
  discount_price: `case when src.discount_price is null then null else greatest(0, floor(src.price * 0.9)) end`,
  property_status: `case when src.r_closed >= $closed then 'Still Available' when src.type = 'rent' then 'Rented Out' else 'Sold Out' end`,
  created_at: `src.posted`,
  updated_at: `src.posted + src.r_updated * (now() - src.posted)`,
  changed_at: `src.posted + src.r_updated * (now() - src.posted)`,
};

/**
 * Grows the listings to `target`: copies of the listings already there, each listed by one of
 * the new listers (bench.agent<n>, 250 listings each), all rewritten oldest first, then photos.
 */
export async function growListings({ target, closedShare, log = console.log }: { target: number; closedShare: number; log?: (line: string) => void }): Promise<number> {
  const db = getDb();
  const started = Date.now();
  const [{ base, agents }] = ((await db.execute(sql`
    select (select count(*)::int from listings) as base,
      (select count(*)::int from users where email like 'bench.agent%@bench.yangonhomes.local') as agents`)) as unknown as Rows<{ base: number; agents: number }>).rows;
  const need = target - base;
  if (need <= 0) return 0;
  await db.execute(sql`
    insert into users (username, email, role)
    select 'bench.agent' || i, 'bench.agent' || i || '@bench.yangonhomes.local', 'agent' from generate_series(${agents + 1}::int, ${Math.ceil(target / LISTINGS_PER_AGENT)}::int) i`);
  const columns = await copiedColumns();
  const values = columns.map((c) => `case when src.copy = 0 then src.${c} else ${CHANGED[c] ?? `src.${c}`} end`.replace('$closed', String(closedShare)));
  // The photo file of each property type, then the table emptied (its photos and first prices with it) to be written again in order.
  await db.execute(sql`create unlogged table bench_kinds as
    select distinct on (l.property_type) l.property_type, i.url from listings l join listing_images i on i.listing_id = l.id order by l.property_type`);
  await db.execute(sql`create unlogged table bench_base as select * from listings`);
  await db.execute(sql`truncate listings cascade`);
  // Reproducible draws: one statement in one transaction, on one connection.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.4242)`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(
      sql.raw(`
      with new_agents as materialized (
        select array_agg(id order by id) as ids from users
        where email like 'bench.agent%@bench.yangonhomes.local' and substring(username from 12)::int > ${agents}
      )
      insert into listings (${columns.join(', ')})
      select ${values.join(', ')}
      from (
        select l.*, copy, row_number() over (order by copy) as n,
          case when copy = 0 then l.created_at else now() - random() * interval '730 days' end as posted,
          random() as r_updated, random() as r_closed,
          greatest(1, round(l.regular_price * (0.85 + 0.3 * random())::numeric, case when l.currency = 'USD' then -1 else 1 end)) as price
        from bench_base l cross join generate_series(0, ${Math.ceil(need / base)}) as copy
      ) as src
      where src.n <= ${target}
      order by src.posted`),
    );
  });
  await db.execute(sql`drop table bench_base`);
  log(`  ${need.toLocaleString('en-US')} copies written in SQL, every listing oldest first, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const photosStarted = Date.now();
  await db.execute(sql`
    insert into listing_images (listing_id, position, url)
    select l.id, p, k.url from listings l join bench_kinds k on k.property_type = l.property_type cross join lateral generate_series(0, l.ref_no % 3) as p`);
  await db.execute(sql`drop table bench_kinds`);
  log(`  their photos in ${((Date.now() - photosStarted) / 1000).toFixed(1)} s`);
  return need;
}
