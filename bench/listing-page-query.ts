// The listing page's database work, before and after it was merged into one query: the old
// listing query (view count as count(*) over page_views) followed by the similar listings as a
// second query, against the one query that carries the counter and the similar cards. Run on a
// loaded database, interleaved (old, new, old, new...) over the same random listings, with
// EXPLAIN ANALYZE of the new query for a listing of the commonest and the rarest kind.
//   npx tsx scripts/with-postgres.ts npx tsx bench/listing-page-query.ts
// Knobs: BENCH_LISTINGS (100,000), ROUNDS (6) of SAMPLE (300) listings each.
import { eq, sql } from 'drizzle-orm';
import { setDb } from '../app/db/registry.server';
import { agentProfiles, listings, pageViews, townships, users } from '../app/db/schema';
import { listingWithImages } from '../app/domain/listings/get-listing.server';
import { listingWithContext } from '../app/domain/listings/listing-page.server';
import { findSimilar } from '../app/domain/listings/related.server';
import { loadDatabase } from './loaded-database';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const SAMPLE = Number(process.env.SAMPLE ?? 300);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];


const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Run under scripts/with-postgres.ts (TEST_DATABASE_URL).');

const loaded = await loadDatabase({
  kind: 'postgres',
  serverUrl,
  listings: LISTINGS,
  whileOpen: async (db) => {
    setDb(db);
    const oldMain = db
      .select({
        ...listingWithImages,
        lister: { id: users.id, username: users.username, email: users.email, avatar: users.avatar },
        agency: { name: agentProfiles.name, phone: agentProfiles.phone, images: agentProfiles.imageUrls },
        township: { en: townships.nameEn, my: townships.nameMy },
        views: db.$count(pageViews, eq(pageViews.listingId, listings.id)),
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userRef))
      .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .leftJoin(townships, eq(townships.slug, listings.township))
      .where(eq(listings.id, sql.placeholder('id')))
      .limit(1)
      .prepare('old_listing_page');
    const before = async (id: string) => {
      const [row] = await oldMain.execute({ id });
      return findSimilar({ id: row.listing.id, type: row.listing.type, township: row.listing.township, propertyType: row.listing.propertyType });
    };
    const after = async (id: string) => (await listingWithContext(id))!.similar;

    const all = ((await db.execute(sql`select id from listings order by random() limit ${ROUNDS * SAMPLE}`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    // Warm both (caches, prepared plans past the 5 custom ones).
    for (const id of all.slice(0, 100)) {
      await before(id);
      await after(id);
    }
    const ms = { before: [] as number[], after: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const ids = all.slice(round * SAMPLE, (round + 1) * SAMPLE);
      for (const [name, run] of (round % 2 ? [['after', after], ['before', before]] : [['before', before], ['after', after]]) as ['before' | 'after', (id: string) => Promise<unknown>][]) {
        const start = performance.now();
        for (const id of ids) await run(id);
        ms[name].push((performance.now() - start) / ids.length);
      }
    }
    console.log(`per listing page, wall ms from this process, ${ROUNDS} rounds of ${SAMPLE}:`);
    console.log(`  before (2 queries): median ${median(ms.before).toFixed(3)} [${ms.before.map((x) => x.toFixed(3)).join(', ')}]`);
    console.log(`  after  (1 query):   median ${median(ms.after).toFixed(3)} [${ms.after.map((x) => x.toFixed(3)).join(', ')}]`);

    // The worst case for one plan for all: a listing with nothing similar (its own township and a
    // property type no other listing of its type has), where the walk reads the whole type.
    await db.execute(sql`insert into townships (slug, name_en, name_my, position) values ('bench-lonely', 'Lonely', 'Lonely', 999) on conflict do nothing`);
    await db.execute(sql`update listings set type = 'rent' where type = 'sale' and property_type = 'industrial-zone'`);
    await db.execute(sql`vacuum analyze listings`);
    const [lonely] = ((await db.execute(
      sql`update listings set type = 'sale', township = 'bench-lonely' where id = (select id from listings where property_type = 'industrial-zone' limit 1) returning id`,
    )) as unknown as { rows: { id: string }[] }).rows;
    const lonelyMs = { before: [] as number[], after: [] as number[] };
    for (let round = 0; round < 2 * ROUNDS; round++) {
      for (const [name, run] of [['before', before], ['after', after]] as const) {
        const start = performance.now();
        for (let i = 0; i < 20; i++) await run(lonely.id);
        lonelyMs[name].push((performance.now() - start) / 20);
      }
    }
    console.log(`a listing with nothing similar: before median ${median(lonelyMs.before).toFixed(3)} ms, after ${median(lonelyMs.after).toFixed(3)} ms`);

    // EXPLAIN ANALYZE of the similar listings for a listing of the commonest and the rarest kind.
    const kinds = (await db.execute(sql`select type, township, property_type, n from listing_counts where n > 0 order by n`)) as unknown as {
      rows: { type: string; township: string; property_type: string; n: number }[];
    };
    for (const kind of [kinds.rows[0], kinds.rows[kinds.rows.length - 1], { type: 'sale', township: 'bench-lonely', property_type: 'industrial-zone', n: 1 }]) {
      const [{ id }] = (
        (await db.execute(
          sql`select id from listings where type = ${kind.type} and township = ${kind.township} and property_type = ${kind.property_type} limit 1`,
        )) as unknown as { rows: { id: string }[] }
      ).rows;
      const plan = async (query: ReturnType<typeof sql>) => {
        const result = (await db.execute(sql`explain (analyze, buffers, format text) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      const [basis] = (await db.select({ type: listings.type, township: listings.township, propertyType: listings.propertyType }).from(listings).where(eq(listings.id, id)));
      console.log(`\n=== ${kind.type} ${kind.property_type} in ${kind.township} (${kind.n} such listings) ===`);
      console.log('--- before: similar listings as their own query ---');
      console.log(
        await plan(
          sql`select id from listings where id <> ${id} and type = ${basis.type} and (township = ${basis.township} or property_type = ${basis.propertyType}) order by created_at desc, id desc limit 4`,
        ),
      );
      console.log('--- after: the one query (its similar-listings subplan) ---');
      const { similarCardsColumn } = await import('../app/domain/listings/related.server');
      console.log(await plan(sql`select ${similarCardsColumn} from listings where listings.id = ${id}`));
    }
  },
});
await loaded.remove();
