// The reading side of the blog: GET /api/post/getposts with every parameter, the /blogs page
// and the /post/:slug page (reading time, sanitized body, random 'Recent Articles').
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { posts, type Post, type User } from '../../db/schema';
import * as getPostsApi from '../../routes/api/post.getposts';
import * as blogsPage from '../../routes/blogs';
import * as postPage from '../../routes/post';
import { mulberry32, postInput, type PostInput } from '../../db/demo/factories.server';
import { call } from '../../../tests/support/requests';
import { insertUser } from '../../../tests/support/fixtures';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let author: User;
const rng = mulberry32(7);
const all: Post[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const EVIL = '<p>Safe <em>text</em></p><script>alert(1)</script><a href="javascript:alert(2)">x</a>';

async function insertPost(overrides: Partial<PostInput> & { userId?: string | null; createdAt?: Date; updatedAt?: Date }) {
  const [post] = await getDb()
    .insert(posts)
    .values({ ...postInput(rng), ...overrides })
    .returning();
  all.push(post);
  return post;
}

beforeAll(async () => {
  author = await insertUser({ isAdmin: true });
  // 14 posts, one a day apart; the newest first by update time. Two are older than a month.
  for (let i = 0; i < 12; i++) {
    await insertPost({
      title: `Guide number ${i}`,
      category: i % 3 === 0 ? 'Knowledge Base' : 'Condo Projects',
      content: `<p>${'Yangon '.repeat(150 + i * 40)}</p>`,
      userId: i < 4 ? author.id : null,
      createdAt: daysAgo(i + 1),
      updatedAt: daysAgo(i + 1),
    });
  }
  await insertPost({ title: '100% Freehold Land in Thanlyin', category: 'Property News & Legal', content: '<p>plain</p>', createdAt: daysAgo(40), updatedAt: daysAgo(40) });
  await insertPost({ title: 'Condo_Tower opens', slug: 'condo-tower-opens', category: 'New Condo Projects', content: EVIL, image: '/media/ab/cover.webp', createdAt: daysAgo(50), updatedAt: daysAgo(50) });
});

const getPosts = (query = '') => call(getPostsApi.loader, `/api/post/getposts${query}`);
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe('GET /api/post/getposts', () => {
  it('answers 9 posts, latest first, with the totals', async () => {
    const res = await getPosts();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['lastMonthPosts', 'posts', 'totalPosts']);
    expect(titles(body.posts)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `Guide number ${i}`));
    expect(body.totalPosts).toBe(14);
    expect(body.lastMonthPosts).toBe(12);
  });

  it('sorts oldest first with sort=asc, latest first with sort=desc', async () => {
    expect(titles((await (await getPosts('?sort=asc&limit=2')).json()).posts)).toEqual(['Condo_Tower opens', '100% Freehold Land in Thanlyin']);
    expect(titles((await (await getPosts('?sort=desc&limit=1')).json()).posts)).toEqual(['Guide number 0']);
  });

  it('pages with startIndex and limit (at most 50)', async () => {
    const page2 = await (await getPosts('?startIndex=9&limit=9')).json();
    expect(titles(page2.posts)).toEqual(['Guide number 9', 'Guide number 10', 'Guide number 11', '100% Freehold Land in Thanlyin', 'Condo_Tower opens']);
    expect((await (await getPosts('?limit=50')).json()).posts).toHaveLength(14);
    expect((await (await getPosts('?limit=3')).json()).posts).toHaveLength(3);
    expect((await (await getPosts('?startIndex=500')).json()).posts).toEqual([]);
  });

  it('filters by category; empty or "all" means every category', async () => {
    const knowledge = await (await getPosts('?category=Knowledge%20Base&limit=50')).json();
    expect(titles(knowledge.posts)).toEqual(['Guide number 0', 'Guide number 3', 'Guide number 6', 'Guide number 9']);
    const legal = await (await getPosts(`?category=${encodeURIComponent('Property News & Legal')}`)).json();
    expect(titles(legal.posts)).toEqual(['100% Freehold Land in Thanlyin']);
    expect((await (await getPosts('?category=&limit=50')).json()).posts).toHaveLength(14);
    expect((await (await getPosts('?category=all&limit=50')).json()).posts).toHaveLength(14);
  });

  it('searches titles and content case-insensitively, with % and _ matching themselves', async () => {
    expect(titles((await (await getPosts('?searchTerm=freehold')).json()).posts)).toEqual(['100% Freehold Land in Thanlyin']);
    expect(titles((await (await getPosts('?searchTerm=SAFE%20TEXT')).json()).posts)).toEqual([]);
    expect(titles((await (await getPosts('?searchTerm=safe')).json()).posts)).toEqual(['Condo_Tower opens']);
    expect(titles((await (await getPosts('?searchTerm=%25')).json()).posts)).toEqual(['100% Freehold Land in Thanlyin']);
    expect(titles((await (await getPosts('?searchTerm=_')).json()).posts)).toEqual(['Condo_Tower opens']);
    // As a LIKE wildcard '_' would match 'Guide number 10' and 'Guide number 11'.
    expect(titles((await (await getPosts('?searchTerm=number%201_')).json()).posts)).toEqual([]);
    expect(titles((await (await getPosts('?searchTerm=%20%20&limit=50')).json()).posts)).toHaveLength(14);
  });

  it('filters by author, post id and slug; a malformed id finds nothing', async () => {
    const byAuthor = await (await getPosts(`?userId=${author.id}`)).json();
    expect(titles(byAuthor.posts)).toEqual(['Guide number 0', 'Guide number 1', 'Guide number 2', 'Guide number 3']);
    const target = all[5];
    expect(titles((await (await getPosts(`?postId=${target.id}`)).json()).posts)).toEqual([target.title]);
    expect(titles((await (await getPosts('?slug=condo-tower-opens')).json()).posts)).toEqual(['Condo_Tower opens']);
    expect((await (await getPosts('?userId=not-a-uuid')).json()).posts).toEqual([]);
    expect((await (await getPosts('?postId=1%27%20or%201=1')).json()).posts).toEqual([]);
    expect((await (await getPosts('?slug=no-such-post')).json()).posts).toEqual([]);
  });

  it('answers the content sanitized', async () => {
    const [post] = (await (await getPosts('?slug=condo-tower-opens')).json()).posts;
    expect(post).toMatchObject({ _id: all[13].id, slug: 'condo-tower-opens', category: 'New Condo Projects', image: '/media/ab/cover.webp' });
    expect(post.content).toContain('<p>Safe <em>text</em></p>');
    expect(post.content).not.toMatch(/script|javascript/);
  });

  it('answers a bad parameter with a 400, never a 500', async () => {
    for (const query of ['?limit=51', '?limit=0', '?limit=ten', '?startIndex=-3', '?startIndex=1.5', '?sort=newest', '?category=Gossip', `?searchTerm=${'x'.repeat(201)}`]) {
      const res = await getPosts(query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, statusCode: 400 });
    }
  });
});

describe('/blogs page', () => {
  const load = (query = '') => call(blogsPage.loader, `/blogs${query}`);

  it('loads 9 posts as cards (excerpt and reading time, no body) with the filters from the URL', async () => {
    const data = await (await load()).json();
    expect(data.filters).toEqual({ searchTerm: '', sort: 'desc', category: '' });
    expect(data.posts).toHaveLength(9);
    expect(data.posts[0].content).toBeUndefined();
    expect(data.posts[0].excerpt.startsWith('Yangon Yangon')).toBe(true);
    expect(data.posts[0].readingMinutes).toBe(Math.ceil(all[0].content.length / 1000));
  });

  it('applies search term, sort and category, and falls back to defaults for bad values', async () => {
    const data = await (await load('?searchTerm=guide&sort=asc&category=Knowledge%20Base')).json();
    expect(data.filters).toEqual({ searchTerm: 'guide', sort: 'asc', category: 'Knowledge Base' });
    expect(titles(data.posts)).toEqual(['Guide number 9', 'Guide number 6', 'Guide number 3', 'Guide number 0']);
    const lenient = await (await load('?sort=sideways&category=Gossip')).json();
    expect(lenient.filters).toEqual({ searchTerm: '', sort: 'desc', category: '' });
    expect(lenient.posts).toHaveLength(9);
    expect((await (await load('?searchTerm=nothing-matches-this')).json()).posts).toEqual([]);
  });
});

describe('/post/:slug page', () => {
  const load = (slug: string) => call(postPage.loader, `/post/${slug}`, { params: { slug } });

  it('throws a 404 response for an unknown slug', async () => {
    expect((await load('no-such-post')).status).toBe(404);
    expect((await load('')).status).toBe(404);
  });

  it('gives the post with its reading time and sanitized body', async () => {
    const guide = all[3];
    const data = await (await load(guide.slug)).json();
    expect(data.post).toMatchObject({ _id: guide.id, title: 'Guide number 3', category: 'Knowledge Base' });
    // Spec: content length / 1000, rounded up: 7 * 270 + 7 characters is 1,897 -> 2 minutes.
    expect(guide.content.length).toBe(1897);
    expect(data.post.readingMinutes).toBe(2);
    const evil = await (await load('condo-tower-opens')).json();
    expect(evil.post.content).toContain('<p>Safe <em>text</em></p>');
    expect(evil.post.content).not.toMatch(/script|javascript/);
    expect(evil.post.readingMinutes).toBe(1);
  });

  it('picks 3 other posts at random for Recent Articles, never the current one', async () => {
    const current = all[0];
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const { recent } = await (await load(current.slug)).json();
      expect(recent).toHaveLength(3);
      const ids = recent.map((p: { _id: string }) => p._id);
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain(current.id);
      ids.forEach((id: string) => seen.add(id));
    }
    // 13 candidates, 3 a time, 25 times: a fixed choice would show exactly 3.
    expect(seen.size).toBeGreaterThan(3);
  });

  it('describes the post for sharing: title, description, absolute og:image', async () => {
    const data = await (await load('condo-tower-opens')).json();
    const tags = postPage.meta({ data } as Parameters<typeof postPage.meta>[0]);
    expect(tags).toContainEqual({ title: 'Condo_Tower opens · Yangon Homes' });
    expect(tags).toContainEqual({ name: 'description', content: 'Safe text x' });
    expect(tags).toContainEqual({ property: 'og:image', content: `${publicOrigin()}/media/ab/cover.webp` });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
  });
});
