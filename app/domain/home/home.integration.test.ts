// The home page's loader: the counters are the real numbers of rent and sale listings, the
// township counts add up, and each list fetches 27 (the page shows 9 at a time).
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, posts, type User } from '../../db/schema';
import * as homePage from '../../routes/home';
import { mulberry32, postInput } from '../demo/factories.server';
import { getListing } from '../listings/get-listing.server';
import { CARD_HTML_CHARS } from '../posts/post-cards.server';
import { toPostView } from '../posts/post-view';
import { toListingTile } from './listing-tile';
import { toPostCard } from './post-card';
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

  it('counts listings per township, busiest first, with every township listed', async () => {
    const { townships } = await loadHome();
    expect(townships).toHaveLength(31);
    expect(townships.slice(0, 4)).toEqual([
      { slug: 'tamwe', en: 'Tamwe', my: 'တာမွေ', count: 28 },
      { slug: 'bahan', en: 'Bahan', my: 'ဗဟန်း', count: 20 },
      { slug: 'kamayut', en: 'Kamayut', my: 'ကမာရွတ်', count: 10 },
      { slug: 'insein', en: 'Insein', my: 'အင်းစိန်', count: 1 },
    ]);
    // Empty townships follow in the list's order.
    expect(townships[4]).toMatchObject({ slug: 'ahlone', count: 0 });
    expect(townships.reduce((sum: number, t: { count: number }) => sum + t.count, 0)).toBe(59);
  });

  it('fetches the 27 newest rent and sale listings as cards with their cover', async () => {
    const { rent, sale } = await loadHome();
    expect(rent).toHaveLength(27);
    expect(sale).toHaveLength(27);
    expect(rent.every((l: { type: string }) => l.type === 'rent')).toBe(true);
    expect(sale.every((l: { type: string }) => l.type === 'sale')).toBe(true);
    expect(rent[0].cover).toBe('/media/r29.webp');
    expect(rent[26].cover).toBe('/media/r3.webp');
    expect(sale[0]).toMatchObject({ cover: '/media/s28.webp', township: 'tamwe' });
    expect(sale[1].cover).toBeNull();
    // Cards, not whole listings: no description, no phone, no image list.
    expect(rent[0].description).toBeUndefined();
    expect(rent[0].phone).toBeUndefined();
    expect(rent[0].imageUrls).toBeUndefined();
  });

  it('reads each tile as the tile of the whole listing would be', async () => {
    const { rent, sale } = await loadHome();
    for (const tile of [...rent, ...sale]) expect(tile).toEqual(toListingTile((await getListing({ id: tile._id }))!));
  });

  it('fetches 27 agencies (priority first) without e-mails, and 27 posts without their bodies', async () => {
    const data = await loadHome();
    expect(data.agents).toHaveLength(27);
    expect(data.agents[0].name).toBe('Agency 03');
    expect(data.agents[1].name).toBe('Agency 27');
    expect(data.agents[0].description).toBeUndefined();
    expect(JSON.stringify(data.agents)).not.toMatch(/@example\.com|not-a-real-hash/);
    expect(data.posts).toHaveLength(27);
    expect(data.posts[0].title).toBe('Post 27');
    expect(data.posts[0].content).toBeUndefined();
    expect(data.posts[0].excerpt.length).toBeGreaterThan(20);
    expect(data.posts[0].readingMinutes).toBeGreaterThanOrEqual(1);
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
      const card = data.posts.find((p: { slug: string }) => p.slug === post.slug);
      const whole = toPostCard(toPostView(post));
      expect(card).toEqual(whole);
      expect(card.excerpt.endsWith('…')).toBe(true);
      expect(card.readingMinutes).toBe(Math.ceil([...content].length / 1000));
    } finally {
      await getDb().delete(posts).where(eq(posts.id, post.id));
    }
  });
});
