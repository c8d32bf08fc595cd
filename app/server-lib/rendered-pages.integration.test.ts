// A page rendered for a visitor who is not signed in is sent again while its data is the same
// (rendered-pages.server.ts). Over real HTTP: each copy carries its own request's nonce, a change
// of data shows at once, and what differs per visitor (language, account) never crosses over.
import { describe, expect, it } from 'vitest';
import { insertListing, makeUser } from '../../tests/support/fixtures';
import { setupHttpApp } from '../../tests/support/http-app';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();
const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function page(path: string, cookie?: string) {
  const res = await app.request(path, cookie ? { headers: { cookie } } : undefined);
  expect(res.status).toBe(200);
  const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  return { nonce: nonce!, html: await res.text() };
}

describe('pages sent again to visitors who are not signed in', () => {
  it("carry each request's own nonce and are otherwise the same page", async () => {
    const first = await page('/search?type=rent');
    const second = await page('/search?type=rent');
    expect(second.nonce).not.toBe(first.nonce);
    for (const { nonce, html } of [first, second]) {
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts.length).toBeGreaterThan(2);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));
  });

  it('show a new listing at once', async () => {
    const owner = await makeUser({ role: 'agent' });
    await insertListing(owner, { type: 'rent', name: 'First flat on Inya Road' });
    expect((await page('/search?type=rent')).html).toContain('First flat on Inya Road');
    await insertListing(owner, { type: 'rent', name: 'Second flat on Kabar Aye Pagoda Road' });
    const after = (await page('/search?type=rent')).html;
    expect(after).toContain('Second flat on Kabar Aye Pagoda Road');
    expect(after).toContain('First flat on Inya Road');
  });

  it('keep each language apart', async () => {
    const english = await page('/');
    const burmese = await page('/', 'lang=my');
    expect(english.html).toContain('<html lang="en"');
    expect(burmese.html).toContain('<html lang="my"');
    expect((await page('/')).html).toContain('<html lang="en"');
  });

  it("never send one signed-in person's page to another, nor to a visitor", async () => {
    const anna = await makeUser({ name: 'Anna Htun' });
    const bo = await makeUser({ name: 'Bo Bo Lwin' });
    const visitor = await page('/');
    expect((await page('/', anna.cookie)).html).toContain(anna.username);
    const hers = await page('/', bo.cookie);
    expect(hers.html).toContain(bo.username);
    expect(hers.html).not.toContain(anna.username);
    const again = await page('/');
    expect(again.html).not.toContain(anna.username);
    expect(again.html.replaceAll(again.nonce, 'N')).toBe(visitor.html.replaceAll(visitor.nonce, 'N'));
  });

  it('say in Server-Timing whether the page was sent again, and say nothing on a signed-in page', async () => {
    const pageCache = async (path: string, cookie?: string) =>
      (await app.request(path, cookie ? { headers: { cookie } } : undefined)).headers.get('server-timing');
    expect(await pageCache('/blogs')).toBe('page-cache;desc=miss');
    expect(await pageCache('/blogs')).toBe('page-cache;desc=hit');
    const member = await makeUser({ name: 'Hnin Wai' });
    expect(await pageCache('/blogs', member.cookie)).toBeNull();
  });

  it("send a listing's page again after a view of it is counted: the count comes after hydration, not with the page", async () => {
    const owner = await makeUser({ role: 'agent' });
    const listing = await insertListing(owner, { type: 'rent', name: 'Flat by Kandawgyi Lake' });
    const path = `/listing/${listing.id}`;
    const visit = async () => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      return { cache: res.headers.get('server-timing'), html: await res.text() };
    };
    const first = await visit();
    expect(first.cache).toBe('page-cache;desc=miss');
    // The page's own beacon, as a browser sends it after hydration (components/listing/use-page-views.ts);
    // fetch's own User-Agent would be left uncounted as a robot's.
    const counted = await app.request(`/api/listing/pageviews/${listing.id}`, { method: 'POST', headers: { origin: app.url, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME } });
    expect(await counted.json()).toEqual({ success: true, count: 1 });
    const second = await visit();
    expect(second.cache).toBe('page-cache;desc=hit');
    expect(second.html).toContain('Flat by Kandawgyi Lake');
  });
});
