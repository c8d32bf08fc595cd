// The home page's loader: the counters are the real numbers of rent and sale listings still
// available, the township counts add up, and each list sends the 9 the page shows (View More asks
// /home-lists/:list for the next 9), with whether there are more.
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, posts, type User } from '../../db/schema';
import * as listingsApi from '../../routes/api/listing.get';
import * as homePage from '../../routes/home';
import * as homeLists from '../../routes/home-lists';
import * as searchPage from '../../routes/search';
import { mulberry32, postInput } from '../../db/demo/factories.server';
import { getListing } from '../listings/get-listing.server';
import { CARD_HTML_CHARS } from '../posts/post-cards.server';
import { toPostView } from '../posts/post-view.server';
import { toListingCard } from '../../lib/views/listing-card';
import { toPostCard } from '../../lib/views/post-card';
import { call } from '../../../tests/support/requests';
import { insertAgent, insertListing, insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let owner: User;
const at = (minutes: number) => new Date(Date.UTC(2024, 5, 1, 0, minutes));
const rng = mulberry32(99);

beforeAll(async () => {
  owner = await insertUser();
  // 30 rent (20 in Bahan, 10 in Kamayut) and 29 sale (all in Tamwe, 1 in Insein).
  for (let i = 0; i < 30; i++) {
    await insertListing(owner, { type: 'rent', township: i < 20 ? 'bahan' : 'kamayut', createdAt: at(i) }, [`/media/r${i}.webp`, `/media/r${i}-2.webp`]);
  }
  for (let i = 0; i < 29; i++) {
    await insertListing(owner, { type: 'sale', township: i === 0 ? 'insein' : 'tamwe', createdAt: at(100 + i) }, i % 2 ? [] : [`/media/s${i}.webp`]);
  }
  for (let i = 0; i < 28; i++) await insertAgent({ name: `Agency ${String(i).padStart(2, '0')}`, priority: i === 3 ? 9 : 0, createdAt: at(i) });
  for (let i = 0; i < 28; i++) {
    await getDb().insert(posts).values({ ...postInput(rng, { title: `Post ${i}` }), createdAt: at(i), updatedAt: at(i) });
  }
});

const loadHome = async () => (await call(homePage.loader, '/')).json();

describe('home loader', () => {
  it('counts the real numbers of rent and sale listings', async () => {
    const data = await loadHome();
    const [rent] = await getDb().select({ n: count() }).from(listings).where(eq(listings.type, 'rent'));
    const [sale] = await getDb().select({ n: count() }).from(listings).where(eq(listings.type, 'sale'));
    expect(data.counts).toEqual({ rent: rent.n, sale: sale.n });
    expect(data.counts).toEqual({ rent: 30, sale: 29 });
  });

  it('counts only the homes still available, as the searches its counters and township cards lead to do', async () => {
    const [rented] = await getDb().select({ id: listings.id }).from(listings).where(eq(listings.township, 'bahan')).limit(1);
    await getDb().update(listings).set({ propertyStatus: 'Rented Out' }).where(eq(listings.id, rented.id));
    try {
      const data = await loadHome();
      expect(data.counts).toEqual({ rent: 29, sale: 29 });
      expect(data.townships.find((t: { slug: string }) => t.slug === 'bahan')).toEqual({ slug: 'bahan', count: 19 });
      const search = (await (await call(searchPage.loader, '/search?township=bahan')).json()) as { total: number };
      expect(search.total).toBe(19);
    } finally {
      await getDb().update(listings).set({ propertyStatus: 'Still Available' }).where(eq(listings.id, rented.id));
    }
    expect((await loadHome()).counts).toEqual({ rent: 30, sale: 29 });
  });

  it('counts listings per township, busiest first, with every township listed (by slug: the page has their names)', async () => {
    const { townships } = await loadHome();
    expect(townships).toHaveLength(31);
    expect(townships.slice(0, 4)).toEqual([
      { slug: 'tamwe', count: 28 },
      { slug: 'bahan', count: 20 },
      { slug: 'kamayut', count: 10 },
      { slug: 'insein', count: 1 },
    ]);
    // Empty townships follow in the list's order.
    expect(townships[4]).toMatchObject({ slug: 'ahlone', count: 0 });
    expect(townships.reduce((sum: number, t: { count: number }) => sum + t.count, 0)).toBe(59);
  });

  it('sends the 9 newest rent and sale listings as cards with their cover, and that there are more', async () => {
    const { rent, sale } = await loadHome();
    expect(rent.items).toHaveLength(9);
    expect(sale.items).toHaveLength(9);
    expect([rent.more, sale.more]).toEqual([true, true]);
    expect(rent.items.every((l: { type: string }) => l.type === 'rent')).toBe(true);
    expect(sale.items.every((l: { type: string }) => l.type === 'sale')).toBe(true);
    expect(rent.items[0].cover).toBe('/media/r29.webp');
    expect(rent.items[8].cover).toBe('/media/r21.webp');
    expect(sale.items[0]).toMatchObject({ cover: '/media/s28.webp', township: 'tamwe' });
    expect(sale.items[1].cover).toBeNull();
    // Cards, not whole listings: no description, no phone, no image list, nor what a tile does not show.
    for (const field of ['description', 'phone', 'imageUrls', 'address', 'createdAt']) expect(rent.items[0]).not.toHaveProperty(field);
  });

  it('reads each tile as the card of the whole listing would be', async () => {
    const { rent, sale } = await loadHome();
    for (const tile of [...rent.items, ...sale.items]) {
      expect(tile).toEqual(toListingCard((await getListing({ id: tile._id, viewer: null }))!));
    }
  });

  it("View More's next 9 (/home-lists/rent?startIndex=9) follow the first 9 without a gap or a repeat, as the cards the page sent", async () => {
    const { rent } = await loadHome();
    const { batch } = await (await call(homeLists.loader, '/home-lists/rent?startIndex=9', { params: { list: 'rent' } })).json();
    expect(batch.more).toBe(true);
    expect(Object.keys(batch.items[0]).sort()).toEqual(Object.keys(rent.items[0]).sort());
    const ids = [...rent.items, ...batch.items].map((l: { _id: string }) => l._id);
    const newest = await getDb().select({ id: listings.id }).from(listings).where(eq(listings.type, 'rent')).orderBy(desc(listings.createdAt), desc(listings.id)).limit(18);
    expect(ids).toEqual(newest.map((row) => row.id));
    // Its /api twin (other clients) reads the same order.
    const api = await (await call(listingsApi.loader, '/api/listing/get?type=rent&page=2&limit=9')).json();
    expect(api.results.result.map((l: { _id: string }) => l._id)).toEqual(batch.items.map((l: { _id: string }) => l._id));
  });

  it('tells when a list has nothing after a batch, and answers each list in the shape of its first 9', async () => {
    const next = (list: string, startIndex: number) => call(homeLists.loader, `/home-lists/${list}?startIndex=${startIndex}`, { params: { list } });
    const last = await (await next('sale', 27)).json();
    expect(last.batch).toMatchObject({ more: false });
    expect(last.batch.items).toHaveLength(2);
    const { agents, posts } = await loadHome();
    const nextAgents = (await (await next('agents', 9)).json()).batch;
    expect(Object.keys(nextAgents.items[0]).sort()).toEqual(Object.keys(agents.items[0]).sort());
    expect(nextAgents.items.map((a: { _id: string }) => a._id)).not.toContain(agents.items[0]._id);
    const nextPosts = (await (await next('posts', 9)).json()).batch;
    expect(Object.keys(nextPosts.items[0]).sort()).toEqual(Object.keys(posts.items[0]).sort());
    expect(nextPosts.items[0].title).toBe('Post 18');
    expect((await next('townships', 9)).status).toBe(404);
  });

  it('sends 9 agencies (priority first) as their cards show them, and 9 posts without their bodies', async () => {
    const data = await loadHome();
    expect(data.agents.items).toHaveLength(9);
    expect(data.agents.more).toBe(true);
    expect(data.agents.items[0].name).toBe('Agency 03');
    expect(data.agents.items[1].name).toBe('Agency 27');
    expect(Object.keys(data.agents.items[0]).sort()).toEqual(['_id', 'address', 'avatar', 'imageUrls', 'listingCount', 'name']);
    expect(JSON.stringify(data.agents)).not.toMatch(/@example\.com|not-a-real-hash/);
    expect(data.posts.items).toHaveLength(9);
    expect(data.posts.more).toBe(true);
    expect(data.posts.items[0].title).toBe('Post 27');
    expect(data.posts.items[0].content).toBeUndefined();
    expect(data.posts.items[0].excerpt.length).toBeGreaterThan(20);
    expect(data.posts.items[0].readingMinutes).toBeGreaterThanOrEqual(1);
  });

  it("makes a long post's card from the beginning of its body and its length, as from the whole post", async () => {
    // More HTML than the card reads (CARD_HTML_CHARS), with an emoji in the part it does not read.
    const content = `<p>${'<strong>Dagon</strong> riverside condos. '.repeat(150)}</p><p>${'😀 '.repeat(400)}</p>`;
    expect(content.length).toBeGreaterThan(CARD_HTML_CHARS);
    const [post] = await getDb()
      .insert(posts)
      .values({ ...postInput(rng, { title: 'Long read' }), content, createdAt: at(500), updatedAt: at(500) })
      .returning();
    try {
      const data = await loadHome();
      const card = data.posts.items.find((p: { slug: string }) => p.slug === post.slug);
      const whole = toPostCard(toPostView(post));
      expect(card).toEqual(whole);
      expect(card.excerpt.endsWith('…')).toBe(true);
      expect(card.readingMinutes).toBe(Math.ceil([...content].length / 1000));
    } finally {
      await getDb().delete(posts).where(eq(posts.id, post.id));
    }
  });
});
