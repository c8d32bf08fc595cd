// A hard limit on every batch of a new rate's conversion, on PostgreSQL: another connection
// holds one listing in the middle of the table, as an owner's save would for longer than the
// limit. The embedded database has one connection, so no other transaction can hold a listing
// there: this file runs on PostgreSQL only (tests/support/postgres-only-tests.ts).
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, type User } from '../../db/schema';
import { loader as searchLoader } from '../../routes/search';
import { insertListing, insertUser, makeUser } from '../../../tests/support/fixtures';
import { convertedAt, prices } from '../../../tests/support/listing-prices';
import { call } from '../../../tests/support/requests';
import { otherConnection, setupTestDatabase } from '../../../tests/support/test-db';
import { applyExchangeRateSteps, RATE_BATCH_FLOOR_TRIES, type CutBatch, type RateChange } from './apply-exchange-rate.server';
import { FIRST_PLACE } from './convert-price-batch.server';
import { rateOfTheDay } from './rate-of-the-day.server';

const database = setupTestDatabase();

let owner: User;
let admin: User;

beforeAll(async () => {
  if (database.kind !== 'postgres') throw new Error('This file needs PostgreSQL: run it with npm run test:pg');
  owner = await insertUser();
  admin = await makeUser({ isAdmin: true });
});

const change = (kyatPerUsd: number): RateChange => ({ kyatPerUsd, setBy: admin.id, setAt: new Date().toISOString() });

describe('a new rate while another transaction holds a listing', () => {
  const HOLD_LIMIT_MS = 150;
  /** Of `ids`, how many are at `rate` in both currencies, read on a connection of its own. */
  const atRate = async (ids: string[], rate: number) => {
    const r = sql`${rate}::numeric`;
    const [row] = await getDb()
      .select({ n: count() })
      .from(listings)
      .where(sql`${listings.id} = any(${`{${ids.join(',')}}`}::uuid[]) and ${listings.priceLakh} = price_in_lakh(${listings.regularPrice}, ${listings.currency}, ${r}) and ${listings.priceUsd} = price_in_usd(${listings.regularPrice}, ${listings.currency}, ${r})`);
    return row.n;
  };
  /** Every listing's id in the order the batches walk them (the table's), and the one in the middle held by another connection (`release` ends its transaction). */
  const holdMiddleListing = async () => {
    const ids = (await getDb().select({ id: listings.id }).from(listings).orderBy(sql`ctid`)).map((row) => row.id);
    const middle = Math.floor(ids.length / 2);
    const other = await otherConnection(database);
    await other.query('begin');
    await other.query('select id from listings where id = $1 for update', [ids[middle]]);
    const release = async () => {
      await other.query('rollback');
      await other.end();
    };
    return { held: ids[middle], before: ids.slice(0, middle), after: ids.slice(middle + 1), release };
  };

  it('cuts the batch that waits behind it and retries it smaller: the listings before it are committed while it is held, the rest once it is released', async () => {
    await Promise.all([300, 800, 1_300, 2_100, 40, 95, 160, 410].map((regularPrice, i) => insertListing(owner, { township: 'hlaing', type: 'sale', currency: i < 4 ? 'USD' : 'lakh MMK', regularPrice })));
    const mine = await getDb().select().from(listings).where(eq(listings.township, 'hlaing'));
    const oldRate = await rateOfTheDay();
    const newRate = oldRate + 900;
    const { held, before, after, release } = await holdMiddleListing();
    const cuts: CutBatch[] = [];
    let finished = false;
    // One batch would cover every listing: without the limit it would wait behind the held one, keeping the rows before it locked.
    const conversion = (async () => {
      for await (const converted of applyExchangeRateSteps({ change: change(newRate), batchRows: 1_000, holdLimitMs: HOLD_LIMIT_MS, onCut: (cut) => cuts.push(cut) })) void converted;
      finished = true;
    })();
    try {
      // Seen from a third connection while the listing is still held: every listing before it is committed at the new rate.
      await expect.poll(() => atRate(before, newRate), { timeout: 10_000, interval: 50 }).toBe(before.length);
      expect(await atRate([held], newRate)).toBe(0);
      expect(finished).toBe(false);
      // The first batch, all the listings, was stopped and rolled back, then retried at half its size.
      expect(cuts[0]).toEqual({ from: FIRST_PLACE, rows: 1_000 });
      expect(cuts[1]).toEqual({ from: FIRST_PLACE, rows: 500 });
      // A search meanwhile finds each of these listings once, at the old rate or the new.
      const found = ((await (await call(searchLoader, '/search?township=hlaing&type=sale&currency=USD&minPrice=1&maxPrice=100000000')).json()) as { listings: { _id: string; priceLakh: number; priceUsd: number }[] }).listings;
      expect(found.map((card) => card._id).toSorted()).toEqual(mine.map((listing) => listing.id).toSorted());
      for (const listing of mine) {
        const card = found.find((c) => c._id === listing.id)!;
        expect([convertedAt(listing, oldRate), convertedAt(listing, newRate)]).toContainEqual({ lakh: card.priceLakh, usd: card.priceUsd });
      }
    } finally {
      await release();
    }
    await conversion;
    expect(await atRate([...before, held, ...after], newRate)).toBe(before.length + 1 + after.length);
    for (const listing of mine) expect(await prices(listing.id)).toEqual(convertedAt(listing, newRate));
  });

  it('stops after a bounded wait when the listing stays held: the job fails, to be retried, with the listings before it kept converted', async () => {
    const newRate = (await rateOfTheDay()) + 400;
    const rateChange = change(newRate);
    const { held, before, release } = await holdMiddleListing();
    const cuts: CutBatch[] = [];
    try {
      const steps = applyExchangeRateSteps({ change: rateChange, holdLimitMs: 40, onCut: (cut) => cuts.push(cut) });
      await expect((async () => {
        for await (const converted of steps) void converted;
      })()).rejects.toThrow('stayed locked by another transaction');
      expect(await atRate(before, newRate)).toBe(before.length);
      expect(await atRate([held], newRate)).toBe(0);
      // Down to the held listing alone, then that many tries of it, the last of them all.
      const last = cuts.slice(-RATE_BATCH_FLOOR_TRIES);
      expect(last).toHaveLength(RATE_BATCH_FLOOR_TRIES);
      expect(last.every((cut) => cut.rows === 1 && cut.from === last[0].from)).toBe(true);
    } finally {
      await release();
    }
    // The retried job finishes the conversion.
    for await (const converted of applyExchangeRateSteps({ change: rateChange })) void converted;
    expect(await atRate([held, ...before], newRate)).toBe(before.length + 1);
  });
});
