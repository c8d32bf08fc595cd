// Two builds of the portal audited in turn by Lighthouse, throttling applied (slow 4G, 4x CPU
// slowdown, what a phone sees), on the same pages: the way to tell a change's effect on TBT and
// TTI from a shared host's noise, which moves one build's figures as much between batches as a
// change does (bench/README.md). Each round audits both builds, alternating
// which goes first; the medians of the rounds are printed per page and build.
//
//   git worktree add /tmp/portal-before <commit> && ln -s "$PWD/node_modules" /tmp/portal-before/
//   (cd /tmp/portal-before && npm run build) && npm run build
//   npx tsx bench/lighthouse-ab.ts /tmp/portal-before
//
// Knobs: AB_MODE (devtools: the throttling applied; simulate: Lighthouse's default, where the
// issue's targets are), LIGHTHOUSE_HTTP1=1 (no HTTPS front), AB_ROUNDS (6), AB_PAGES (/,/search?type=rent,/blogs; `/listing/:id` is a listing of each
// build's own demo data). Each server starts on its own
// fresh demo data. About 45 s an audit on a 2-core host: 6 rounds of 3 pages take half an hour.
import { startPortal } from '../tests/e2e/support/server';
import { firstListingId } from './first-listing';
import { warmServer } from './warm-server';
import { auditFirstVisit } from './first-visit-audit';
import { PORTAL_BEHIND_FRONT, auditOrigin } from './https-front';

const before = process.argv[2];
if (!before) {
  console.error('Usage: npx tsx bench/lighthouse-ab.ts <checkout of the build to compare with, built>');
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const MODE = process.env.AB_MODE === 'simulate' ? 'simulate' : 'devtools';
const PAGES = (process.env.AB_PAGES ?? '/,/search?type=rent,/blogs').split(',');

interface Figures {
  fcp: number[];
  tbt: number[];
  tti: number[];
  lcp: number[];
  performance: number[];
}

const builds = { before: await startPortal(PORTAL_BEHIND_FRONT, { checkout: before }), now: await startPortal(PORTAL_BEHIND_FRONT) };
// Each build through its own HTTPS front, as bench:lighthouse audits (LIGHTHOUSE_HTTP1=1: without).
const origins = { before: await auditOrigin(builds.before.url), now: await auditOrigin(builds.now.url) };
const figures = new Map<string, Figures>();
try {
  const addresses = { before: new Map<string, string>(), now: new Map<string, string>() };
  for (const build of ['before', 'now'] as const) {
    for (const page of PAGES) addresses[build].set(page, page === '/listing/:id' ? `/listing/${await firstListingId(builds[build].url)}` : page);
    await warmServer(builds[build].url, [...addresses[build].values()]);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of round % 2 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      for (const page of PAGES) {
        const address = addresses[build].get(page)!;
        const lhr = await auditFirstVisit(origins[build].url + address, { output: 'json', logLevel: 'error', throttlingMethod: MODE, onlyCategories: ['performance'] }, origins[build].chromeFlags);
        const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        const key = `${page} ${build}`;
        if (!figures.has(key)) figures.set(key, { fcp: [], tbt: [], tti: [], lcp: [], performance: [] });
        const f = figures.get(key)!;
        f.fcp.push(audit('first-contentful-paint'));
        f.tbt.push(audit('total-blocking-time'));
        f.tti.push(audit('interactive'));
        f.lcp.push(audit('largest-contentful-paint'));
        f.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        console.log(`round ${round + 1} ${build.padEnd(6)} ${page}: FCP ${f.fcp.at(-1)} ms, TBT ${f.tbt.at(-1)} ms, TTI ${f.tti.at(-1)} ms, LCP ${f.lcp.at(-1)} ms`);
      }
    }
  }
} finally {
  await origins.before.close();
  await origins.now.close();
  await builds.before.stop();
  await builds.now.stop();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('\npage, build: median FCP, TBT, TTI, LCP (every run\'s TBT)');
for (const [key, f] of figures) console.log(`${key}: ${median(f.fcp)} ms, ${median(f.tbt)} ms, ${median(f.tti)} ms, ${median(f.lcp)} ms (${f.tbt.join(', ')}); performance ${f.performance.join(', ')}`);
