// The rate of the day on a real database: every listing's price in both currencies, kept by the
// database when a listing is written and when an admin sets a new rate through the page's form,
// which refuses a negative or absurd rate with the browser's own message.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { exchangeRates, listings, type User } from '../../db/schema';
import { EXCHANGE_RATE_MESSAGES } from '../../lib/forms/exchange-rate';
import { action, loader } from '../../routes/exchange-rate';
import { loader as searchLoader } from '../../routes/search';
import { insertListing, insertUser, makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { setExchangeRate } from './set-exchange-rate.server';

setupTestDatabase();

let owner: User;
let admin: User & { cookie: string };

beforeAll(async () => {
  owner = await insertUser();
  admin = await makeUser({ isAdmin: true });
});

const prices = async (id: string) => {
  const [row] = await getDb().select({ lakh: listings.priceLakh, usd: listings.priceUsd }).from(listings).where(eq(listings.id, id));
  return { lakh: Number(row.lakh), usd: Number(row.usd) };
};

const postRate = (value: string, cookie = admin.cookie) => call(action, '/exchange-rate', { body: new URLSearchParams({ kyatPerUsd: value }), cookie });

describe('a listing’s price in both currencies', () => {
  it('is written by the database at the rate of the day, and again when the price or currency changes', async () => {
    await setExchangeRate({ admin, kyatPerUsd: 4_500 });
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 1_000, type: 'rent' });
    const lakh = await insertListing(owner, { currency: 'lakh MMK', regularPrice: 48, type: 'rent' });
    expect(await prices(dollars.id)).toEqual({ lakh: 45, usd: 1_000 });
    expect(await prices(lakh.id)).toEqual({ lakh: 48, usd: 1_066.67 });

    await getDb().update(listings).set({ regularPrice: 90 }).where(eq(listings.id, lakh.id));
    expect(await prices(lakh.id)).toEqual({ lakh: 90, usd: 2_000 });
    await getDb().update(listings).set({ currency: 'USD', regularPrice: 500 }).where(eq(listings.id, lakh.id));
    expect(await prices(lakh.id)).toEqual({ lakh: 22.5, usd: 500 });
  });

  it('follows a new rate set by an admin: both currencies of every listing, no migration', async () => {
    const dollars = await insertListing(owner, { currency: 'USD', regularPrice: 800, type: 'sale' });
    const lakh = await insertListing(owner, { currency: 'lakh MMK', regularPrice: 250, type: 'sale' });
    const answer = await postRate('5,000');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/exchange-rate?set=1');
    expect(await prices(dollars.id)).toEqual({ lakh: 40, usd: 800 });
    expect(await prices(lakh.id)).toEqual({ lakh: 250, usd: 5_000 });

    // The filter in either currency finds both listings at the new rate.
    const search = async (qs: string) => ((await (await call(searchLoader, `/search?type=sale&${qs}`)).json()) as { listings: { _id: string }[] }).listings.map((l) => l._id);
    expect(await search('currency=USD&minPrice=800&maxPrice=5000')).toEqual(expect.arrayContaining([dollars.id, lakh.id]));
    expect(await search('currency=lakh+MMK&minPrice=40&maxPrice=250')).toEqual(expect.arrayContaining([dollars.id, lakh.id]));
    expect(await search('currency=lakh+MMK&maxPrice=39')).not.toContain(dollars.id);

    await postRate('4000');
    expect(await prices(dollars.id)).toEqual({ lakh: 32, usd: 800 });
    expect(await prices(lakh.id)).toEqual({ lakh: 250, usd: 6_250 });
  });

  it('keeps every rate with its date and who set it, newest first on the admin’s page', async () => {
    const page = (await (await call(loader, '/exchange-rate', { cookie: admin.cookie })).json()) as { history: { kyatPerUsd: number; setAt: string; setBy: string | null }[] };
    expect(page.history.slice(0, 3).map((rate) => rate.kyatPerUsd)).toEqual([4_000, 5_000, 4_500]);
    expect(page.history[0].setBy).toBe(admin.username);
    expect(new Date(page.history[0].setAt).getTime()).toBeGreaterThan(new Date(page.history[1].setAt).getTime());
  });
});

describe('the exchange-rate form', () => {
  it('refuses a negative rate, 10^12 and text with the browser’s message, keeping what was typed', async () => {
    for (const typed of ['-4500', '1000000000000', 'four thousand', '0', '']) {
      const answer = await postRate(typed);
      expect(answer.status, typed).toBe(400);
      const failure = (await answer.json()) as { errors: Record<string, string>; values: Record<string, unknown> };
      expect(failure.errors.kyatPerUsd).toBe(EXCHANGE_RATE_MESSAGES.rate);
      expect(failure.values.kyatPerUsd).toBe(typed);
    }
    const [newest] = await getDb().select().from(exchangeRates).orderBy(desc(exchangeRates.createdAt)).limit(1);
    expect(Number(newest.kyatPerUsd)).toBe(4_000);
  });

  it('is an admin’s alone: anyone else is sent to sign in and nothing changes', async () => {
    const someone = await makeUser();
    for (const cookie of [someone.cookie, '']) {
      const answer = await postRate('9000', cookie);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/^\/sign-in/);
      expect((await call(loader, '/exchange-rate', { cookie })).status).toBe(302);
    }
    const rates = await getDb().select({ rate: exchangeRates.kyatPerUsd }).from(exchangeRates);
    expect(rates.map((r) => Number(r.rate))).not.toContain(9_000);
  });

  it('is refused by the database too, whatever writes it', async () => {
    await expect(getDb().insert(exchangeRates).values({ kyatPerUsd: -1 })).rejects.toThrow();
    await expect(getDb().insert(exchangeRates).values({ kyatPerUsd: 1e9 })).rejects.toThrow();
  });
});
