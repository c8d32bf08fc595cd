// GET /sitemaps/:file.xml: one file of the sitemap (pages, agents, posts, listings-N).
import type { LoaderFunctionArgs } from 'react-router';
import { publicOrigin } from '../server-lib/public-origin.server';
import { sitemapPages, urlSet } from '../domain/seo/sitemap.server';

export async function loader({ params }: LoaderFunctionArgs) {
  const file = /^([a-z0-9-]+)\.xml$/.exec(params.file ?? '')?.[1];
  const pages = file ? await sitemapPages(file) : null;
  if (!pages) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlSet(publicOrigin(), pages), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
