// A small HTTP load driver (no load-testing package may be installed): N connections, each
// sending its next request as soon as the previous answer has been read, over keep-alive
// sockets, until a request count or a time limit is reached. Latency is measured per request from
// sending to the last byte of the body.
import http from 'node:http';

export interface LoadOptions {
  baseUrl: string;
  /** Called for each request: the path (and query) to ask for. */
  nextPath: (n: number) => string;
  connections: number;
  maxRequests: number;
  maxSeconds: number;
  /** Requests sent first and not measured (connection set-up, JIT, caches warming). */
  warmupRequests?: number;
  /** The Accept-Encoding header sent; default DEFAULT_ACCEPT_ENCODING. */
  acceptEncoding?: string;
  /** More headers sent with every request: a session cookie for signed-in pages. */
  headers?: Record<string, string>;
  /** Return every measured latency too, to pool several runs' percentiles. */
  keepLatencies?: boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** A few distinct error descriptions, to tell a bug from a timeout. */
  errorSamples: string[];
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  bytesPerResponse: number;
  /** Answers the portal's page store sent again (hits) or rendered (misses): its Server-Timing. */
  pageCache: { hits: number; misses: number };
  /** Each request's ms, in the order they ended; only with keepLatencies. */
  latencies?: number[];
}

/** What load tools send: no compression. A browser's header makes the server compress. */
export const DEFAULT_ACCEPT_ENCODING = 'identity';

/** What the portal's Server-Timing says of its page store: a page sent again, one rendered, or neither (not a storable page). */
function pageCacheOf(header: string | string[] | undefined): 'hit' | 'miss' | undefined {
  const match = header && /page-cache;desc=(hit|miss)/.exec(String(header));
  return match ? (match[1] as 'hit' | 'miss') : undefined;
}

function request(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; bytes: number; pageCache?: 'hit' | 'miss' }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      const pageCache = pageCacheOf(res.headers['server-timing']);
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, pageCache }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round = (ms: number) => Math.round(ms * 100) / 100;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base = new URL(options.baseUrl);
  const headers = { 'accept-encoding': options.acceptEncoding ?? DEFAULT_ACCEPT_ENCODING, ...options.headers };
  let counter = 0;

  // Warm-up: the same mix, unmeasured.
  const warmup = options.warmupRequests ?? options.connections * 4;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (counter < warmup) await request(agent, new URL(options.nextPath(counter++), base), headers).catch(() => undefined);
    }),
  );

  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  const pageCache = { hits: 0, misses: 0 };
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const worker = async () => {
    while (sent < options.maxRequests && performance.now() < deadline) {
      sent += 1;
      const url = new URL(options.nextPath(counter++), base);
      const t0 = performance.now();
      try {
        const { status, bytes: size, pageCache: kept } = await request(agent, url, headers);
        latencies.push(performance.now() - t0);
        bytes += size;
        if (kept === 'hit') pageCache.hits += 1;
        if (kept === 'miss') pageCache.misses += 1;
        if (status < 200 || status >= 300) {
          errors += 1;
          if (errorSamples.size < 5) errorSamples.add(`HTTP ${status} ${url.pathname}${url.search}`);
        }
      } catch (error) {
        errors += 1;
        latencies.push(performance.now() - t0);
        if (errorSamples.size < 5) errorSamples.add(`${(error as Error).message} ${url.pathname}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    errorSamples: [...errorSamples],
    seconds: round(seconds),
    rps: round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    bytesPerResponse: Math.round(bytes / (latencies.length || 1)),
    pageCache,
    ...(options.keepLatencies ? { latencies } : {}),
  };
}
