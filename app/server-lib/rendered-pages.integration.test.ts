// A page rendered for a visitor who is not signed in is sent again while its data is the same
// (rendered-pages.server.ts). Over real HTTP: each copy carries its own request's nonce, a change
// of data shows at once, and what differs per visitor (language, account) never crosses over.
import { describe, expect, it } from 'vitest';
import { insertListing, makeUser } from '../../tests/support/fixtures';
import { setupHttpApp } from '../../tests/support/http-app';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();

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
});
