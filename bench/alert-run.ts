// The alert run at scale: 10,000 saved searches, due daily, over the benchmark's
// 100,000 listings, of which the newest BENCH_ALERT_NEW_LISTINGS (300: a busy day) were posted
// since the searches' last run. Reports the EXPLAIN ANALYZE of the run's one matching statement
// (domain/saved-searches/match-new-listings.server.ts; run in a transaction that is rolled back,
// since the statement moves the watermarks), then the whole run as the product does it (mails to
// the file outbox), and a second run that must find nothing new.
//
// Part of `npm run bench` (scripts/bench.ts, on the loaded database); alone on a fresh one:
//   npx tsx scripts/with-postgres.ts npx tsx bench/alert-run.ts
import { sql } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { savedSearches, users } from '../app/db/schema';
import { mulberry32, pick, randInt } from '../app/db/demo/factories.server';
import { claimAndMatchSql } from '../app/domain/saved-searches/match-new-listings.server';
import { sendDueAlerts } from '../app/domain/saved-searches/send-due-alerts.server';
import { CURRENCIES, LISTING_TYPES, PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../app/lib/constants';
import { resetConfig } from '../app/server-lib/config.server';
import { explain, type PlanSummary } from './explain';
import { BURMESE_TERMS, ENGLISH_TERMS } from './scenarios';

const SEARCHES = Number(process.env.BENCH_ALERT_SEARCHES ?? 10_000);
const NEW_LISTINGS = Number(process.env.BENCH_ALERT_NEW_LISTINGS ?? 300);
const SEARCHES_PER_USER = 5;

export interface AlertBench {
  savedSearches: number;
  listings: number;
  newListings: number;
  plan: PlanSummary & { text: string[] };
  /** The whole run: the statement, reading the cards and owners, and writing every mail. */
  runMs: number;
  matched: number;
  sent: number;
  /** The same run again: nothing new, nothing sent. */
  secondRun: { ms: number; matched: number; sent: number };
  /** Why the run failed, when it did (runMs is then the time to the failure). */
  error?: string;
}

/** An error's cause in a line: a failed query's own message is its first line, before its (long) SQL. */
export const errorLine = (error: unknown) => {
  const { message, cause } = error as Error & { cause?: Error };
  return (cause?.message ?? message).split('\n')[0].slice(0, 200);
};

/** Saved searches (10,000 by default) like people make them: mostly a township and a type, some a price range or a term. */
async function insertSavedSearches(searches: number, watermark: number, now: Date): Promise<number> {
  const rng = mulberry32(1717);
  const db = getDb();
  const owners: { id: string }[] = [];
  const ownerCount = Math.ceil(searches / SEARCHES_PER_USER);
  for (let i = 0; i < ownerCount; i += 2_000) {
    const values = Array.from({ length: Math.min(2_000, ownerCount - i) }, (_, k) => ({ username: `bench.saver${i + k + 1}`, email: `bench.saver${i + k + 1}@bench.yangonhomes.local`, emailConfirmedAt: now }));
    owners.push(...(await db.insert(users).values(values).returning({ id: users.id })));
  }
  const terms = [...ENGLISH_TERMS, ...BURMESE_TERMS];
  const rows = Array.from({ length: searches }, (_, i) => {
    const base = { userId: owners[Math.floor(i / SEARCHES_PER_USER)].id, name: `Search ${i + 1}`, watermark, nextDueAt: new Date(now.getTime() - 3_600_000) };
    if (rng() < 0.1) return { ...base, term: pick(rng, terms) };
    const priced = rng() < 0.3;
    const low = randInt(rng, 1, 20) * 100;
    return {
      ...base,
      type: rng() < 0.8 ? pick(rng, LISTING_TYPES) : null,
      township: rng() < 0.8 ? pick(rng, TOWNSHIP_SLUGS) : null,
      propertyType: rng() < 0.6 ? pick(rng, PROPERTY_TYPES) : null,
      beds: rng() < 0.3 ? randInt(rng, 1, 4) : null,
      currency: priced ? pick(rng, CURRENCIES) : null,
      minPrice: priced ? low : null,
      maxPrice: priced ? low * randInt(rng, 2, 5) : null,
      parking: rng() < 0.1,
      furnished: rng() < 0.1,
      swimmingPool: rng() < 0.05,
      gym: rng() < 0.05,
    };
  });
  // A person saves a query once (the table's unique rule): a drawn copy of one of theirs is left out.
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 2_000) {
    inserted += (await db.insert(savedSearches).values(rows.slice(i, i + 2_000)).onConflictDoNothing().returning({ id: savedSearches.id })).length;
  }
  await db.execute(sql`analyze saved_searches`);
  return inserted;
}

/** The plan of the matching statement, executed in a transaction that is then rolled back. */
async function explainRolledBack(now: Date): Promise<PlanSummary & { text: string[] }> {
  const terms = ((await getDb().execute(sql`select distinct term from saved_searches where term is not null`)) as unknown as { rows: { term: string }[] }).rows.map((r) => r.term);
  const statement = claimAndMatchSql('daily', now, terms);
  let result: PlanSummary & { text: string[] } = { name: '', indexes: [], nodes: [], ms: 0, text: [] };
  const rollback = new Error('rollback');
  try {
    await getDb().transaction(async (tx) => {
      // As the product runs it (match-new-listings.server.ts).
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local work_mem = '32MB'`);
      // The same statement twice: the first warms the caches (and is undone with the rest).
      await tx.execute(sql`savepoint warm`);
      await tx.execute(sql`explain analyze ${statement}`);
      await tx.execute(sql`rollback to savepoint warm`);
      const summary = await explain('alert run: claim due searches and match new listings', statement, tx);
      await tx.execute(sql`rollback to savepoint warm`);
      const text = (await tx.execute(sql`explain (analyze, costs off, timing off, summary off) ${statement}`)) as unknown as { rows: Record<string, string>[] };
      result = { ...summary, text: text.rows.map((row) => Object.values(row)[0]) };
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result;
}

/** `searches` due daily, over the listings of which the newest `newListings` were posted since their last run. */
export async function benchAlertRun({ searches = SEARCHES, newListings = NEW_LISTINGS }: { searches?: number; newListings?: number } = {}): Promise<AlertBench> {
  const db = getDb();
  const [{ newest, count }] = ((await db.execute(sql`select max(ref_no)::int as newest, count(*)::int as count from listings`)) as unknown as { rows: { newest: number; count: number }[] }).rows;
  const now = new Date();
  const saved = await insertSavedSearches(searches, newest - newListings, now);
  const plan = await explainRolledBack(now);
  // Mails go to the file outbox (no SMTP_URL), unlogged.
  const logLevel = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  resetConfig();
  try {
    let started = performance.now();
    const first = await sendDueAlerts('daily', now).catch((error: unknown) => errorLine(error));
    const runMs = performance.now() - started;
    if (typeof first === 'string') {
      return { savedSearches: saved, listings: count, newListings, plan, runMs: Math.round(runMs), matched: 0, sent: 0, secondRun: { ms: 0, matched: 0, sent: 0 }, error: first };
    }
    started = performance.now();
    const second = await sendDueAlerts('daily', new Date(now.getTime() + 24 * 3_600_000));
    const secondMs = performance.now() - started;
    return { savedSearches: saved, listings: count, newListings, plan, runMs: Math.round(runMs), ...first, secondRun: { ms: Math.round(secondMs), ...second } };
  } finally {
    if (logLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = logLevel;
    resetConfig();
  }
}

export function printAlertBench(kind: string, result: AlertBench) {
  console.log(`\n[${kind}] Alert run: ${result.savedSearches.toLocaleString('en-US')} saved searches due daily, ${result.listings.toLocaleString('en-US')} listings, ${result.newListings} posted since the last run`);
  console.log(`  the matching statement: ${result.plan.ms.toFixed(1)} ms (EXPLAIN ANALYZE); indexes: ${result.plan.indexes.join(', ')}`);
  for (const line of result.plan.text) console.log(`    ${line}`);
  if (result.error) {
    console.log(`  the run FAILED after ${result.runMs} ms: ${result.error}`);
    return;
  }
  console.log(`  the whole run: ${result.runMs} ms, ${result.matched} searches matched, ${result.sent} alert mails written (one a person)`);
  console.log(`  run again: ${result.secondRun.ms} ms, ${result.secondRun.matched} matched, ${result.secondRun.sent} sent`);
}

// Alone: a fresh database with the benchmark's listings, then the alert run.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { runOnLoadedDatabase } = await import('./loaded-database');
  await runOnLoadedDatabase(async (kind) => printAlertBench(kind, await benchAlertRun()));
}
