// Absolute links come from PUBLIC_URL or the address the server announced, never from the
// request: a forgot-password request sent with 'Host: evil.example' (or X-Forwarded-Host) must
// not mail the victim a link, token included, to evil.example.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../db/schema';
import { resetMailsSent } from '../domain/account/request-password-reset.server';
import { OIDC_COOKIE } from '../domain/auth/oidc.server';
import * as contactApi from '../routes/api/auth.contact';
import * as forgotApi from '../routes/api/auth.forgotpassword';
import * as googleStart from '../routes/auth.google';
import * as forgotPage from '../routes/forgot-password';
import * as homePage from '../routes/home';
import * as listingPage from '../routes/listing';
import { resetConfig } from './config.server';
import { announceOrigin, publicOrigin } from './public-origin.server';
import { insertListing, insertUser, makeUser } from '../../tests/support/fixtures';
import { useOidcProvider } from '../../tests/support/oidc-provider';
import { call } from '../../tests/support/requests';
import { setupTestSmtp } from '../../tests/support/smtp';
import { textOf } from '../../tests/support/mime';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

/** The reset mails requested so far, queued and then delivered. */
const mailsDelivered = async () => {
  await resetMailsSent();
  await smtp.delivered();
};

/** What a hostile client may send: its own Host, and the headers proxies use to pass one on. */
const HOSTILE_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil-forwarded.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil-forwarded.example;proto=https',
};
/** The URL React Router's adapter builds from such a request. */
const hostileUrl = (path: string) => `http://evil.example${path}`;

const SAVED = { PUBLIC_URL: process.env.PUBLIC_URL, HOST: process.env.HOST, PORT: process.env.PORT };
function setEnv(values: Partial<Record<keyof typeof SAVED, string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
}
afterEach(() => {
  setEnv(SAVED);
  announceOrigin(undefined);
});

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const resetLinkIn = (text: string) => /(https?:\/\/[^\s/]+)\/reset-password\/[\w-]{43}/.exec(text)?.[1];

async function resetLinkOrigin(via: 'api' | 'page') {
  const user = await makeUser();
  const res =
    via === 'api'
      ? await call(forgotApi.action, hostileUrl('/api/auth/forgotpassword'), { json: { email: user.email }, headers: HOSTILE_HEADERS })
      : await call(forgotPage.action, hostileUrl('/forgotpassword'), { body: new URLSearchParams({ email: user.email }), headers: HOSTILE_HEADERS });
  expect(res.status).toBe(200);
  await mailsDelivered();
  const [mail] = mailsTo(user.email);
  const text = textOf(mail);
  expect(text).not.toContain('evil');
  return resetLinkIn(text);
}

describe('the password reset link', () => {
  it.each(['api', 'page'] as const)('starts with the announced address, whatever Host the request named (%s)', async (via) => {
    setEnv({ PUBLIC_URL: undefined });
    announceOrigin('http://localhost:4567');
    expect(await resetLinkOrigin(via)).toBe('http://localhost:4567');
  });

  it('starts with PUBLIC_URL when it is set, without its trailing slash', async () => {
    setEnv({ PUBLIC_URL: 'https://homes.example.com/' });
    announceOrigin('http://localhost:4567');
    expect(await resetLinkOrigin('api')).toBe('https://homes.example.com');
  });

  it('in a process that never listened: the address it would announce with its configuration', async () => {
    setEnv({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: '4321' });
    expect(await resetLinkOrigin('api')).toBe('http://localhost:4321');
    setEnv({ PUBLIC_URL: undefined, HOST: '127.0.0.1', PORT: '4321' });
    expect(await resetLinkOrigin('page')).toBe('http://127.0.0.1:4321');
  });
});

describe('other absolute links', () => {
  let listing: Listing;
  beforeAll(async () => {
    const owner = await insertUser({ email: 'origin-owner@example.com' });
    listing = await insertListing(owner, { name: 'Quiet Flat for Rent in Sanchaung' });
  });

  it("a visitor's message about a listing links the listing on this site", async () => {
    announceOrigin('http://localhost:4567');
    const res = await call(contactApi.action, hostileUrl('/api/auth/contact'), {
      json: { name: 'Ko Aung', email: 'aung@example.com', phone: '09 777 888', message: 'Is it still available?', propertyId: listing.id },
      headers: HOSTILE_HEADERS,
      ip: '10.66.0.1',
    });
    expect(res.status).toBe(200);
    await smtp.delivered();
    const text = textOf(mailsTo('origin-owner@example.com').at(-1)!);
    expect(text).toContain(`http://localhost:4567/listing/${listing.id}`);
    expect(text).not.toContain('evil');
  });

  it('share links and canonical addresses of pages', async () => {
    announceOrigin('http://localhost:4567');
    const home = await (await call(homePage.loader, hostileUrl('/'), { headers: HOSTILE_HEADERS })).json();
    expect(home.origin).toBe('http://localhost:4567');
    const page = await (await call(listingPage.loader, hostileUrl(`/listing/${listing.id}`), { headers: HOSTILE_HEADERS, params: { listingId: listing.id } })).json();
    expect(JSON.stringify(page)).not.toContain('evil');
    expect(page.origin).toBe('http://localhost:4567');
  });
});

describe('the OpenID Connect callback address', () => {
  const provider = useOidcProvider({ redirectUri: 'http://localhost:4567/auth/google/callback' });

  it('is on this site, whatever Host the request named', async () => {
    announceOrigin('http://localhost:4567');
    const res = await call(googleStart.loader, hostileUrl('/auth/google'), { headers: HOSTILE_HEADERS });
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toContain(`${OIDC_COOKIE}=`);
    const toIssuer = new URL(res.headers.get('location')!);
    expect(toIssuer.origin).toBe(provider().issuer);
    expect(toIssuer.searchParams.get('redirect_uri')).toBe(`${publicOrigin()}/auth/google/callback`);
    expect(toIssuer.searchParams.get('redirect_uri')).toBe('http://localhost:4567/auth/google/callback');
  });
});
