// Server-renders the browsing pages with fixed loader data, to check what a visitor (or a search
// engine) gets before any script runs: real numbers in the counters, the lists cut to 9, the
// forms' targets, the spec's texts, and the e-mail link only when the loader allowed it.
import { describe, expect, it } from 'vitest';
import type { AgentPageData } from '../../lib/views/agent-page';
import type { AgentCardData } from '../../lib/views/agent-view';
import type { ListingCardData } from '../../lib/views/listing-card';
import type { PostCardData } from '../../lib/views/post-card';
import { tallyListings } from '../../lib/views/townships';
import type { RootData } from '../../lib/root-data';
import AgentPage from '../../routes/agent';
import Agents from '../../routes/agents';
import Blogs from '../../routes/blogs';
import Home, { type loader as homeLoader } from '../../routes/home';
import PostPage from '../../routes/post';
import { renderPage } from '../../../tests/support/render-page';

const render = (path: string, pattern: string, Component: () => React.ReactNode, data: unknown, root: Partial<RootData> = {}) => renderPage(path, Component, data, { pattern, root });

const tile = (i: number, type: 'rent' | 'sale'): ListingCardData => ({
  _id: `${type}-${i}`,
  name: `${type === 'rent' ? 'Rent' : 'Sale'} listing number ${i}`,
  township: 'bahan',
  propertyType: 'condo',
  type,
  squareFeet: 1200,
  landSquareFeet: null,
  bedrooms: 2,
  bathrooms: 1,
  regularPrice: 900,
  discountPrice: null,
  offer: i === 0,
  currency: 'USD',
  propertyStatus: i === 1 ? 'Rented Out' : 'Still Available',
  cover: i === 0 ? '/media/ab/12345678-1234-1234-1234-123456789012-800.webp' : null,
});
const agentCard = (i: number): AgentCardData => ({
  _id: `agent-${i}`,
  avatar: null,
  name: `Agency ${i}`,
  address: 'Kaba Aye Pagoda Road',
  imageUrls: [],
  listingCount: i,
});
const postCard = (i: number): PostCardData => ({
  _id: `post-${i}`,
  title: `Article ${i}`,
  slug: `article-${i}`,
  category: 'Knowledge Base',
  image: null,
  excerpt: 'An excerpt.',
  readingMinutes: 2,
  createdAt: '2024-06-16T00:00:00.000Z',
  updatedAt: '2024-06-16T00:00:00.000Z',
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** Each <img>'s loading and fetchpriority, in page order: the first screen's pictures are the page's largest paint on a phone. */
const imageLoading = (html: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map(([img]) => `${/loading="(\w+)"/.exec(img)?.[1]} ${/fetchPriority="(\w+)"/i.exec(img)?.[1] ?? 'auto'}`);
const firstTwoAtOnce = (n: number) => range(n).map((i) => (i < 2 ? 'eager high' : 'lazy auto'));
const count = (html: string, text: string) => html.split(text).length - 1;
/** A selected <option> with this value and text: `selected` bare or `selected=""`, before or after the value. */
const selectedOption = (value: string, text: string) => new RegExp(`<option(?=[^>]*\\sselected(?:="")?[\\s>])[^>]*\\svalue="${value}"[^>]*>${text}</option>`);

describe('home page', () => {
  const tally = tallyListings([
    { township: 'bahan', type: 'rent', count: 31200 },
    { township: 'yankin', type: 'sale', count: 32200 },
  ]);
  // The home loader's answer: 9 of each list at most, and whether there are more.
  const data: Awaited<ReturnType<typeof homeLoader>> = {
    counts: { rent: 31200, sale: 32200 },
    townships: tally.townships.map(({ slug, count }) => ({ slug, count })),
    rent: { items: range(9).map((i) => tile(i, 'rent')), more: true },
    sale: { items: range(9).map((i) => tile(i, 'sale')), more: true },
    agents: { items: range(9).map(agentCard), more: true },
    posts: { items: range(5).map(postCard), more: false },
    origin: 'http://localhost',
  };

  it('renders the real counts as final numbers, before any script', () => {
    const html = render('/', '', Home, data);
    expect(html).toContain('31,200');
    expect(html).toContain('32,200');
    expect(html).toContain('Properties for rent');
  });

  it('shows a listing in the order of the search results: title, township, price, then the key numbers', () => {
    const html = render('/', '', Home, data);
    const card = html.slice(html.indexOf('href="/listing/rent-2"'));
    const at = (text: string) => card.indexOf(text);
    expect(at('Rent listing number 2')).toBeGreaterThan(0);
    // Each fact's words held together by no-break spaces: a line breaks only between facts.
    const order = [at('Rent listing number 2'), at('Bahan'), at('$900'), at('2\u00a0beds'), at('1,200\u00a0sq\u00a0ft')];
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has the full-text search box and the advanced filter form as GET forms', () => {
    const html = render('/', '', Home, data);
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/full-search")/);
    expect(html).toMatch(/<input(?=[^>]*name="searchTerm")(?=[^>]*required)/);
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/search")/);
    for (const name of ['type', 'township', 'propertyType', 'beds', 'currency', 'minPrice', 'maxPrice', 'parking', 'furnished', 'swimmingPool', 'gym', 'offer']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<option value="bahan">Bahan</option>');
  });

  it('names townships in Burmese when reading in Burmese', () => {
    const html = render('/', '', Home, data, { lang: 'my' });
    expect(html).toContain('<option value="bahan">ဗဟန်း</option>');
    expect(html).toContain('ရန်ကုန်တွင် သင့်နေအိမ်သစ်ကို ရှာဖွေပါ');
  });

  it('shows 4 townships with their counts and links every township to its search', () => {
    const html = render('/', '', Home, data);
    expect(count(html, 'href="/search?township=')).toBe(31);
    expect(html).toMatch(/<li>\s*<a[^>]*href="\/search\?township=yankin"/);
    expect(html.match(/<li hidden(?:="")?>/g)).toHaveLength(27);
    expect(html).toContain('Show More Townships');
    expect(html).toContain('32,200 listings');
  });

  it('shows the 9 it was sent of each list, with View More where the loader found more', () => {
    const html = render('/', '', Home, data);
    // Each tile's title, as its heading's text (its heart's name repeats it: 'Save: …').
    expect(count(html, '>Rent listing number')).toBe(9);
    expect(count(html, '>Sale listing number')).toBe(9);
    expect(count(html, 'aria-label="Save: Rent listing number')).toBe(9);
    // Each heart is a form to /favourites that React Router's route discovery finds, as its Form's would be.
    const hearts = html.match(/<form [^>]*action="\/favourites"[^>]*>/g) ?? [];
    expect(hearts).toHaveLength(18);
    for (const form of hearts) {
      expect(form).toContain(' data-discover="true"');
      expect(form).toContain(' method="post"');
    }
    expect(count(html, 'href="/agent/agent-')).toBe(9);
    expect(count(html, 'href="/post/article-')).toBe(5);
    // Rent, sale and agents have more than 9; posts do not.
    expect(count(html, '>View More</button>')).toBe(3);
  });

  it('gives listing photos a srcset, sizes, dimensions and lazy loading', () => {
    const html = render('/', '', Home, data);
    const img = html.match(/<img[^>]*12345678-1234-1234-1234-123456789012[^>]*>/)?.[0] ?? '';
    expect(img).toContain('src="/media/ab/12345678-1234-1234-1234-123456789012-400.webp"');
    expect(img).toMatch(/srcset="[^"]*-400\.webp 400w, [^"]*-800\.webp 800w"/i);
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toContain('width="400"');
    expect(img).toContain('height="267"');
    expect(img).toContain('loading="lazy"');
  });
});

describe('agent list page', () => {
  it("says 'No agents available.' with no agencies, and shows the Powered by block", () => {
    const html = render('/agent', 'agent', Agents, { agents: [] });
    expect(html).toContain('No agents available.');
    expect(html).toContain('Powered by');
    // It says how to reach the team; the footer below it already invites agencies to join.
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('href="/update-agent"');
    expect(html).not.toContain('Show More');
  });

  it('loads the first two agencies\' pictures at once, with high priority, and the rest lazily', () => {
    const withPicture = (i: number) => ({ ...agentCard(i), imageUrls: [`/media/ab/${i}-800.webp`] });
    expect(imageLoading(render('/agent', 'agent', Agents, { agents: range(6).map(withPicture) }))).toEqual(firstTwoAtOnce(6));
  });

  it("shows 'Show More' only when a full page of 8 came back", () => {
    expect(render('/agent', 'agent', Agents, { agents: range(8).map(agentCard) })).toContain('Show More');
    expect(render('/agent', 'agent', Agents, { agents: range(5).map(agentCard) })).not.toContain('Show More');
  });
});

describe('agent profile page', () => {
  const page = (email: string | null): AgentPageData & { origin: string; shareUrl: string; summary: string } => ({
    agent: {
      _id: 'a1',
      name: 'Golden Land',
      username: 'golden',
      avatar: null,
      isAgency: true,
      description: '<p>We <strong>rent</strong> flats.</p>',
      address: 'No. 5, Pyay Road',
      phone: '09 123 456',
      viber: '09 123 456',
      whatsapp: null,
      messenger: 'golden.land',
      facebook: 'facebook.com/goldenland',
      imageUrls: ['/media/1.webp', '/media/2.webp'],
      createdAt: '2024-06-16T00:00:00.000Z',
    },
    counts: { rent: 7, sale: 3, total: 10 },
    listings: range(9).map((i) => tile(i, 'rent')),
    pageSize: 9,
    email,
    origin: 'http://localhost',
    shareUrl: 'http://localhost/agent/a1',
    summary: 'We rent flats.',
  });

  it('shows the contact details, map link, Facebook, share buttons, counts and listings', () => {
    const html = render('/agent/a1', 'agent/:id', AgentPage, page(null));
    expect(html).toContain('href="tel:09123456"');
    expect(html).toContain('(Check on Map)');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=No.%205%2C%20Pyay%20Road%2C%20Yangon"');
    expect(html).toContain('href="https://facebook.com/goldenland"');
    expect(html).toContain('aria-label="Share on Facebook"');
    expect(html).toContain('aria-label="Share on Viber"');
    expect(html).toContain('<p>We <strong>rent</strong> flats.</p>');
    expect(html).toContain('Listings of Golden Land');
    expect(html).toMatch(/>7<\/dd>/);
    expect(html).toContain('aria-label="Next image"');
    expect(html).toContain('Show More');
  });

  it("draws WhatsApp's button with its own mark, not the SMS button's bubble", () => {
    const withWhatsApp = page(null);
    withWhatsApp.agent.whatsapp = '09 123 456';
    const html = render('/agent/a1', 'agent/:id', AgentPage, withWhatsApp);
    const icon = (href: RegExp) => new RegExp(`<a href="${href.source}[^"]*"[^>]*>(<svg.*?</svg>)`).exec(html)?.[1];
    const [sms, whatsApp] = [icon(/sms:/), icon(/https:\/\/wa\.me\//)];
    expect(sms).toBeDefined();
    expect(whatsApp).toBeDefined();
    expect(whatsApp).not.toBe(sms);
  });

  it("offers 'Contact to provider' only when the loader gave an e-mail (admins who are not the agent)", () => {
    expect(render('/agent/a1', 'agent/:id', AgentPage, page(null))).not.toContain('Contact to provider');
    const html = render('/agent/a1', 'agent/:id', AgentPage, page('golden@example.com'));
    expect(html).toContain('Contact to provider');
    expect(html).toContain('href="mailto:golden@example.com"');
  });
});

describe('blogs page', () => {
  const filters = { searchTerm: 'condo', sort: 'asc', category: 'Condo Projects' };

  it("shows the filters from the URL, 'Posts Results:' and 'Show more' only after a full 9", () => {
    const html = render('/blogs', 'blogs', Blogs, { filters, posts: range(9).map(postCard) });
    expect(html).toContain('Posts Results:');
    expect(html).toMatch(/<input(?=[^>]*name="searchTerm")(?=[^>]*value="condo")/);
    expect(html).toMatch(selectedOption('asc', 'Oldest'));
    expect(html).toMatch(selectedOption('Condo Projects', 'Condo Projects'));
    // An empty value, written `value=""` or bare `value`.
    expect(html).toMatch(/<option value(?:="")?>Select All<\/option>/);
    expect(html).toContain('Show more');
    expect(render('/blogs', 'blogs', Blogs, { filters, posts: range(8).map(postCard) })).not.toContain('Show more');
  });

  it('loads the first two covers at once, with high priority, and the rest lazily', () => {
    const withCover = (i: number) => ({ ...postCard(i), image: `/media/ab/${i}-800.webp` });
    expect(imageLoading(render('/blogs', 'blogs', Blogs, { filters, posts: range(6).map(withCover) }))).toEqual(firstTwoAtOnce(6));
  });

  it("shows a post's category, but not the form's placeholder 'Uncategorized'", () => {
    const posts = [postCard(0), { ...postCard(1), category: 'Uncategorized' }];
    const html = render('/blogs', 'blogs', Blogs, { filters, posts });
    expect(count(html, '>Knowledge Base</span>')).toBe(1);
    expect(html).not.toContain('>Uncategorized</span>');
  });

  it("says 'No posts found.' when nothing matches", () => {
    const html = render('/blogs', 'blogs', Blogs, { filters, posts: [] });
    expect(html).toContain('No posts found.');
    expect(html).not.toContain('Show more');
  });
});

describe('post page', () => {
  it('shows the category link, date, reading time, body and Recent Articles', () => {
    const data = {
      post: {
        _id: 'p1',
        userId: null,
        title: 'The Condominium Law',
        slug: 'the-condominium-law',
        category: 'Property News & Legal',
        image: '/media/cover.webp',
        content: '<p>Foreigners may buy <em>condos</em>.</p>',
        createdAt: '2024-06-16T03:00:00.000Z',
        updatedAt: '2024-06-16T03:00:00.000Z',
        readingMinutes: 4,
      },
      recent: range(3).map(postCard),
      origin: 'http://localhost',
      shareUrl: 'http://localhost/post/the-condominium-law',
      summary: 'Foreigners may buy condos.',
    };
    const html = render('/post/the-condominium-law', 'post/:slug', PostPage, data);
    expect(html).toContain('href="/blogs?category=Property%20News%20%26%20Legal"');
    expect(html).toContain('June 16, 2024');
    expect(html).toContain('4 min read');
    expect(html).toContain('<p>Foreigners may buy <em>condos</em>.</p>');
    expect(html).toContain('Recent Articles');
    expect(count(html, 'href="/post/article-')).toBe(3);
    const unfiled = render('/post/the-condominium-law', 'post/:slug', PostPage, { ...data, post: { ...data.post, category: 'Uncategorized' } });
    expect(unfiled).not.toContain('href="/blogs?category=Uncategorized"');
  });
});
