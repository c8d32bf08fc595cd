// sitemap.xml: every page a search engine should know, in both languages. A page's
// Burmese version is the same address with ?lang=my (the root loader reads it over the language
// cookie), its English one ?lang=en; each <url> names both, and the address without the
// parameter as x-default, with hreflang links (Google reads them in sitemaps). Listings, agents,
// posts and the township searches; the sitemap at /sitemap.xml is an index of files of at most
// 50,000 URLs each (the protocol's limit), listings in as many files as they need. A listings
// file is a range of reference numbers (posting order, unique index): one index range scan at
// any depth, where an OFFSET would walk every earlier listing, and a listing stays in its file
// when older ones are deleted. 100,000 listings are 4 files of 25,000 listings (50,000 URLs).
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings, posts, publicListing, users } from '../../db/schema';
import { TOWNSHIP_SLUGS } from '../../lib/constants';

/** The protocol's limit of URLs in one file; each page is two URLs (English and Burmese). */
export const URLS_PER_FILE = 50_000;
const LANGS = ['en', 'my'] as const;

interface Page {
  path: string;
  lastmod?: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `path` in a language: its own query string kept, `lang` added. */
function inLang(origin: string, path: string, lang: string) {
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

function urlEntries(origin: string, pages: Page[]): string {
  const out: string[] = [];
  for (const { path, lastmod } of pages) {
    const alternates =
      LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(inLang(origin, path, lang))}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    for (const lang of LANGS) out.push(`<url><loc>${escapeXml(inLang(origin, path, lang))}</loc>${modified}${alternates}</url>`);
  }
  return out.join('\n');
}

export function urlSet(origin: string, pages: Page[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urlEntries(origin, pages)}
</urlset>
`;
}

/** Listings per file: two URLs each. */
export const listingsPerFile = (urlsPerFile = URLS_PER_FILE) => Math.floor(urlsPerFile / LANGS.length);

/** The files of the index: the fixed pages, agents, posts, then as many listing files as needed. */
export async function sitemapFiles({ urlsPerFile = URLS_PER_FILE } = {}): Promise<string[]> {
  // Over every listing, hidden ones too: a hidden listing keeps its number's file.
  const [{ last }] = await getDb().select({ last: max(listings.refNo) }).from(listings);
  const listingFiles = Math.max(1, Math.ceil((last ?? 0) / listingsPerFile(urlsPerFile)));
  return ['pages', 'agents', 'posts', ...Array.from({ length: listingFiles }, (_, i) => `listings-${i + 1}`)];
}

export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`;
}

/** The pages of one file of the index, or null for a name the index does not hold. */
export async function sitemapPages(file: string, { urlsPerFile = URLS_PER_FILE } = {}): Promise<Page[] | null> {
  const db = getDb();
  if (file === 'pages') {
    return [
      { path: '/' },
      { path: '/search' },
      ...TOWNSHIP_SLUGS.map((slug) => ({ path: `/search?township=${slug}` })),
      { path: '/full-search' },
      { path: '/agent' },
      { path: '/blogs' },
      { path: '/about' },
      { path: '/packages' },
      { path: '/insights' },
      ...TOWNSHIP_SLUGS.map((slug) => ({ path: `/insights/${slug}` })),
    ];
  }
  if (file === 'agents') {
    const rows = await db
      .select({ id: agentProfiles.userId, lastmod: agentProfiles.updatedAt })
      .from(agentProfiles)
      .innerJoin(users, eq(users.id, agentProfiles.userId))
      .orderBy(asc(agentProfiles.createdAt), asc(agentProfiles.userId));
    return rows.map((row) => ({ path: `/agent/${row.id}`, lastmod: row.lastmod }));
  }
  if (file === 'posts') {
    const rows = await db.select({ slug: posts.slug, lastmod: posts.updatedAt }).from(posts).orderBy(asc(posts.createdAt), asc(posts.id));
    return rows.map((row) => ({ path: `/post/${encodeURIComponent(row.slug)}`, lastmod: row.lastmod }));
  }
  const part = /^listings-([1-9]\d{0,5})$/.exec(file);
  if (!part) return null;
  const perFile = listingsPerFile(urlsPerFile);
  const n = Number(part[1]);
  const rows = await db
    .select({ id: listings.id, lastmod: listings.updatedAt })
    .from(listings)
    .where(and(publicListing, gt(listings.refNo, (n - 1) * perFile), lte(listings.refNo, n * perFile)))
    .orderBy(asc(listings.refNo));
  // A file past the last listing is not in the index; one whose listings were all deleted is, empty.
  if (!rows.length && n > 1 && !(await sitemapFiles({ urlsPerFile })).includes(file)) return null;
  return rows.map((row) => ({ path: `/listing/${row.id}`, lastmod: row.lastmod }));
}
