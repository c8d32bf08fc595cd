// A full-text search cannot take everyone's time: searches take turns one at a time, a bounded
// line waits and the next is refused with a clear message (page and /api alike), a query that
// runs too long on PostgreSQL is stopped with another, the patterns a term may cost are capped,
// and on the embedded database a search's queries let the pages being answered go first.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../server-lib/config.server';
import { countRequest, requestsInFlight } from '../../server-lib/requests-in-flight.server';
import { translate } from '../../lib/i18n';
import { insertListing, insertUser } from '../../../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../../../tests/support/http-app';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { fullTextSearch, MAX_PATTERNS, wordAlternatives } from './full-text-search.server';
import { GIVE_WAY, inSearchLane, SEARCH_BUSY, SEARCH_TOO_SLOW, SEARCHES_WAITING_MAX, searchLaneStats, withinSearchTime } from './search-lane.server';

let database: TestDatabase;
let app: HttpApp;

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await insertUser();
  await insertListing(owner, { name: 'Bright condo near Inya Lake' });
  app = await startHttpApp();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A search held in the lane until `release` is called. */
function heldSearch() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = inSearchLane(() => held);
  return { release, done };
}

/** Fills the lane: one search running and the whole line waiting. */
function fillLane() {
  const searches = Array.from({ length: 1 + SEARCHES_WAITING_MAX }, heldSearch);
  return {
    async drain() {
      for (const search of searches) search.release();
      await Promise.all(searches.map((search) => search.done));
    },
  };
}

describe('the search lane', () => {
  it('runs text searches one at a time, in turn, and refuses the next past the waiting line', async () => {
    const order: number[] = [];
    const first = heldSearch();
    const queued = [1, 2, 3].map((n) => inSearchLane(async () => order.push(n)));
    expect(searchLaneStats).toMatchObject({ active: 1, waiting: 3 });
    const rest = Array.from({ length: SEARCHES_WAITING_MAX - 3 }, heldSearch);
    await expect(inSearchLane(async () => 'one more')).rejects.toMatchObject({ status: 503, message: SEARCH_BUSY, retryAfterSeconds: 5 });
    first.release();
    await Promise.all(queued);
    expect(order).toEqual([1, 2, 3]);
    for (const search of rest) search.release();
    await Promise.all(rest.map((search) => search.done));
    expect(searchLaneStats).toMatchObject({ active: 0, waiting: 0 });
    expect(await fullTextSearch({ term: 'inya' })).toMatchObject({ listings: [{ name: 'Bright condo near Inya Lake' }] });
  });

  it('tells a visitor of /full-search that search is busy, keeping the term, and an /api client the same with Retry-After', async () => {
    const full = fillLane();
    try {
      const page = await app.request(`/full-search?${new URLSearchParams({ searchTerm: 'inya lake' })}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      const html = await page.text();
      expect(html).toContain(SEARCH_BUSY);
      expect(html).toMatch(/<input[^>]*name="searchTerm"[^>]*value="inya lake"/);
      const burmese = await app.request(`/full-search?${new URLSearchParams({ searchTerm: 'inya', lang: 'my' })}`);
      expect(await burmese.text()).toContain(translate('my', SEARCH_BUSY));
      const api = await app.request(`/api/listing/search?${new URLSearchParams({ searchTerm: 'inya' })}`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toEqual({ success: false, statusCode: 503, message: SEARCH_BUSY });
    } finally {
      await full.drain();
    }
    expect((await app.request(`/full-search?${new URLSearchParams({ searchTerm: 'inya lake' })}`)).status).toBe(200);
  });
});

describe('a search query past its time', () => {
  afterEach(() => {
    delete process.env.SEARCH_TIMEOUT_MS;
    resetConfig();
  });

  it('is stopped on PostgreSQL with a clear message (the embedded database has no statement timeout)', async () => {
    process.env.SEARCH_TIMEOUT_MS = '50';
    resetConfig();
    const outcome = await withinSearchTime((db) => db.execute(sql`select pg_sleep(0.5)`)).then(
      () => 'finished',
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );
    expect(outcome).toEqual(database.kind === 'postgres' ? { status: 503, message: SEARCH_TOO_SLOW } : 'finished');
    expect(translate('my', SEARCH_TOO_SLOW)).not.toBe(SEARCH_TOO_SLOW);
    // The time applies to the search's own transaction only: the next query has no limit.
    await expect(database.db.execute(sql`select pg_sleep(0.1)`)).resolves.toBeDefined();
  });
});

describe('the patterns a term costs', () => {
  it('keeps words while their alternatives fit the budget, the first word always', () => {
    const words = ['industrial', 'warehouse', 'factory', 'condo', 'apartment', 'house', 'land', 'rent', 'sale', 'parking'];
    const kept = wordAlternatives(words);
    expect(kept.flat().length).toBeLessThanOrEqual(MAX_PATTERNS);
    expect(kept.length).toBeLessThan(words.length);
    expect(kept[0]).toContain('industrial');
    expect(wordAlternatives(['a', 'b', 'c'])).toEqual([['a'], ['b'], ['c']]);
  });
});

describe('the requests counted as in flight', () => {
  it('are counted until their answer is handed over, once, whatever the connection does after', () => {
    const res = new EventEmitter() as unknown as ServerResponse;
    countRequest(res);
    expect(requestsInFlight()).toBe(1);
    res.emit('finish');
    expect(requestsInFlight()).toBe(0);
    res.emit('close');
    expect(requestsInFlight()).toBe(0);
  });
});

/**
 * Runs `test` on a clock of the test's own (setTimeout and performance.now()), handing it the
 * real setTimeout: a wait that ends only on the fake clock shows as one that has not ended.
 */
async function onFakeClock(test: (realTimeout: typeof setTimeout) => Promise<void>) {
  const realTimeout = setTimeout;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  try {
    await test(realTimeout);
  } finally {
    vi.useRealTimers();
  }
}

describe('on the embedded database, a text search gives way to pages being answered', () => {
  it('starts its query only once the pages in flight have been answered and a pause follows', async () => {
    // The search's own request, and another visitor's page.
    const [own, page] = [new EventEmitter(), new EventEmitter()] as unknown as ServerResponse[];
    countRequest(own);
    countRequest(page);
    expect(requestsInFlight()).toBe(2);
    let answered = false;
    const search = fullTextSearch({ term: 'inya' }).then((result) => {
      answered = true;
      return result;
    });
    // Another query gets through meanwhile: the search is still waiting, not merely slow.
    await database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(database.kind === 'postgres');
    // The visitor's next request comes at once: a gap between two requests is not a pause.
    const next = new EventEmitter() as unknown as ServerResponse;
    page.emit('close');
    countRequest(next);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(database.kind === 'postgres');
    next.emit('close');
    expect((await search).listings).toHaveLength(1);
    own.emit('close');
    expect(requestsInFlight()).toBe(0);
  });

  it('counts a search that joins the line behind it as its own at once, not after the next request', async () => {
    const [own, other] = [new EventEmitter(), new EventEmitter()] as unknown as ServerResponse[];
    countRequest(own);
    try {
      await onFakeClock(async (realTimeout) => {
        const ran: string[] = [];
        const first = inSearchLane(async () => {
          await withinSearchTime((db) => db.execute(sql`select 1`));
          ran.push('first');
        });
        // Another visitor's search: its request comes while the first waits for a pause, and joins the line after.
        countRequest(other);
        await vi.advanceTimersByTimeAsync(GIVE_WAY.quietMs + 1);
        // PostgreSQL's query gives way to nothing: that search is over; the embedded one's still waits.
        if (database.kind === 'postgres') await first;
        expect(ran).toEqual(database.kind === 'postgres' ? ['first'] : []);
        const second = inSearchLane(async () => {
          ran.push('second');
        });
        await vi.advanceTimersByTimeAsync(GIVE_WAY.quietMs + 1);
        await Promise.race([Promise.all([first, second]), new Promise((resolve) => realTimeout(resolve, 5_000))]);
        expect(ran).toEqual(['first', 'second']);
      });
    } finally {
      other.emit('close');
      own.emit('close');
    }
  });

  it('waits a second at most for all its queries together, however steady the stream of pages', async () => {
    // The search's own request, and a page that stays in flight throughout: no pause ever comes.
    const [own, page] = [new EventEmitter(), new EventEmitter()] as unknown as ServerResponse[];
    countRequest(own);
    countRequest(page);
    try {
      await onFakeClock(async (realTimeout) => {
        const ran: number[] = [];
        const search = inSearchLane(async () => {
          for (const query of [1, 2, 3]) {
            await withinSearchTime((db) => db.execute(sql`select 1`));
            ran.push(query);
          }
        });
        await vi.advanceTimersByTimeAsync(GIVE_WAY.maxMs - 1);
        if (database.kind === 'postgres') await search;
        expect(ran).toEqual(database.kind === 'postgres' ? [1, 2, 3] : []);
        // The allowance spent, the first query runs, and the two after it without waiting again.
        await vi.advanceTimersByTimeAsync(1);
        await Promise.race([search, new Promise((resolve) => realTimeout(resolve, 5_000))]);
        expect(ran).toEqual([1, 2, 3]);
      });
    } finally {
      page.emit('close');
      own.emit('close');
    }
  });
});
