// ?redirectTo= over real HTTP (Express, React Router, Node writing the Location header): the
// report's tab trick answered 'Location: /<TAB>/evil.example', and its line-break and
// ideographic-full-stop variants a 500 because Node refuses such a header. Every answer here is
// a redirect to a path on this site, or the page itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let app: HttpApp;
beforeAll(async () => {
  // Each sign-up from its own address (X-Forwarded-For), as the sign-up limit counts per address.
  app = await startHttpApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app?.close();
});

const QUERIES = [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%2Fmy-listing%0D%0ASet-Cookie%3A%20yh_session%3Dx',
  '%2F%E3%80%82evil.example',
  '%E3%80%82evil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%2F.%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example',
  '%2F%00',
];

let address = 0;
const nextIp = () => `10.15.${Math.floor(++address / 250)}.${address % 250}`;

function expectSameSiteRedirect(res: Response) {
  expect(res.status).toBe(302);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(location, app.url).origin).toBe(app.url);
}

const post = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() }, body: new URLSearchParams(fields).toString() });

describe('over HTTP', () => {
  it.each(QUERIES)('POST /sign-in?redirectTo=%s: signed in, on to a path of this site', async (query) => {
    const user = await makeUser();
    const res = await post(`/sign-in?redirectTo=${query}`, { email: user.email, password: 'a-long-password' });
    expectSameSiteRedirect(res);
    expect(res.headers.get('set-cookie')).toMatch(/^yh_session=./);
  });

  it.each(QUERIES)('POST /sign-up?redirectTo=%s: signed up, on to a path of this site', async (query) => {
    const name = `httpcomer${++address}`;
    const res = await post(`/sign-up?redirectTo=${query}`, { username: name, email: `${name}@example.com`, password: 'a fine long password' });
    expectSameSiteRedirect(res);
  });

  it.each(QUERIES)('GET /sign-up?redirectTo=%s while signed in: a path of this site', async (query) => {
    const user = await makeUser();
    expectSameSiteRedirect(await app.request(`/sign-up?redirectTo=${query}`, { headers: { cookie: user.cookie } }));
  });

  it.each(QUERIES)('GET /sign-in?redirectTo=%s while signed in: the page', async (query) => {
    const user = await makeUser();
    const res = await app.request(`/sign-in?redirectTo=${query}`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(user.username);
  });

  it('a path of this site is followed', async () => {
    const user = await makeUser();
    const res = await post('/sign-in?redirectTo=%2Fmy-listing%3Fpage%3D2', { email: user.email, password: 'a-long-password' });
    expect(res.headers.get('location')).toBe('/my-listing?page=2');
  });
});
