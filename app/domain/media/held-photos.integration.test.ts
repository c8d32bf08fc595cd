// With the data saver on (`Save-Data: on`, or the reader's own choice in the data_saver cookie,
// which wins), the server's first answer already holds every listing photo, blog picture and
// agency picture: in each one's place a button naming the 400 px file's size, and no address of
// an image in the page's markup, so the browser asks for none and hydration has nothing to swap.
// Pages and their data say `Vary: Save-Data`. Over real HTTP, through the page cache.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { media, posts } from '../../db/schema';
import { kilobytes } from '../../lib/held-photo';
import { insertAgent, insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { photoLike } from '../../../tests/support/photos';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { smallRenditionKey, storeImage } from './images.server';
import { objectStore } from './object-store.server';

setupTestDatabase();
const app = setupHttpApp();

const SAVE_DATA = { 'save-data': 'on' };
let cover: string;
let second: string;
let agencyPicture: string;
let postPicture: string;
let listingId: string;
let agentId: string;

beforeAll(async () => {
  const owner = await makeUser({ role: 'agent' });
  [cover, second, agencyPicture, postPicture] = await Promise.all([1, 2, 3, 4].map(async (seed) => storeImage({ data: await photoLike(seed), userId: owner.id })));
  listingId = (await insertListing(owner, { type: 'rent', name: 'Held flat on Inya Road' }, [cover, second])).id;
  await insertListing(owner, { type: 'rent', name: 'Another flat on Inya Road' }, [second]);
  agentId = (await insertAgent({ name: 'Golden Held Realty', imageUrls: [agencyPicture] })).id;
  await getDb().insert(posts).values({ title: 'Renting with the data saver on', slug: 'renting-held', image: postPicture, content: '<p>Tap to see.</p>' });
});

/** The label a held photo's button shows: the 400 px file's real size, as the store has it. */
async function label(url: string) {
  const file = await objectStore().stat(smallRenditionKey(url)!);
  return `Tap to load photo (${kilobytes(file!.bytes)})`;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  return { html: await res.text(), vary: res.headers.get('vary') ?? '' };
}

/** Every image address the markup would make a browser fetch (src, srcset, a preload's href). */
const imageAddresses = (html: string) => [...html.matchAll(/\s(?:src|srcset|href)="([^"]*\/media\/[^"]*)"/g)].map(([, url]) => url);
const heldButtons = (html: string) => [...html.matchAll(/<button[^>]*data-held-photo[^>]*>/g)].length;

describe('with Save-Data: on, the first answer', () => {
  it("holds the home page's listing covers, agency pictures and blog pictures, each button naming its photo's size", async () => {
    const { html } = await page('/', SAVE_DATA);
    expect(imageAddresses(html)).toEqual([]);
    expect(heldButtons(html)).toBeGreaterThanOrEqual(4);
    for (const url of [cover, second, agencyPicture, postPicture]) expect(html).toContain(await label(url));
  });

  it('holds the photos of every page that shows listings, agencies or posts, and asks for no image', async () => {
    const pages = ['/search?type=rent', '/full-search?searchTerm=Inya', `/listing/${listingId}`, '/blogs', '/post/renting-held', '/agent', `/agent/${agentId}`];
    for (const path of pages) {
      const { html } = await page(path, SAVE_DATA);
      expect(imageAddresses(html), path).toEqual([]);
      expect(heldButtons(html), path).toBeGreaterThan(0);
    }
    expect((await page('/search?type=rent', SAVE_DATA)).html).toContain(await label(cover));
    // The listing's gallery names the photo it shows first.
    expect((await page(`/listing/${listingId}`, SAVE_DATA)).html).toContain(await label(cover));
  });

  it("follows the reader's own choice over the browser's wish", async () => {
    const chosenOff = await page('/search?type=rent', { ...SAVE_DATA, cookie: 'data_saver=off' });
    expect(heldButtons(chosenOff.html)).toBe(0);
    expect(imageAddresses(chosenOff.html).length).toBeGreaterThan(0);
    const chosenOn = await page('/search?type=rent', { cookie: 'data_saver=on' });
    expect(imageAddresses(chosenOn.html)).toEqual([]);
    expect(chosenOn.html).toContain(await label(cover));
  });
});

describe('without the data saver', () => {
  it('draws the photos as before, with no held place and no sizes in the data', async () => {
    for (const path of ['/', '/search?type=rent', `/listing/${listingId}`, '/blogs']) {
      const { html } = await page(path);
      expect(heldButtons(html), path).toBe(0);
      expect(imageAddresses(html).length, path).toBeGreaterThan(0);
      expect(html, path).not.toContain('photoBytes');
    }
  });
});

describe('caching', () => {
  it('says Vary: Save-Data on pages and their data, not on /api answers', async () => {
    for (const path of ['/', '/search?type=rent', `/listing/${listingId}`, '/about']) {
      expect((await page(path)).vary, path).toMatch(/\bSave-Data\b/i);
      expect((await page(path, SAVE_DATA)).vary, path).toMatch(/\bSave-Data\b/i);
    }
    const data = await app.request('/search.data?type=rent', { headers: SAVE_DATA });
    expect(data.headers.get('vary')).toMatch(/\bSave-Data\b/i);
    expect(await data.text()).toContain('photoBytes');
    const api = await app.request('/api/listing/get?limit=1');
    await api.body?.cancel();
    expect(api.headers.get('vary') ?? '').not.toMatch(/Save-Data/i);
  });

  it('never sends a page kept for one kind of visitor to the other', async () => {
    for (const headers of [{}, SAVE_DATA, {}, SAVE_DATA]) {
      const { html } = await page('/search?type=rent', headers);
      expect(heldButtons(html) > 0).toBe('save-data' in headers);
    }
  });
});

describe('a held photo whose size is not known yet', () => {
  it('names no size (an image stored before sizes were kept, until the job measures it)', async () => {
    await getDb().update(media).set({ smallBytes: null }).where(eq(media.url, agencyPicture));
    const { html } = await page('/agent', SAVE_DATA);
    expect(html).not.toContain(await label(agencyPicture));
    expect(html).toMatch(/<button[^>]*data-held-photo[^>]*>.*?Tap to load photo<\/span>/);
  });
});
