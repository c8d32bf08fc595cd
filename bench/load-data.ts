// Fills a fresh database with realistic listings for the benchmark: English and Burmese titles,
// every township, property type and currency (the demo factories), spread over two years, owned by
// a few hundred agents, with one to three images each drawn from a handful of real image files.
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { listingImages, listings, users } from '../app/db/schema';
import { generateArtImage } from '../app/db/demo/art.server';
import { BAHAN_CONDO_TITLE, listingInput, mulberry32, randInt } from '../app/db/demo/factories.server';
import { PROPERTY_TYPES } from '../app/lib/constants';

const DAY = 86_400_000;
/** Rows per INSERT: 25 columns x 2,000 rows stays well under PostgreSQL's 65,535 parameters. */
const LISTING_CHUNK = 2_000;
const IMAGE_CHUNK = 10_000;

export interface LoadedData {
  listings: number;
  images: number;
  users: number;
  /** A few listing ids for the listing-page scenario. */
  sampleIds: string[];
  seconds: number;
}

export interface LoadOptions {
  count: number;
  seed?: number;
  /** The share of listings rented out or sold (`npm run bench`: 0.1). */
  closedShare?: number;
  /** Runs after the rows are in and before the indexes are built: more rows written in SQL (bench/scale-listings.ts). */
  beforeIndexes?: () => Promise<void>;
  log?: (line: string) => void;
}

export async function loadBenchData({ count, seed = 4242, closedShare = 0.1, beforeIndexes, log = console.log }: LoadOptions): Promise<LoadedData> {
  const started = Date.now();
  const db = getDb();
  const rng = mulberry32(seed);
  const agentCount = Math.max(1, Math.ceil(count / 250));
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: agentCount }, (_, i) => ({
        username: `bench.agent${i + 1}`,
        email: `bench.agent${i + 1}@bench.yangonhomes.local`,
        role: 'agent',
      })),
    )
    .returning({ id: users.id });

  // Six real files (one per property type), stored the way uploads are, so image URLs resolve.
  const pictures = new Map<string, string>();
  for (const [i, type] of PROPERTY_TYPES.entries()) pictures.set(type, await generateArtImage({ kind: type, seed: 900 + i }));

  // Rows are inserted oldest first, as a live site writes them, so the table's physical order
  // follows created_at (the planner's correlation statistic depends on it).
  // Bulk loading into a table without its secondary indexes, then building them once, is many
  // times faster than updating seven indexes row by row; the definitions are read back from the
  // catalogue, so the rebuilt indexes are exactly the migrations' ones.
  const indexes = await dropIndexes('listings');
  const now = Date.now();
  const created = Array.from({ length: count }, () => now - rng() * 730 * DAY).sort((a, b) => a - b);
  const sampleIds: string[] = [];
  let images = 0;
  for (let done = 0; done < count; done += LISTING_CHUNK) {
    const size = Math.min(LISTING_CHUNK, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = done + i;
      const createdAt = new Date(created[n]);
      const updatedAt = new Date(createdAt.getTime() + rng() * (now - createdAt.getTime()));
      const fields = listingInput(rng, { offer: rng() < 0.08 });
      // The one title the search tests look for, unspaced Burmese, appears now and then.
      if (n % 5_000 === 1) Object.assign(fields, { name: BAHAN_CONDO_TITLE, township: 'bahan' });
      const propertyStatus = rng() < closedShare ? (fields.type === 'rent' ? 'Rented Out' : 'Sold Out') : 'Still Available';
      return { ...fields, propertyStatus, userRef: owners[n % owners.length].id, createdAt, updatedAt };
    });
    const inserted = await db.insert(listings).values(rows).returning({ id: listings.id, propertyType: listings.propertyType });
    if (sampleIds.length < 200) sampleIds.push(...inserted.slice(0, 10).map((r) => r.id));
    const imageRows = inserted.flatMap((row, i) =>
      Array.from({ length: 1 + ((done + i) % 3) }, (_, position) => ({ listingId: row.id, position, url: pictures.get(row.propertyType)! })),
    );
    for (let j = 0; j < imageRows.length; j += IMAGE_CHUNK) await db.insert(listingImages).values(imageRows.slice(j, j + IMAGE_CHUNK));
    images += imageRows.length;
    if ((done / LISTING_CHUNK) % 10 === 9) log(`  ${done + size} listings...`);
  }
  log(`  ${count} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await beforeIndexes?.();
  log(`  building ${indexes.length} indexes...`);
  await buildIndexes(indexes);
  // Fresh statistics and a visibility map, as autovacuum would give a live database.
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`vacuum analyze listing_images`);
  return { listings: count, images, users: owners.length, sampleIds, seconds: (Date.now() - started) / 1000 };
}

/**
 * Drops a table's secondary indexes and returns their definitions. Indexes that back a
 * constraint (the reference number's UNIQUE, a primary key) stay: they cannot be dropped alone,
 * and a loaded row needs them checked anyway. With `primaryKey`, a primary key no other table
 * points at goes too (its ADD CONSTRAINT is returned): a bulk load of many millions of rows in
 * random key order is far slower through it.
 */
export async function dropIndexes(table: string, { primaryKey = false }: { primaryKey?: boolean } = {}): Promise<string[]> {
  const db = getDb();
  const result = (await db.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const { name } of result.rows) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const definitions = result.rows.map((r) => r.definition);
  if (!primaryKey) return definitions;
  const keys = (await db.execute(sql`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.conrelid = ${table}::regclass and c.contype = 'p'
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const { name, definition } of keys.rows) {
    await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
    definitions.unshift(`alter table ${table} add constraint ${name} ${definition}`);
  }
  return definitions;
}

/** Builds the indexes dropIndexes returned, each with memory enough to sort in one pass. */
export async function buildIndexes(definitions: string[]): Promise<void> {
  for (const definition of definitions) {
    await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql.raw(definition));
    });
  }
}

/** Random but reproducible picks for the scenarios. */
export const pickFrom = <T>(rng: () => number, items: readonly T[]): T => items[randInt(rng, 0, items.length - 1)];
