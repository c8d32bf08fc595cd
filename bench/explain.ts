// EXPLAIN ANALYZE of the queries the search screens run, on the loaded benchmark database: which
// indexes each plan reads and how long it takes, so a slow figure can be traced to its plan.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '../app/db/registry.server';
import { cappedCountQuery, pageIdsQuery } from '../app/domain/search/advanced-search.server';
import { shortWordsIdsSql, tierIdsSql } from '../app/domain/search/full-text-search.server';
import { searchWords } from '../app/domain/search/search-terms.server';
import { parseAdvancedSearch } from '../app/lib/schemas/search';

export interface PlanSummary {
  name: string;
  indexes: string[];
  nodes: string[];
  ms: number;
  /** Buffers the whole plan touched: found in PostgreSQL's own cache, and read from the system's. */
  sharedHit?: number;
  sharedRead?: number;
  /** Rows the plan returned. */
  rows?: number;
}

/** A node of a JSON plan (EXPLAIN's, or auto_explain's), the fields the benchmarks read. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, indexes: Set<string>, nodes: Set<string>) {
  nodes.add(node['Node Type']);
  if (node['Index Name']) indexes.add(node['Index Name']);
  for (const child of node.Plans ?? []) walk(child, indexes, nodes);
}

/** The indexes and node types of a plan, its time and the buffers it touched. */
export function summarizePlan(name: string, plan: PlanNode, ms: number): PlanSummary {
  const indexes = new Set<string>();
  const nodes = new Set<string>();
  walk(plan, indexes, nodes);
  return { name, indexes: [...indexes], nodes: [...nodes], ms: Math.round(ms * 100) / 100, sharedHit: plan['Shared Hit Blocks'], sharedRead: plan['Shared Read Blocks'], rows: plan['Actual Rows'] };
}

/** The plan of one query; `db`: a transaction to run it in (a statement that writes, rolled back after). */
export async function explain(name: string, query: SQL | SQLWrapper, db: { execute: ReturnType<typeof getDb>['execute'] } = getDb()): Promise<PlanSummary> {
  const result = (await db.execute(sql`explain (analyze, buffers, format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = Object.values(result.rows[0])[0];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number }[];
  return summarizePlan(name, plan.Plan, plan['Execution Time']);
}

/** The first query of a full-text search: its title tier (or the short-word query). */
const fullText = (term: string, tier: 0 | 1 | 2 = 0) => {
  const terms = searchWords(term);
  return terms.shortOnly ? shortWordsIdsSql({ terms, offset: 0, size: 8 }) : tierIdsSql({ terms, tier, depth: 9 });
};
const advanced = (qs: string) => parseAdvancedSearch(new URLSearchParams(qs));
const advancedCount = (qs: string) => cappedCountQuery(advanced(qs));

/** The plans of representative searches, each run twice so the second sees warm caches. */
export async function explainSearches(): Promise<PlanSummary[]> {
  const cases: [string, () => SQL | SQLWrapper][] = [
    ['full-text rare (ဗဟန်းမြို့နယ်ကွန်ဒို), tier 1', () => fullText('ဗဟန်းမြို့နယ်ကွန်ဒို')],
    ['full-text rare (penthouse), tier 1', () => fullText('penthouse')],
    ['full-text rare (penthouse), tier 3', () => fullText('penthouse', 2)],
    ['full-text description (bus stops), tier 3', () => fullText('bus stops', 2)],
    ['full-text Burmese (ကွန်ဒို)', () => fullText('ကွန်ဒို')],
    ['full-text common (condo)', () => fullText('condo')],
    ['full-text two words (inya lake)', () => fullText('inya lake')],
    ['full-text short (in)', () => fullText('in')],
    ['advanced ids (rent, the default order: live homes, newest first)', () => pageIdsQuery(advanced('type=rent'))],
    ['advanced ids (rent, rented and sold too: live first, newest first)', () => pageIdsQuery(advanced('type=rent&showClosed=true'))],
    ['advanced ids (township=bahan&type=rent)', () => pageIdsQuery(advanced('township=bahan&type=rent'))],
    ['advanced count (township=bahan&type=rent)', () => advancedCount('township=bahan&type=rent')],
    // Dollars and lakh in one order (the price in lakh at the rate of the day): read from the price index in order.
    ['advanced ids (rent, cheapest first)', () => pageIdsQuery(advanced('type=rent&sort=regularPrice&order=asc'))],
    ['advanced ids (dearest first, page 3)', () => pageIdsQuery(advanced('sort=regularPrice&order=desc&page=3'))],
    ['advanced ids (bahan, cheapest first)', () => pageIdsQuery(advanced('township=bahan&sort=regularPrice&order=asc'))],
    ['advanced ids (houses with a pool: none)', () => pageIdsQuery(advanced('propertyType=house&swimmingPool=true'))],
    ['advanced count (parking&furnished, price sort)', () => advancedCount('parking=true&furnished=true&sort=regularPrice')],
    ['advanced count (rent houses with an offer)', () => advancedCount('type=rent&propertyType=house&offer=true')],
    ['advanced count (rent with a gym and an offer)', () => advancedCount('type=rent&gym=true&offer=true')],
  ];
  const out: PlanSummary[] = [];
  for (const [name, build] of cases) {
    await explain(name, build());
    out.push(await explain(name, build()));
  }
  return out;
}

/** The price filter in either currency, finding listings priced in both (bench/exchange-rate.ts runs it after a new rate). */
export async function explainPriceFilters(): Promise<PlanSummary[]> {
  const cases: [string, () => SQL | SQLWrapper][] = [
    ['price ids (rent, 10–20 lakh)', () => pageIdsQuery(advanced('type=rent&currency=lakh+MMK&minPrice=10&maxPrice=20'))],
    ['price count (rent, 10–20 lakh)', () => advancedCount('type=rent&currency=lakh+MMK&minPrice=10&maxPrice=20')],
    ['price ids (rent, $300–$800)', () => pageIdsQuery(advanced('type=rent&currency=USD&minPrice=300&maxPrice=800'))],
    ['price count (rent, $300–$800)', () => advancedCount('type=rent&currency=USD&minPrice=300&maxPrice=800')],
    ['price ids (bahan, up to $1,000, cheapest first)', () => pageIdsQuery(advanced('township=bahan&currency=USD&maxPrice=1000&sort=regularPrice&order=asc'))],
  ];
  const out: PlanSummary[] = [];
  for (const [name, build] of cases) {
    await explain(name, build());
    out.push(await explain(name, build()));
  }
  return out;
}
