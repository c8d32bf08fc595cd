// The plan of each page's main query, as the real server runs it: a portal whose database
// connections load PostgreSQL's auto_explain (EXPLAIN ANALYZE with BUFFERS of every statement,
// written to the server's log), each page fetched once warm and once read back from the log. A
// page's main query is its slowest statement. The log is the one scripts/postgres-server.ts writes
// beside its data folder, read through pg_read_file (the benchmark connects as the superuser);
// on another server no plan is read and the bench says so.
import pg from 'pg';
import { summarizePlan, type PlanNode, type PlanSummary } from './explain';
import type { RunningServer } from '../tests/e2e/support/server';

/** What the plans' server is started with: every statement's plan with its timings and buffers, in JSON. */
export const AUTO_EXPLAIN_OPTIONS = [
  'session_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=0',
  'auto_explain.log_analyze=on',
  'auto_explain.log_buffers=on',
  'auto_explain.log_timing=on',
  'auto_explain.log_format=json',
]
  .map((option) => `-c ${option}`)
  .join(' ');

export interface PagePlan extends PlanSummary {
  /** The page's statements that reached the database, and their total ms. */
  statements: number;
  totalMs: number;
  /** The main query's first characters, and its plan as an indented tree. */
  query: string;
  tree: string[];
}

interface Logged {
  ms: number;
  query: string;
  plan: PlanNode;
}

/** The auto_explain entries of a piece of log: a LOG line with the duration, then the JSON plan on tab-indented lines. */
export function parseAutoExplain(log: string): Logged[] {
  const entries: Logged[] = [];
  const lines = log.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /LOG:\s+duration: ([\d.]+) ms\s+plan:$/.exec(lines[i]);
    if (!head) continue;
    const body: string[] = [];
    while (i + 1 < lines.length && lines[i + 1].startsWith('\t')) body.push(lines[++i]);
    try {
      const parsed = JSON.parse(body.join('\n')) as { 'Query Text': string; Plan: PlanNode };
      entries.push({ ms: Number(head[1]), query: parsed['Query Text'], plan: parsed.Plan });
    } catch {
      /* cut short at the end of the piece read: the next read has it whole */
    }
  }
  return entries;
}

/** A plan as lines: each node with its relation or index, rows and loops, ms, and buffers. */
export function planTree(node: PlanNode, depth = 0): string[] {
  const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const removed = node['Rows Removed by Filter'] ? `, ${node['Rows Removed by Filter']} removed by filter` : '';
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on}: ${node['Actual Rows']} rows x ${node['Actual Loops']}${removed}, ${node['Actual Total Time']} ms, buffers ${node['Shared Hit Blocks'] ?? 0} hit ${node['Shared Read Blocks'] ?? 0} read`;
  return [line, ...(node.Plans ?? []).flatMap((child) => planTree(child, depth + 1))];
}

/** The job queue polls on its own; its statements are no page's. */
const pagesOwn = (entry: Logged) => !/pgboss/i.test(entry.query);

/**
 * Fetches each page of `pages` on `server` (started with PGOPTIONS=AUTO_EXPLAIN_OPTIONS) and
 * returns its main query's plan, read from the log of the PostgreSQL server at `adminUrl`.
 */
export async function capturePlans(server: RunningServer, adminUrl: string, pages: { key: string; path: string; cookie?: string }[]): Promise<Map<string, PagePlan> | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>(`select current_setting('data_directory') as dir`);
    const logFile = `${rows[0].dir.replace(/\/data$/, '')}/log`;
    const size = async () => Number((await client.query<{ size: string }>(`select size from pg_stat_file($1)`, [logFile])).rows[0].size);
    try {
      await size();
    } catch {
      return null;
    }
    const plans = new Map<string, PagePlan>();
    for (const page of pages) {
      const get = async () => (await fetch(server.url + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} })).arrayBuffer();
      await get();
      // Let the warm request's statements reach the log before the measured one starts.
      await new Promise((r) => setTimeout(r, 300));
      const from = await size();
      await get();
      await new Promise((r) => setTimeout(r, 500));
      const to = await size();
      const piece = (await client.query<{ text: string }>(`select pg_read_file($1, $2, $3) as text`, [logFile, from, to - from])).rows[0].text;
      const entries = parseAutoExplain(piece).filter(pagesOwn);
      if (!entries.length) continue;
      const main = entries.reduce((a, b) => (b.ms > a.ms ? b : a));
      plans.set(page.key, {
        ...summarizePlan(page.key, main.plan, main.ms),
        statements: entries.length,
        totalMs: Math.round(entries.reduce((sum, e) => sum + e.ms, 0) * 100) / 100,
        query: main.query.replace(/\s+/g, ' ').slice(0, 160),
        tree: planTree(main.plan),
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
