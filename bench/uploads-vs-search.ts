// Do image uploads slow the pages down? /search's latency while signed-in users upload pictures,
// against /search alone, in one run: short phases of each, alternating (the host's speed drifts
// by tens of percent within minutes, so two separate runs could not tell). The uploads are the
// worst the portal admits: twelve 48-megapixel PNGs a request (8000 x 6000, just under the pixel
// limit of app/domain/media/image-header.server.ts), each a small file that is costly to decode.
// Before these limits, twelve 9999 x 9999 PNGs took 10 s of CPU and pushed /search to 0.6 s median.
//
//   flock /tmp/portal-build.lock npx tsx bench/uploads-vs-search.ts
//   (PGlite; with DATABASE_URL or PG_SERVER_URL set, a throw-away PostgreSQL database instead)
//
// The production build is made first when stale, hence the lock shared with the other builds.
// Knobs: BENCH_LISTINGS (2000), UPLOAD_ROUNDS (4 pairs of phases), UPLOAD_PHASE_SECONDS (6),
// BENCH_CONNECTIONS (4 for /search), UPLOADERS (2 clients uploading back to back).
import sharp from 'sharp';
import { cpuSnapshot } from './cpu-time';
import { runLoad, type LoadResult } from './http-load';
import { loadDatabase } from './loaded-database';
import { scenarios } from './scenarios';
import { buildIfStale } from '../scripts/build-if-stale';
import { cookieFor, insertUser } from '../tests/support/fixtures';
import { startPortal } from '../tests/e2e/support/server';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 2_000);
const ROUNDS = Number(process.env.UPLOAD_ROUNDS ?? 4);
const PHASE_SECONDS = Number(process.env.UPLOAD_PHASE_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const UPLOADERS = Number(process.env.UPLOADERS ?? 2);
const IMAGES_PER_UPLOAD = 12;
const serverUrl = process.env.DATABASE_URL || process.env.PG_SERVER_URL;

/** A 48-megapixel PNG of a few kilobytes: every row the same gradient, so it packs to almost nothing. */
async function largePng(): Promise<Buffer> {
  const width = 8000;
  const height = 6000;
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) row.set([x % 256, (x >> 3) % 256, 128], x * 3);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

interface Uploads {
  done: number;
  failed: number;
  latencies: number[];
}

function upload(baseUrl: string, cookie: string, png: Buffer, count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo${i}.png`);
  return fetch(`${baseUrl}/api/media/upload`, { method: 'POST', body: form, headers: { cookie } });
}

/** `UPLOADERS` clients uploading back to back until `stop` resolves. */
async function uploadWhile(baseUrl: string, cookie: string, png: Buffer, stop: Promise<void>): Promise<Uploads> {
  const result: Uploads = { done: 0, failed: 0, latencies: [] };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const client = async () => {
    while (!stopped) {
      const t0 = performance.now();
      const res = await upload(baseUrl, cookie, png, IMAGES_PER_UPLOAD).catch(() => null);
      await res?.arrayBuffer();
      result.latencies.push(performance.now() - t0);
      if (res?.ok) result.done++;
      else result.failed++;
    }
  };
  await Promise.all(Array.from({ length: UPLOADERS }, client));
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const ms = (v: number) => v.toFixed(1).padStart(7);

buildIfStale();
const kind = serverUrl ? 'postgres' : 'pglite';
let cookie = '';
const database = await loadDatabase({
  kind,
  serverUrl,
  listings: LISTINGS,
  whileOpen: async () => {
    cookie = await cookieFor(await insertUser({ username: 'bench-uploader', email: 'bench-uploader@example.com' }));
  },
});
const png = await largePng();
console.log(`[${kind}] ${LISTINGS} listings; uploads of ${IMAGES_PER_UPLOAD} PNGs of 8000 x 6000 (${(png.length / 1024).toFixed(0)} KB each) by ${UPLOADERS} clients; /search from ${CONNECTIONS} connections; ${ROUNDS} rounds of ${PHASE_SECONDS} s phases`);
const server = await startPortal({ DEMO_DATA: '0', ...(database.url ? { DATABASE_URL: database.url } : {}) }, { dataDir: database.dataDir });
try {
  const searchPaths = scenarios(database.loaded.sampleIds).find((s) => s.name.startsWith('GET /search ('))!.paths;
  const search = () => runLoad({ baseUrl: server.url, nextPath: (n) => searchPaths[n % searchPaths.length], connections: CONNECTIONS, maxRequests: Infinity, maxSeconds: PHASE_SECONDS });
  // Warm-up, unmeasured: the first pages and the first upload compile and optimise code.
  await search();
  const warm = await upload(server.url, cookie, png, 1);
  if (!warm.ok) throw new Error(`The warm-up upload failed: ${warm.status} ${await warm.text()}`);

  const alone: LoadResult[] = [];
  const loaded: LoadResult[] = [];
  const uploads: Uploads[] = [];
  console.log(`  ${'round'.padEnd(6)} ${'phase'.padEnd(14)} ${'search p50'.padStart(10)} ${'p95'.padStart(7)} ${'req/s'.padStart(7)} | uploads done, median s | app CPU cores`);
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating order, so a drift of the host's speed favours neither phase.
    const phases = round % 2 === 0 ? (['alone', 'with uploads'] as const) : (['with uploads', 'alone'] as const);
    for (const phase of phases) {
      const cpuBefore = cpuSnapshot({ serverPid: server.pid });
      const t0 = performance.now();
      let result: LoadResult;
      let up: Uploads | undefined;
      if (phase === 'alone') result = await search();
      else {
        let stop!: () => void;
        const stopped = new Promise<void>((resolve) => (stop = resolve));
        const uploading = uploadWhile(server.url, cookie, png, stopped);
        result = await search();
        stop();
        up = await uploading;
        uploads.push(up);
      }
      const cores = (cpuSnapshot({ serverPid: server.pid }).server - cpuBefore.server) / (performance.now() - t0);
      (phase === 'alone' ? alone : loaded).push(result);
      const upText = up ? `${String(up.done).padStart(3)} ok ${String(up.failed).padStart(2)} failed, ${(median(up.latencies) / 1000).toFixed(2)} s` : ''.padEnd(24);
      console.log(`  ${String(round + 1).padEnd(6)} ${phase.padEnd(14)} ${ms(result.p50).padStart(10)} ${ms(result.p95)} ${result.rps.toFixed(0).padStart(7)} | ${upText} | ${cores.toFixed(2)}`);
    }
  }
  const summary = (results: LoadResult[]) => `p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms, p95 ${median(results.map((r) => r.p95)).toFixed(1)} ms, ${median(results.map((r) => r.rps)).toFixed(0)} req/s`;
  console.log(`\n  /search alone (median of ${ROUNDS}):        ${summary(alone)}`);
  console.log(`  /search while uploading (median of ${ROUNDS}): ${summary(loaded)}`);
  const allUploads = uploads.flatMap((u) => u.latencies);
  console.log(`  uploads: ${uploads.reduce((n, u) => n + u.done, 0)} done, ${uploads.reduce((n, u) => n + u.failed, 0)} failed, median ${(median(allUploads) / 1000).toFixed(2)} s each (${IMAGES_PER_UPLOAD} pictures)`);
} finally {
  await server.stop();
  await database.remove();
}
