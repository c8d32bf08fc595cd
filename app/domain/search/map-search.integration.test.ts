// The map on a real database: a search's map area (`bounds`) in the /search loader and
// in /map-points, wrong areas refused with a message and a 400, the index that serves the area,
// and the pin of a listing saved and checked on create and update (the /api calls and the form).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { TOWNSHIP_CENTRES } from '../../lib/map/township-centres';
import { BOUNDS_MESSAGE, parseAdvancedSearch } from '../../lib/schemas/search';
import { LISTING_MESSAGES } from '../../lib/schemas/listing';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as createPage from '../../routes/create-listing';
import * as mapPoints from '../../routes/map-points';
import * as searchPage from '../../routes/search';
import { call } from '../../../tests/support/requests';
import { insertDemoPackages, insertListing, listingBody, makeUser, subscribe } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { searchFilters } from './advanced-search.server';

setupTestDatabase();

let owner: Awaited<ReturnType<typeof makeUser>>;
const placed: Record<string, { id: string; latitude: number; longitude: number; type: 'rent' | 'sale' }> = {};

// Four homes at known places: Bahan and Kamayut inside the area searched below, Thanlyin and
// Insein outside it.
const HOMES = {
  bahan: { township: 'bahan', latitude: 16.8131, longitude: 96.1561, type: 'rent' },
  kamayut: { township: 'kamayut', latitude: 16.8254, longitude: 96.1307, type: 'sale' },
  thanlyin: { township: 'thanlyin', latitude: 16.7642, longitude: 96.2504, type: 'rent' },
  insein: { township: 'insein', latitude: 16.8937, longitude: 96.1031, type: 'rent' },
} as const;
const AREA = '16.80,96.12,16.83,96.16';

beforeAll(async () => {
  await insertDemoPackages();
  owner = await makeUser();
  await subscribe(owner.id, 'premium');
  for (const [key, home] of Object.entries(HOMES)) {
    const listing = await insertListing(owner, home);
    placed[key] = { id: listing.id, latitude: home.latitude, longitude: home.longitude, type: home.type };
  }
});

const ids = (list: { _id: string }[]) => list.map((l) => l._id).sort();
const idsOf = (...keys: (keyof typeof HOMES)[]) => keys.map((k) => placed[k]!.id).sort();

describe("a search's map area", () => {
  it('keeps only the listings inside it, on the page and on the map, with the other filters', async () => {
    const page = await (await call(searchPage.loader, `/search?bounds=${AREA}`)).json();
    expect(ids(page.listings)).toEqual(idsOf('bahan', 'kamayut'));
    expect(page.total).toBe(2);
    expect(page.query.bounds).toEqual({ south: 16.8, west: 96.12, north: 16.83, east: 96.16 });

    const rent = await (await call(searchPage.loader, `/search?type=rent&bounds=${AREA}`)).json();
    expect(ids(rent.listings)).toEqual(idsOf('bahan'));

    const map = await call(mapPoints.loader, `/map-points?bounds=${AREA}`);
    expect(map.status).toBe(200);
    const answer = await map.json();
    expect(ids(answer.points)).toEqual(idsOf('bahan', 'kamayut'));
    expect(answer.points.find((p: { _id: string }) => p._id === placed.bahan!.id)).toMatchObject({ latitude: 16.8131, longitude: 96.1561, type: 'rent' });
    expect(answer).toMatchObject({ capped: false, tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } });

    // Without an area, every listing is on the map.
    expect(ids((await (await call(mapPoints.loader, '/map-points')).json()).points)).toEqual(idsOf('bahan', 'kamayut', 'thanlyin', 'insein'));
  });

  it("maps an agent's listings, and refuses an agent id that is not one", async () => {
    const mine = await (await call(mapPoints.loader, `/map-points?agent=${owner.id}`)).json();
    expect(ids(mine.points)).toEqual(idsOf('bahan', 'kamayut', 'thanlyin', 'insein'));
    const wrong = await call(mapPoints.loader, '/map-points?agent=1%27%20or%201=1');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: mapPoints.UNKNOWN_AGENT });
  });

  it.each([
    ['three numbers', '16.8,96.1,16.9'],
    ['five numbers', '16.8,96.1,16.9,96.2,1'],
    ['words', 'south,west,north,east'],
    ['south above north', '16.9,96.1,16.8,96.2'],
    ['west east of east', '16.8,96.2,16.9,96.1'],
    ['a latitude past the pole', '-91,96.1,16.9,96.2'],
    ['a longitude past 180', '16.8,96.1,16.9,181'],
    ['exponents and hex', '1e1,0x10,16.9,96.2'],
    ['a blank part', '16.8,,16.9,96.2'],
    ['Infinity', '16.8,96.1,Infinity,96.2'],
  ])('refuses an area with %s: a 400 and the message, never a 500', async (_case, bounds) => {
    const qs = `bounds=${encodeURIComponent(bounds)}`;
    const page = await call(searchPage.loader, `/search?${qs}`);
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({ boundsError: BOUNDS_MESSAGE, listings: [] });
    const map = await call(mapPoints.loader, `/map-points?${qs}`);
    expect(map.status).toBe(400);
    expect(await map.json()).toEqual({ error: BOUNDS_MESSAGE });
  });

  it('is read from listings_location_idx on this database', async () => {
    const query = parseAdvancedSearch(new URLSearchParams({ bounds: AREA }));
    const plan = await getDb().transaction(async (tx) => {
      // Four rows would be read whole whatever the indexes; the question is whether the index
      // can serve the area at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(sql`explain ${tx.select({ id: listings.id }).from(listings).where(searchFilters(query))}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('listings_location_idx');
  });
});

const validListing = (overrides: Record<string, unknown> = {}) => listingBody(owner.id, { status: 'Agent', ...overrides });

const placeOf = async (id: string) =>
  (await getDb().select({ latitude: listings.latitude, longitude: listings.longitude }).from(listings).where(eq(listings.id, id)))[0];

describe("a listing's pin", () => {
  it('is saved on create, and a listing sent without one gets its township centre', async () => {
    const pinned = await call(createApi.action, '/api/listing/create', { json: await validListing({ latitude: 16.8201, longitude: 96.1502 }), cookie: owner.cookie });
    expect(pinned.status).toBe(201);
    const { _id: pinnedId } = await pinned.json();
    expect(await placeOf(pinnedId)).toEqual({ latitude: 16.8201, longitude: 96.1502 });

    const unpinned = await call(createApi.action, '/api/listing/create', { json: await validListing({ township: 'thanlyin' }), cookie: owner.cookie });
    const { _id: unpinnedId } = await unpinned.json();
    expect(await placeOf(unpinnedId)).toEqual({ latitude: TOWNSHIP_CENTRES.thanlyin[0], longitude: TOWNSHIP_CENTRES.thanlyin[1] });
  });

  it.each([
    ['outside Yangon Region (Mandalay)', { latitude: 21.9588, longitude: 96.0891 }],
    ['with only a latitude', { latitude: 16.81 }],
    ['that is not a number', { latitude: 'north', longitude: 96.15 }],
  ])('is refused %s, with the form check message, on the /api call and the page form', async (_case, pin) => {
    const api = await call(createApi.action, '/api/listing/create', { json: await validListing(pin), cookie: owner.cookie });
    expect(api.status).toBe(400);
    expect((await api.json()).errors).toMatchObject({ latitude: LISTING_MESSAGES.pin });

    const form = new URLSearchParams(Object.entries(await validListing(pin)).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])));
    const page = await call(createPage.action, '/create-listing', { body: form, cookie: owner.cookie });
    expect(page.status).toBe(400);
    const body = await page.json();
    expect(body.errors).toMatchObject({ latitude: LISTING_MESSAGES.pin });
    // What was typed comes back, the pin included.
    expect(body.values).toMatchObject({ latitude: String(pin.latitude) });
  });

  it('is moved on update, kept when an update sends none, and checked there too', async () => {
    const created = await call(createApi.action, '/api/listing/create', { json: await validListing({ latitude: 16.81, longitude: 96.15 }), cookie: owner.cookie });
    const { _id: id } = await created.json();
    const update = (json: unknown) => call(updateApi.action, `/api/listing/update/${id}`, { json, cookie: owner.cookie, params: { id } });

    expect((await update(await validListing({ latitude: 16.8302, longitude: 96.1927 }))).status).toBe(200);
    expect(await placeOf(id)).toEqual({ latitude: 16.8302, longitude: 96.1927 });

    expect((await update(await validListing())).status).toBe(200);
    expect(await placeOf(id)).toEqual({ latitude: 16.8302, longitude: 96.1927 });

    const outside = await update(await validListing({ latitude: 16.81, longitude: 100.5 }));
    expect(outside.status).toBe(400);
    expect((await outside.json()).errors).toMatchObject({ latitude: LISTING_MESSAGES.pin });
    expect(await placeOf(id)).toEqual({ latitude: 16.8302, longitude: 96.1927 });
  });
});
