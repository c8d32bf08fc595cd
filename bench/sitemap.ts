// The sitemap at 100,000 listings: the sitemap index and each of its files fetched
// whole from the running portal, one at a time, a few times each: milliseconds to the last byte
// (median), size as sent with gzip, and URLs. A listings file is one range scan of the reference
// number's unique index (domain/seo/sitemap.server.ts), so the last file costs what the first does.
import http from 'node:http';
import zlib from 'node:zlib';

export interface SitemapFileTiming {
  path: string;
  urls: number;
  gzipKb: number;
  medianMs: number;
}

const TIMES = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET as a search engine sends it (gzip accepted): the body as sent, and the time to its last byte. */
function getGzip(url: string): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const text = (body: Buffer) => (body[0] === 0x1f && body[1] === 0x8b ? zlib.gunzipSync(body) : body).toString('utf8');

export async function measureSitemap(baseUrl: string): Promise<SitemapFileTiming[]> {
  const index = text((await getGzip(`${baseUrl}/sitemap.xml`)).body);
  const paths = ['/sitemap.xml', ...[...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)];
  const timings: SitemapFileTiming[] = [];
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < TIMES; i++) runs.push(await getGzip(`${baseUrl}${path}`));
    if (runs.some((run) => run.status !== 200)) throw new Error(`${path} answered ${runs.map((run) => run.status).join(', ')}`);
    const body = runs[0].body;
    timings.push({ path, urls: text(body).split('<loc>').length - 1, gzipKb: Math.round(body.length / 1024), medianMs: median(runs.map((run) => run.ms)) });
  }
  return timings;
}

export function printSitemap(timings: SitemapFileTiming[]) {
  console.log(`  sitemap, each file fetched whole, one at a time (median of ${TIMES}):`);
  for (const t of timings) console.log(`    ${t.path.padEnd(30)} ${String(t.urls).padStart(7)} URLs ${String(t.gzipKb).padStart(6)} KB gzip ${t.medianMs.toFixed(0).padStart(6)} ms`);
}
