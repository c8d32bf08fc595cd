// /dashboard?tab=performance and My Listings' trends over HTTP, on the real database: a lister
// sees their own listings' numbers and nobody else's (not by naming another's listing), an admin
// sees every listing, a visitor is sent to sign in, odd parameters get a page or a clear 404,
// never a 500; the numbers shown are the rollup's, in English and in Burmese.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { favourites, type Listing } from '../../db/schema';
import { insertListing, makeUser } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { yangonDay } from '../listings/yangon-day.server';
import { addDays, rollupListingStats } from './rollup.server';

setupTestDatabase();
const app = setupHttpApp();

let lister: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let mine: Listing;
let mineToo: Listing;
let theirs: Listing;

const today = yangonDay(new Date());
const DAY = 24 * 3600_000;

/** `n` visitors' views of `listing` on `day`, each visitor named `visitor` and a number. */
async function views(listing: Listing, day: string, n: number, visitor = 'v') {
  await getDb().execute(sql`insert into page_views (listing_id, visitor_hash, day) select ${listing.id}::uuid, ${visitor} || g, ${day}::date from generate_series(1, ${n}::int) g`);
}

const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const listed = (html: string) => [...html.matchAll(/data-performance-listing="([^"]+)"/g)].map((m) => m[1]);
const total = (html: string, key: string) => html.match(new RegExp(`data-total="${key}"[^>]*>.*?<dd[^>]*>([^<]+)</dd>`))?.[1];

beforeAll(async () => {
  lister = await makeUser();
  other = await makeUser();
  admin = await makeUser({ isAdmin: true });
  const posted = new Date(Date.now() - 40 * DAY);
  mine = await insertListing(lister, { name: 'Sunny condo in Bahan', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  mineToo = await insertListing(lister, { name: 'Quiet flat in Bahan', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  theirs = await insertListing(other, { name: 'Big house in Yankin', township: 'bahan', type: 'rent', propertyType: 'condo', createdAt: posted });
  await views(mine, today, 6);
  await views(mine, addDays(today, -35), 4);
  await views(theirs, today, 2);
  await rollupListingStats({ days: 40 });
});

describe('a lister', () => {
  it('sees their own listings with their numbers, rank and chart, and not another lister’s', async () => {
    const { status, html } = await page('/dashboard?tab=performance', lister.cookie);
    expect(status).toBe(200);
    expect(listed(html).sort()).toEqual([mine.id, mineToo.id].sort());
    expect(html).not.toContain(theirs.id);
    expect(html).not.toContain('Big house in Yankin');
    // The summary first: 6 views in the last 30 days over both listings (the 4 of 35 days ago are older).
    expect(total(html, 'views')).toBe('6');
    const card = html.slice(html.indexOf(`data-performance-listing="${mine.id}"`));
    expect(card).toContain('Ranked 1 of 3 similar listings by views');
    expect(card).toMatch(/<svg[^>]*role="img"/);
    expect(card).toContain('Median of similar listings');
    expect(card).toContain('<caption>Views per day, last 30 days</caption>');
    // 30 rows behind the chart, today's last with its 6 views.
    const rows = [...card.slice(0, card.indexOf('</table>')).matchAll(/<tr><th scope="row">[^<]+<\/th><td>([^<]+)<\/td>/g)].map((m) => m[1]);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toBe('6');
  });

  it('sees 90 days when asked, the older views included', async () => {
    const { html } = await page('/dashboard?tab=performance&period=90', lister.cookie);
    expect(total(html, 'views')).toBe('10');
    expect(html).toContain('Views per day, last 90 days');
  });

  it('gets 404 for another lister’s listing or an id that is none, and nothing of it', async () => {
    for (const id of [theirs.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const { status, html } = await page(`/dashboard?tab=performance&listing=${id}`, lister.cookie);
      expect(status).toBe(404);
      expect(html).toContain('Page Not Found');
      expect(html).not.toContain('Big house in Yankin');
    }
  });

  it('sees one of their listings alone by its id', async () => {
    const { status, html } = await page(`/dashboard?tab=performance&listing=${mine.id}`, lister.cookie);
    expect(status).toBe(200);
    expect(listed(html)).toEqual([mine.id]);
  });

  it('gets a page for any period or page number, never a 500', async () => {
    for (const query of ['period=7', 'period=%00', 'page=-1', 'page=99999999999', 'page=abc', 'period=90&page=2']) {
      const { status, html } = await page(`/dashboard?tab=performance&${query}`, lister.cookie);
      expect(status, query).toBe(200);
      expect(listed(html).length, query).toBeGreaterThan(0);
    }
  });

  it('reads it in Burmese', async () => {
    const { html } = await page('/dashboard?tab=performance&lang=my', lister.cookie);
    expect(html).toContain('ဆင်တူကြော်ငြာများ၏ အလယ်ကိန်း');
    expect(html).toContain('ကြည့်ရှုမှုအရ ဆင်တူကြော်ငြာ 3 ခုအနက် အဆင့် 1');
  });

  it('sees a trend beside each row of My Listings, naming its views of the last 30 days', async () => {
    const { status, html } = await page('/my-listing', lister.cookie);
    expect(status).toBe(200);
    expect(html).toContain(`href="/dashboard?tab=performance&amp;listing=${mine.id}"`);
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Views, last 30 days: 6"/);
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Views, last 30 days: 0"/);
  });
});

describe('the figures of today', () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let alone: Listing;
  beforeAll(async () => {
    owner = await makeUser();
    // The only land for sale in Dawbon: nothing similar to compare it with.
    alone = await insertListing(owner, { name: 'Riverside plot in Dawbon', township: 'dawbon', type: 'sale', propertyType: 'land', createdAt: new Date(Date.now() - 5 * DAY) });
    await views(alone, today, 2);
    await rollupListingStats({ days: 40 });
  });
  const cardOf = (html: string) => html.slice(html.indexOf(`data-performance-listing="${alone.id}"`));

  it('count what happened since the last hourly rollup, on the tab, its summary and My Listings, and the rollup then adds nothing twice', async () => {
    const fan = await makeUser();
    await views(alone, today, 3, 'later');
    await getDb().insert(favourites).values({ userId: fan.id, listingId: alone.id, title: alone.name });
    await getDb().execute(sql`insert into enquiries (listing_id, lister_user_id, name, email, message)
      values (${alone.id}, ${owner.id}, 'Ko Aung', 'aung@example.com', 'Is the plot still for sale?')`);
    const shown = async () => {
      const { html } = await page('/dashboard?tab=performance', owner.cookie);
      const card = cardOf(html);
      const trend = (await page('/my-listing', owner.cookie)).html.match(/aria-label="Views, last 30 days: (\d+)"/)?.[1];
      return { summary: ['views', 'saves', 'enquiries'].map((key) => total(html, key)), card: ['views', 'saves', 'enquiries'].map((key) => total(card, key)), trend };
    };
    const live = { summary: ['5', '1', '1'], card: ['5', '1', '1'], trend: '5' };
    expect(await shown()).toEqual(live);
    await rollupListingStats();
    expect(await shown()).toEqual(live);
  });

  it('say a listing is the only one of its kind, with no median line drawn under its own', async () => {
    for (const [lang, only, median] of [
      ['en', 'The only listing of its kind: there are no similar listings to compare it with.', 'Median of similar listings'],
      ['my', 'ဤအမျိုးအစား၌ တစ်ခုတည်းသော ကြော်ငြာဖြစ်၍ နှိုင်းယှဉ်ရန် ဆင်တူကြော်ငြာ မရှိပါ။', 'ဆင်တူကြော်ငြာများ၏ အလယ်ကိန်း'],
    ]) {
      const card = cardOf((await page(`/dashboard?tab=performance&lang=${lang}`, owner.cookie)).html);
      expect(card).toContain(only);
      expect(card).not.toContain(median);
    }
    // A listing among others keeps its rank and its median line.
    const theirs = (await page('/dashboard?tab=performance', lister.cookie)).html;
    expect(theirs).toContain('Median of similar listings');
    expect(theirs).not.toContain('The only listing of its kind');
  });
});

describe('an admin', () => {
  it('sees every lister’s listings, and any one by its id', async () => {
    const { html } = await page('/dashboard?tab=performance', admin.cookie);
    expect(listed(html)).toEqual(expect.arrayContaining([mine.id, mineToo.id, theirs.id]));
    expect(html).toContain('Every listing, last 30 days');
    const one = await page(`/dashboard?tab=performance&listing=${theirs.id}`, admin.cookie);
    expect(one.status).toBe(200);
    expect(listed(one.html)).toEqual([theirs.id]);
  });
});

describe('a visitor', () => {
  it('is sent to sign in', async () => {
    const { status, location } = await page('/dashboard?tab=performance');
    expect(status).toBe(302);
    expect(location).toMatch(/^\/sign-in/);
  });
});
