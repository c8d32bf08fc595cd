// The sitemap and robots.txt over HTTP: an index of files, every listing, agent, post
// and township search in English and Burmese with hreflang alternates, listings split into files
// of at most 50,000 URLs, and each language's URL rendering in that language.
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listings, posts, type Listing, type User } from '../../db/schema';
import { insertAgent, insertListing } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { sitemapFiles, sitemapPages, URLS_PER_FILE } from './sitemap.server';

setupTestDatabase();
const app = setupHttpApp();
let agent: User;
const L: Listing[] = [];

beforeAll(async () => {
  agent = await insertAgent({ name: 'Golden Land' });
  for (let i = 0; i < 5; i++) L.push(await insertListing(agent, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) }));
  await getDb().insert(posts).values({ title: 'Renting in Bahan', slug: 'renting-in-bahan', category: 'Knowledge Base', content: '<p>Ask for the lease.</p>' });
});

async function get(path: string) {
  const res = await app.request(path);
  return { res, text: await res.text() };
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('is an index of its files, each of which answers', async () => {
    const { res, text } = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = locs(text);
    expect(files.map((url) => new URL(url).pathname)).toEqual(['/sitemaps/pages.xml', '/sitemaps/agents.xml', '/sitemaps/posts.xml', '/sitemaps/listings-1.xml']);
    for (const url of files) expect((await app.request(new URL(url).pathname)).status).toBe(200);
  });

  it('lists every listing in both languages, each with its hreflang alternates and when it changed', async () => {
    const { text } = await get('/sitemaps/listings-1.xml');
    for (const listing of L) {
      expect(text).toContain(`/listing/${listing.id}?lang=en</loc>`);
      expect(text).toContain(`/listing/${listing.id}?lang=my</loc>`);
      expect(text).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+/listing/${listing.id}"/>`));
    }
    expect(locs(text)).toHaveLength(L.length * 2);
    expect(text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('lists agents, posts and a search for each township, escaped as XML', async () => {
    expect((await get('/sitemaps/agents.xml')).text).toContain(`/agent/${agent.id}?lang=my</loc>`);
    expect((await get('/sitemaps/posts.xml')).text).toContain('/post/renting-in-bahan?lang=en</loc>');
    const pages = (await get('/sitemaps/pages.xml')).text;
    expect(pages).toContain('/search?township=bahan&amp;lang=my</loc>');
    expect(locs(pages).length).toBeGreaterThan(31 * 2);
  });

  it('splits listings into files of at most 50,000 URLs, oldest first, none twice', async () => {
    // Four URLs a file: two listings each.
    const small = { urlsPerFile: 4 };
    expect(await sitemapFiles(small)).toEqual(['pages', 'agents', 'posts', 'listings-1', 'listings-2', 'listings-3']);
    const parts = await Promise.all([1, 2, 3].map((n) => sitemapPages(`listings-${n}`, small)));
    expect(parts.map((part) => part!.length)).toEqual([2, 2, 1]);
    expect(parts.flat().map((page) => page!.path)).toEqual(L.map((listing) => `/listing/${listing.id}`));
    expect(await sitemapPages('listings-4', small)).toBeNull();
    expect(URLS_PER_FILE).toBe(50_000);
  });

  it('answers 404 for a file it does not hold', async () => {
    for (const path of ['/sitemaps/listings-2.xml', '/sitemaps/users.xml', '/sitemaps/listings-0.xml', '/sitemaps/%3Cx%3E.xml']) expect((await app.request(path)).status, path).toBe(404);
  });
});

describe('a page in the language its URL names', () => {
  it('renders in Burmese with ?lang=my and in English with ?lang=en, whatever the cookie says', async () => {
    expect((await get(`/listing/${L[0].id}?lang=my`)).text).toMatch(/<html lang="my"/);
    const english = await app.request(`/listing/${L[0].id}?lang=en`, { headers: { cookie: 'lang=my' } });
    expect(await english.text()).toMatch(/<html lang="en"/);
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its public address and keeps private pages out', async () => {
    const { res, text } = await get('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /api/\n');
  });
});

// The index has one listings file per 25,000 reference numbers (50,000 URLs), and always one.
it('sizes the index by the last reference number', async () => {
  const [{ n }] = ((await getDb().execute(sql`select max(ref_no)::int as n from listings`)) as unknown as { rows: { n: number }[] }).rows;
  expect(await sitemapFiles()).toHaveLength(3 + Math.max(1, Math.ceil(n / 25_000)));
});

// Last, as it deletes: a file is a range of reference numbers, so deleting old listings moves no
// other listing to another file (search engines keep their place) and the emptied file still answers.
it('keeps each listing in its file when older ones are deleted', async () => {
  const small = { urlsPerFile: 4 };
  await getDb().delete(listings).where(inArray(listings.id, [L[0].id, L[1].id]));
  expect(await sitemapFiles(small)).toEqual(['pages', 'agents', 'posts', 'listings-1', 'listings-2', 'listings-3']);
  expect(await sitemapPages('listings-1', small)).toEqual([]);
  expect((await sitemapPages('listings-2', small))!.map((page) => page.path)).toEqual([L[2], L[3]].map((listing) => `/listing/${listing.id}`));
  expect(await sitemapPages('listings-4', small)).toBeNull();
});
