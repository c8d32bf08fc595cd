// GET /robots.txt: listings, agencies, the blog and searches are for everyone; accounts, forms
// and the API are not pages to index. It names the sitemap by the site's public address.
import { publicOrigin } from '../server-lib/public-origin.server';

const PRIVATE = ['/api/', '/auth/', '/dashboard', '/profile', '/my-listing', '/favourites', '/saved-searches', '/unsubscribe/', '/confirm-email/', '/create-listing', '/update-listing/', '/update-agent', '/create-post', '/update-post/', '/create-package', '/update-package/', '/admin-assign-package', '/contactForPayment', '/reset-password/', '/reset_password/'];

export function loader() {
  const body = ['User-agent: *', 'Allow: /', ...PRIVATE.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicOrigin()}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
