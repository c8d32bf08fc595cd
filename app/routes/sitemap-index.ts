// GET /sitemap.xml: the index of the sitemap's files (domain/seo/sitemap.server.ts).
import { publicOrigin } from '../server-lib/public-origin.server';
import { sitemapFiles, sitemapIndex } from '../domain/seo/sitemap.server';

export async function loader() {
  const body = sitemapIndex(publicOrigin(), await sitemapFiles());
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
