// ?redirectTo= on the sign-in and sign-up pages (actions and loaders) and on the "Continue with
// Google" start: whatever a link carries, the answer is a redirect to a path on this site or a
// page, never another site and never a 500 (a line break or a non-Latin-1 character in a
// Location header made the answer fail).
import { describe, expect, it } from 'vitest';
import * as googleStart from '../../routes/auth.google';
import * as signInPage from '../../routes/sign-in';
import * as signUpPage from '../../routes/sign-up';
import { OIDC_COOKIE } from './oidc.server';
import { makeUser } from '../../../tests/support/fixtures';
import { useOidcProvider } from '../../../tests/support/oidc-provider';
import { call, cookieFrom } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

/** redirectTo as it appears in a link's query string, percent-encoded or not. */
const HOSTILE_QUERIES = [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%2F%0D%0A%2Fevil.example',
  '%2Fmy-listing%0D%0ASet-Cookie%3A%20yh_session%3Dx',
  '%2F%E3%80%82evil.example',
  '%E3%80%82evil.example',
  '%2F%EF%BC%8F%2Fevil.example',
  '%EF%BC%8F%EF%BC%8Fevil.example',
  '%2F%2Fevil.example',
  '//evil.example',
  '%2F%5Cevil.example',
  '/%5C/evil.example',
  '%2F.%2F%2Fevil.example',
  '%2F%2e%2e%2F%2Fevil.example',
  '%2F%252F%2Fevil.example',
  '%252F%252Fevil.example',
  'https%3A%2F%2Fevil.example',
  'javascript%3Aalert(1)',
  '%2F%00',
  '%2F%E2%80%AE%2Fevil.example',
  '%2F%C2%A0%2Fevil.example',
  '%ZZ',
  '%',
  '',
  `%2F${'a'.repeat(5000)}`,
];

const SAME_SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/** Also what a browser would make of it: a path on this site. */
function expectSameSiteLocation(res: Response) {
  expect(res.status).toBe(302);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(SAME_SITE_PATH);
  expect(new URL(location, 'https://homes.example').origin).toBe('https://homes.example');
}

/** expectSameSiteLocation's checks of the Location header, as one yes or no. */
const isSameSitePath = (location: string) => SAME_SITE_PATH.test(location) && new URL(location, 'https://homes.example').origin === 'https://homes.example';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
let address = 0;
const nextIp = () => `10.14.${Math.floor(++address / 250)}.${address % 250}`;

describe('POST /sign-in?redirectTo=…', () => {
  it.each(HOSTILE_QUERIES)('%s: signs in and goes to a path on this site', async (query) => {
    const user = await makeUser();
    const res = await call(signInPage.action, `/sign-in?redirectTo=${query}`, {
      body: form({ email: user.email, password: 'a-long-password' }),
      ip: nextIp(),
    });
    expectSameSiteLocation(res);
    expect(cookieFrom(res)).toMatch(/^yh_session=./);
  });

  it('follows a path of this site, normalized', async () => {
    const user = await makeUser();
    const res = await call(signInPage.action, `/sign-in?redirectTo=${encodeURIComponent('/search?q=ရန်ကုန်&type=rent')}`, {
      body: form({ email: user.email, password: 'a-long-password' }),
      ip: nextIp(),
    });
    expect(res.headers.get('location')).toBe(`/search?q=${encodeURIComponent('ရန်ကုန်')}&type=rent`);
  });

  it('the tab trick of the report lands home', async () => {
    const user = await makeUser();
    const res = await call(signInPage.action, '/sign-in?redirectTo=%2F%09%2Fevil.example', {
      body: form({ email: user.email, password: 'a-long-password' }),
      ip: nextIp(),
    });
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('GET /sign-in?redirectTo=… while signed in', () => {
  it.each(HOSTILE_QUERIES)('%s: the page or a same-site redirect', async (query) => {
    const user = await makeUser();
    const res = await call(signInPage.loader, `/sign-in?redirectTo=${query}`, { cookie: user.cookie });
    const page = res.headers.get('content-type')?.startsWith('application/json') ? ((await res.json()) as { signedInAs?: unknown }) : undefined;
    expect({ status: res.status, location: res.headers.get('location'), signedInAs: page?.signedInAs }).toBeOneOf([
      { status: 200, location: null, signedInAs: user.username },
      { status: 302, location: expect.toSatisfy(isSameSitePath, 'a path on this site'), signedInAs: undefined },
    ]);
  });
});

describe('POST /sign-up?redirectTo=…', () => {
  it.each(HOSTILE_QUERIES)('%s: creates the account and goes to a path on this site', async (query) => {
    const name = `newcomer${++address}`;
    const res = await call(signUpPage.action, `/sign-up?redirectTo=${query}`, {
      body: form({ username: name, email: `${name}@example.com`, password: 'a fine long password' }),
      ip: nextIp(),
    });
    expectSameSiteLocation(res);
    expect(cookieFrom(res)).toMatch(/^yh_session=./);
  });

  it('follows a path of this site', async () => {
    const name = `newcomer${++address}`;
    const res = await call(signUpPage.action, '/sign-up?redirectTo=%2Fcreate-listing', {
      body: form({ username: name, email: `${name}@example.com`, password: 'a fine long password' }),
      ip: nextIp(),
    });
    expect(res.headers.get('location')).toBe('/create-listing');
  });
});

describe('GET /sign-up?redirectTo=… while signed in', () => {
  it.each(HOSTILE_QUERIES)('%s: redirected to a path on this site', async (query) => {
    const user = await makeUser();
    expectSameSiteLocation(await call(signUpPage.loader, `/sign-up?redirectTo=${query}`, { cookie: user.cookie }));
  });
});

describe('GET /auth/google?redirectTo=…', () => {
  const provider = useOidcProvider({ redirectUri: 'http://localhost:3000/auth/google/callback' });

  /** What the attempt cookie remembers, to send the browser on after the issuer. */
  const rememberedRedirect = (res: Response) => {
    const value = cookieFrom(res).slice(`${OIDC_COOKIE}=`.length);
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')).redirectTo as string;
  };

  it.each(HOSTILE_QUERIES)('%s: remembers a path on this site', async (query) => {
    const res = await call(googleStart.loader, `/auth/google?redirectTo=${query}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${provider().issuer}/`));
    const remembered = rememberedRedirect(res);
    expect(remembered).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(remembered, 'https://homes.example').origin).toBe('https://homes.example');
  });

  it('remembers a path of this site', async () => {
    expect(rememberedRedirect(await call(googleStart.loader, '/auth/google?redirectTo=%2Fmy-listing'))).toBe('/my-listing');
    expect(rememberedRedirect(await call(googleStart.loader, '/auth/google?redirectTo=%2F%09%2Fevil.example'))).toBe('/');
  });
});
