// The duplicate check at scale: 8 photos with a perceptual hash for each of the benchmark's
// listings (800,000 hashes at 100,000 listings), then the look-up a new listing's 8 photos make
// (domain/duplicates/photo-matches.server.ts: four indexed 16-bit bands, then Hamming distance),
// each new set holding one near-copy (2 bits off) of a listed photo, which must be found.
// Reports the statement's EXPLAIN ANALYZE (the band indexes it reads) and the look-ups' times.
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database); alone on a fresh one:
//   npx tsx scripts/with-postgres.ts npx tsx bench/duplicate-check.ts
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { findPhotoMatches, photoMatchesSql } from '../app/domain/duplicates/photo-matches.server';
import { explain, type PlanSummary } from './explain';

const PHOTOS_PER_LISTING = 8;
const CHECKS = Number(process.env.BENCH_DUPLICATE_CHECKS ?? 50);

export interface DuplicateBench {
  listings: number;
  hashes: number;
  loadSeconds: number;
  plan: PlanSummary & { text: string[] };
  checks: number;
  medianMs: number;
  p95Ms: number;
  /** Checks whose planted near-copy was found (all of them, or the look-up is wrong). */
  found: number;
}

type Rows<T> = { rows: T[] };

/** 64 random bits as a bit(64), in SQL. */
export const RANDOM_HASH = sql.raw(`((floor(random() * 4294967296)::bigint)::bit(32) || (floor(random() * 4294967296)::bigint)::bit(32))::bit(64)`);

/**
 * Photos of every listing from `firstPosition` on (the loaded ones use 0 to 2), `count` of them
 * (an SQL expression over the listing `l` may vary it), each a media row with a random hash and
 * a URL under /media/bench/ (a look-up's near-copy is drawn from those).
 */
export async function insertPhotos({ count = sql`${PHOTOS_PER_LISTING}`, firstPosition = 4 }: { count?: SQL; firstPosition?: number } = {}): Promise<number> {
  const db = getDb();
  await db.execute(sql`create unlogged table bench_photos as
    select l.id as listing_id, p + ${firstPosition}::int as position, '/media/bench/' || l.id || '-' || p || '-800.webp' as url, ${RANDOM_HASH} as hash
    from listings l cross join lateral generate_series(0, ${count} - 1) p`);
  await db.execute(sql`insert into media (url, kind, bytes, small_bytes) select url, 'image', 50000, 20000 from bench_photos`);
  await db.execute(sql`insert into photo_hashes (url, hash) select url, hash from bench_photos`);
  await db.execute(sql`insert into listing_images (listing_id, position, url) select listing_id, position, url from bench_photos`);
  await db.execute(sql`analyze media`);
  await db.execute(sql`analyze photo_hashes`);
  await db.execute(sql`analyze listing_images`);
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from bench_photos`)) as unknown as Rows<{ n: number }>).rows;
  await db.execute(sql`drop table bench_photos`);
  return n;
}

/** A new listing's 8 photos: 7 random, one a listed photo (of `hashes`) with 2 bits flipped. Returns the URLs and the listing copied. */
async function newPhotoSet(i: number, hashes: number): Promise<{ urls: string[]; copied: string }> {
  const db = getDb();
  const [source] = ((await db.execute(sql`select li.listing_id as id, h.hash::text as hash from photo_hashes h join listing_images li on li.url = h.url
    where h.url like '/media/bench/%' order by h.url offset ${(i * 997) % hashes} limit 1`)) as unknown as Rows<{ id: string; hash: string }>).rows;
  const flipped = [...source.hash].map((bit, k) => (k === 5 || k === 40 ? (bit === '0' ? '1' : '0') : bit)).join('');
  const urls = Array.from({ length: PHOTOS_PER_LISTING }, (_, k) => `/media/bench-new/${i}-${k}-800.webp`);
  await db.execute(sql`insert into media (url, kind, bytes) select unnest(${sql.raw(`array[${urls.map((u) => `'${u}'`).join(',')}]`)}::text[]), 'image', 50000`);
  for (const [k, url] of urls.entries()) {
    await db.execute(k === 3 ? sql`insert into photo_hashes (url, hash) values (${url}, ${flipped}::bit(64))` : sql`insert into photo_hashes (url, hash) values (${url}, ${RANDOM_HASH})`);
  }
  return { urls, copied: source.id };
}

export async function benchDuplicateCheck(): Promise<DuplicateBench> {
  const db = getDb();
  const started = performance.now();
  const hashes = await insertPhotos();
  const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
  try {
    return await measure(hashes, loadSeconds);
  } finally {
    // The server measured next shows the listings as they were loaded.
    await db.execute(sql`delete from listing_images where url like '/media/bench/%'`);
    await db.execute(sql`delete from media where url like '/media/bench%'`);
    await db.execute(sql`vacuum analyze listing_images`);
    await db.execute(sql`vacuum analyze media`);
    await db.execute(sql`vacuum analyze photo_hashes`);
  }
}

/** The look-ups over the photos already loaded (insertPhotos, by bench/scale-activity.ts); the new listings' photos are removed after. */
export async function measureDuplicateCheck(): Promise<DuplicateBench> {
  const [{ n }] = ((await getDb().execute(sql`select count(*)::int as n from photo_hashes where url like '/media/bench/%'`)) as unknown as Rows<{ n: number }>).rows;
  try {
    return await measure(n, 0);
  } finally {
    await getDb().execute(sql`delete from media where url like '/media/bench-new/%'`);
  }
}

async function measure(hashes: number, loadSeconds: number): Promise<DuplicateBench> {
  const db = getDb();
  const [{ listings }] = ((await db.execute(sql`select count(*)::int as listings from listings`)) as unknown as Rows<{ listings: number }>).rows;
  const sets: { urls: string[]; copied: string }[] = [];
  for (let i = 0; i < CHECKS; i++) sets.push(await newPhotoSet(i, hashes));
  const statement = () => photoMatchesSql({ urls: sets[0].urls });
  await explain('duplicate check: 8 photos', statement());
  const summary = await explain('duplicate check: 8 photos', statement());
  const text = ((await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${statement()}`)) as unknown as Rows<Record<string, string>>).rows.map((row) => Object.values(row)[0]);
  const times: number[] = [];
  let found = 0;
  for (const set of sets) {
    const t0 = performance.now();
    const { matches } = await findPhotoMatches({ urls: set.urls });
    times.push(performance.now() - t0);
    if (matches.some((m) => m.listingId === set.copied)) found++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  return { listings, hashes, loadSeconds, plan: { ...summary, text }, checks: CHECKS, medianMs: at(0.5), p95Ms: at(0.95), found };
}

export function printDuplicateBench(kind: string, result: DuplicateBench) {
  console.log(`\n[${kind}] Duplicate check: ${result.listings.toLocaleString('en-US')} listings, ${result.hashes.toLocaleString('en-US')} photo hashes (loaded in ${result.loadSeconds} s)`);
  console.log(`  one listing's ${PHOTOS_PER_LISTING} photos: ${result.plan.ms.toFixed(2)} ms (EXPLAIN ANALYZE); indexes: ${result.plan.indexes.join(', ')}`);
  for (const line of result.plan.text) console.log(`    ${line}`);
  console.log(`  ${result.checks} checks: median ${result.medianMs} ms, p95 ${result.p95Ms} ms; the planted near-copy found in ${result.found} of ${result.checks}`);
}

// Alone: a fresh database with the benchmark's listings, then the check.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { runOnLoadedDatabase } = await import('./loaded-database');
  await runOnLoadedDatabase(async (kind) => printDuplicateBench(kind, await benchDuplicateCheck()));
}
