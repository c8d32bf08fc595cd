// Text typed in Zawgyi: stored in Unicode whichever way it comes (a page form, an
// /api body), the page form tells the person (a notice for the next page), and a search typed
// in Zawgyi finds listings written in Unicode.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings } from '../../db/schema';
import { NOTICE_COOKIE, NOTICES, noticesIn } from '../../lib/flash-notice';
import * as createApi from '../../routes/api/listing.create';
import * as searchApi from '../../routes/api/listing.search';
import * as createPage from '../../routes/create-listing';
import * as fullSearchPage from '../../routes/full-search';
import { insertListing, makeLister, uploadedImage } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let lister: Awaited<ReturnType<typeof makeLister>>;

// The same title in both encodings (Google's converter makes the one from the other).
const UNICODE_TITLE = 'ဗဟန်းမြို့နယ် ကွန်ဒိုအခန်း ငှားရန်';
const ZAWGYI_TITLE = 'ဗဟန္းၿမိဳ႕နယ္ ကြန္ဒိုအခန္း ငွားရန္';

beforeAll(async () => {
  lister = await makeLister();
});

async function fields() {
  return {
    name: ZAWGYI_TITLE,
    description: `<p>${ZAWGYI_TITLE}</p>`,
    address: 'No. 12, Kaba Aye Pagoda Road, Bahan',
    township: 'bahan',
    propertyType: 'condo',
    type: 'rent',
    status: 'Owner',
    currency: 'USD',
    regularPrice: '1200',
    squareFeet: '1100',
    bedrooms: '2',
    bathrooms: '2',
    phone: '09 450 123 456',
    imageUrls: await uploadedImage(lister.id),
  };
}

const nameOf = async (id: string) => (await getDb().select({ name: listings.name, description: listings.description }).from(listings).where(eq(listings.id, id)))[0];

describe('text typed in Zawgyi', () => {
  it('is stored in Unicode from the page form, which leaves a notice for the page it leads to, beside its own', async () => {
    const res = await call(createPage.action, '/create-listing', { method: 'POST', body: new URLSearchParams(await fields()), cookie: lister.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${NOTICE_COOKIE}=`))).toHaveLength(1);
    expect(noticesIn(res.headers.get('set-cookie')!.split(';')[0])).toEqual([NOTICES['listing-created'], NOTICES['zawgyi-converted']]);
    const id = res.headers.get('location')!.split('/').pop()!;
    expect(await nameOf(id)).toEqual({ name: UNICODE_TITLE, description: `<p>${UNICODE_TITLE}</p>` });
  });

  it('comes back in Unicode, with the notice, when the form is refused for another reason', async () => {
    const res = await call(createPage.action, '/create-listing', { method: 'POST', body: new URLSearchParams({ ...(await fields()), phone: '' }), cookie: lister.cookie });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toContain(`${NOTICE_COOKIE}=zawgyi-converted`);
    expect((await res.json()).values.name).toBe(UNICODE_TITLE);
  });

  it('is stored in Unicode from /api, and a Unicode form gets no notice', async () => {
    const api = await call(createApi.action, '/api/listing/create', { json: { ...(await fields()), regularPrice: 1200, squareFeet: 1100, bedrooms: 2, bathrooms: 2, imageUrls: [await uploadedImage(lister.id)] }, cookie: lister.cookie });
    expect(api.status).toBe(201);
    expect((await nameOf((await api.json())._id)).name).toBe(UNICODE_TITLE);
    const plain = await call(createPage.action, '/create-listing', { method: 'POST', body: new URLSearchParams({ ...(await fields()), name: UNICODE_TITLE, description: `<p>${UNICODE_TITLE}</p>` }), cookie: lister.cookie });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('set-cookie') ?? '').not.toContain('zawgyi-converted');
  });

  it('searches the Unicode texts: a Zawgyi query finds a listing written in Unicode', async () => {
    const unicodeOnly = await insertListing(lister, { name: 'ရန်ကင်းမြို့နယ် တိုက်ခန်း ငှားရန်', propertyType: 'apartment', township: 'yankin' });
    const zawgyiQuery = 'ရန္ကင္းၿမိဳ႕နယ္ တိုက္ခန္း';
    const api = await call(searchApi.loader, `/api/listing/search?${new URLSearchParams({ searchTerm: zawgyiQuery })}`);
    expect(((await api.json()) as { _id: string }[]).map((l) => l._id)).toEqual([unicodeOnly.id]);
    const page = await call(fullSearchPage.loader, `/full-search?${new URLSearchParams({ searchTerm: zawgyiQuery })}`);
    const data = await page.json();
    expect(data.listings.map((l: { _id: string }) => l._id)).toEqual([unicodeOnly.id]);
  });
});
