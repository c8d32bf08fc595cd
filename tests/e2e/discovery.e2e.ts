// What crawlers and phones read from the running portal: robots.txt keeps account
// pages, forms and the API out of search results, and the web app manifest with its icons lets
// a phone install the portal to its home screen.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';

const base = () => inject('baseURL');

describe('robots.txt and the web app manifest', () => {
  it('lets crawlers read listings, agencies and the blog, and not the account pages, forms or /api', async () => {
    const res = await fetch(`${base()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await res.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/dashboard', '/profile', '/my-listing', '/create-listing', '/update-listing/']) expect(rules).toContain(`Disallow: ${path}\n`);
    for (const path of ['/listing/', '/agent', '/blogs', '/search']) expect(rules).not.toMatch(new RegExp(`^Disallow: ${path}`, 'm'));
    // The sitemap it names answers.
    const sitemap = /^Sitemap: (\S+)$/m.exec(rules)?.[1];
    expect((await fetch(`${base()}${new URL(sitemap!).pathname}`)).status).toBe(200);
  });

  it('names the manifest in every page, which points to icons of the sizes it declares', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    const res = await fetch(`${base()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Yangon Homes', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const file = await fetch(`${base()}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      const { width, height, format } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(`image/${format}`).toBe(icon.type);
    }
    expect((await fetch(`${base()}${manifest.start_url}`)).status).toBe(200);
  });
});
