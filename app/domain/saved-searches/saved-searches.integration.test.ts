// /saved-searches on the real database, through its loader and action (the page's own path):
// who may see and change whose saved searches (only their own: another person's id is "not
// found" and changes nothing), a visitor sent to sign in, saving from both search pages (the
// whole query kept, opened again exactly), the form's checks and the cap.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches, type User } from '../../db/schema';
import * as page from '../../routes/saved-searches';
import { SAVED_SEARCH_LIMITS } from '../../lib/saved-search-query';
import type { SavedSearchesPage } from '../../lib/views/saved-searches';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

let alice: User;
let bob: User;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  alice = await insertUser();
  bob = await insertUser();
  aliceCookie = await cookieFor(alice);
  bobCookie = await cookieFor(bob);
});

const post = (fields: Record<string, string>, cookie?: string) => call(page.action, '/saved-searches', { body: new URLSearchParams(fields), cookie });
const list = async (cookie: string) => ((await (await call(page.loader, '/saved-searches', { cookie })).json()) as SavedSearchesPage).searches;
const rowOf = async (id: string) => (await getDb().select().from(savedSearches).where(eq(savedSearches.id, id)))[0];
const saveFor = async (cookie: string, name: string, query = 'type=rent&township=bahan', from = 'search') => {
  const res = await post({ intent: 'save', name, from, query: `?${query}`, js: '1' }, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
};

describe('a visitor', () => {
  it('sees no page and saves nothing: both lead to sign in and back', async () => {
    const res = await call(page.loader, '/saved-searches');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?redirectTo=%2Fsaved-searches');
    const saved = await post({ intent: 'save', name: 'Mine', from: 'search', query: '?type=rent', back: '/search?type=rent' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent('/search?type=rent')}`);
    expect(await getDb().select().from(savedSearches)).toEqual([]);
  });
});

describe('saving', () => {
  it('keeps the whole query of /search, and opens exactly those results again', async () => {
    const query = 'type=rent&township=bahan&propertyType=condo&currency=USD&minPrice=900&maxPrice=300&beds=2&parking=true&gym=true&sort=regularPrice&order=asc&page=3';
    const id = await saveFor(aliceCookie, 'Bahan condos', query);
    const [search] = (await list(aliceCookie)).filter((s) => s.id === id);
    expect(search).toMatchObject({ name: 'Bahan condos', frequency: 'daily', paused: false });
    // The filters, the range in order; the sort and the page are how it was looked at, not what.
    expect(search.url).toBe('/search?type=rent&parking=true&gym=true&township=bahan&propertyType=condo&currency=USD&minPrice=300&maxPrice=900&beds=2');
    expect(search.query).toMatchObject({ type: 'rent', township: 'bahan', propertyType: 'condo', currency: 'USD', minPrice: 300, maxPrice: 900, beds: 2, parking: true, gym: true, furnished: false });
    expect(search.query.term).toBeUndefined();
  });

  it('keeps the term of /full-search', async () => {
    const id = await saveFor(aliceCookie, 'Penthouses', 'searchTerm=%20penthouse%20inya%20&sort=newest', 'full-search');
    const [search] = (await list(aliceCookie)).filter((s) => s.id === id);
    expect(search.url).toBe('/full-search?searchTerm=penthouse+inya');
  });

  it('keeps "Show rented and sold" with either page\'s query, as a search of its own beside the same one without it', async () => {
    const withClosed = await saveFor(aliceCookie, 'Bahan, all', 'type=rent&township=bahan&showClosed=true&page=2');
    const [search] = (await list(aliceCookie)).filter((s) => s.id === withClosed);
    expect(search.url).toBe('/search?type=rent&township=bahan&showClosed=true');
    expect(search.query).toMatchObject({ township: 'bahan', showClosed: true });
    // The same filters without it are another search: saved beside it, not refused as a duplicate.
    const live = await saveFor(aliceCookie, 'Bahan, live', 'type=rent&township=bahan&propertyType=house');
    expect((await list(aliceCookie)).find((s) => s.id === live)!.query.showClosed).toBe(false);
    const term = await saveFor(aliceCookie, 'Condos, all', 'searchTerm=condo&showClosed=true', 'full-search');
    expect((await list(aliceCookie)).find((s) => s.id === term)!.url).toBe('/full-search?searchTerm=condo&showClosed=true');
  });

  it('answers a save with the address no alert reaches until it is confirmed, and none once it is', async () => {
    const unconfirmed = await insertUser({ emailConfirmedAt: null });
    const answer = await post({ intent: 'save', name: 'Unconfirmed', from: 'search', query: '?type=rent', js: '1' }, await cookieFor(unconfirmed));
    expect(await answer.json()).toMatchObject({ ok: true, intent: 'save', unconfirmedEmail: unconfirmed.email });
    const confirmed = await post({ intent: 'save', name: 'Confirmed', from: 'search', query: '?type=rent', js: '1' }, aliceCookie);
    expect(await confirmed.json()).toMatchObject({ ok: true, intent: 'save', unconfirmedEmail: null });
  });

  it('without JavaScript, leads to the list', async () => {
    const res = await post({ intent: 'save', name: 'No script', from: 'search', query: '?type=sale' }, aliceCookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/saved-searches');
  });

  it('refuses a blank or too long name, and an unknown page, keeping what was typed', async () => {
    for (const name of ['', '   ', 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1)]) {
      const res = await post({ intent: 'save', name, from: 'search', query: '?type=rent' }, bobCookie);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string>; values: Record<string, string> };
      expect(body.errors.name).toBe('Please give this search a name (up to 80 characters).');
      expect(body.values.name).toBe(name);
    }
    const odd = await post({ intent: 'save', name: 'Odd', from: 'admin', query: '?type=rent' }, bobCookie);
    expect(odd.status).toBe(400);
    expect(await list(bobCookie)).toEqual([]);
  });

  it(`stops at ${SAVED_SEARCH_LIMITS.perUser} a person`, async () => {
    const carol = await insertUser();
    const cookie = await cookieFor(carol);
    await getDb()
      .insert(savedSearches)
      .values(Array.from({ length: SAVED_SEARCH_LIMITS.perUser }, (_, i) => ({ userId: carol.id, name: `Search ${i}`, minPrice: i })));
    const res = await post({ intent: 'save', name: 'One more', from: 'search', query: '?type=rent' }, cookie);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('You can save up to 50 searches. Delete some to save more.');
  });
});

describe('changing a saved search', () => {
  it('rename, how often, pause, resume and delete work on your own', async () => {
    const id = await saveFor(aliceCookie, 'To change');
    expect((await post({ intent: 'rename', id, name: '  Renamed  ' }, aliceCookie)).status).toBe(200);
    expect((await rowOf(id)).name).toBe('Renamed');
    for (const frequency of ['instant', 'weekly', 'daily'] as const) {
      expect((await post({ intent: 'frequency', id, frequency }, aliceCookie)).status).toBe(200);
      expect((await rowOf(id)).frequency).toBe(frequency);
    }
    expect((await post({ intent: 'frequency', id, frequency: 'hourly' }, aliceCookie)).status).toBe(400);
    expect((await post({ intent: 'pause', id }, aliceCookie)).status).toBe(200);
    expect((await rowOf(id)).paused).toBe(true);
    expect((await post({ intent: 'resume', id }, aliceCookie)).status).toBe(200);
    expect((await rowOf(id)).paused).toBe(false);
    expect((await post({ intent: 'delete', id }, aliceCookie)).status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("refuses another person's id for every change (404), and changes nothing", async () => {
    const id = await saveFor(aliceCookie, "Alice's");
    const before = await rowOf(id);
    const attempts: Record<string, string>[] = [
      { intent: 'rename', id, name: 'Taken over' },
      { intent: 'frequency', id, frequency: 'instant' },
      { intent: 'pause', id },
      { intent: 'resume', id },
      { intent: 'delete', id },
    ];
    for (const fields of attempts) {
      const res = await post(fields, bobCookie);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Saved search not found.');
    }
    expect(await rowOf(id)).toEqual(before);
    expect((await list(bobCookie)).map((s) => s.id)).not.toContain(id);
    expect((await list(aliceCookie)).map((s) => s.id)).toContain(id);
  });

  it('answers 404 to ids that are not ids, and 400 to an unknown intent', async () => {
    for (const id of ['', 'nope', "1' or '1'='1"]) expect((await post({ intent: 'delete', id }, aliceCookie)).status).toBe(404);
    expect((await post({ intent: 'explode' }, aliceCookie)).status).toBe(400);
  });
});
