// "Continue with Google": OpenID Connect authorization-code flow with PKCE, state and nonce,
// against any issuer configured by OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET (Google is
// just one). The identity comes from the issuer's signed ID token, never from the browser.
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { getConfig } from '../../server-lib/config.server';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { safeRedirect } from './safe-redirect.server';

export const OIDC_COOKIE = 'yh_oidc';
export const OIDC_FAILED = 'Google sign-in failed. Please try again.';
export const UNVERIFIED_EMAIL = 'Your Google account has no verified e-mail address.';

let cached: { key: string; config: Promise<client.Configuration> } | undefined;

export function oidcEnabled() {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = getConfig();
  return !!(OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET);
}

function oidcConfig(): Promise<client.Configuration> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = getConfig();
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) throw new AppError(404, 'Third-party sign-in is not configured.');
  const key = `${OIDC_ISSUER}|${OIDC_CLIENT_ID}`;
  if (cached?.key !== key) {
    const issuer = new URL(OIDC_ISSUER);
    // Plain http only for an issuer on this machine (the tests' local provider).
    const insecure = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    const config = client.discovery(issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined);
    config.catch(() => (cached = undefined));
    cached = { key, config };
  }
  return cached.config;
}

/** Where the issuer sends the browser back: the site's own address, never the request's Host. */
const callbackUrl = () => `${publicOrigin()}/auth/google/callback`;

/** The issuer's sign-in URL, and the cookie that remembers this attempt's secrets. */
export async function startOidcSignIn({ request }: { request: Request }) {
  const config = await oidcConfig();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const attempt = Buffer.from(JSON.stringify({ verifier, state, nonce, redirectTo })).toString('base64url');
  const cookie = serializeCookie(OIDC_COOKIE, attempt, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/auth/google',
    maxAge: 600,
    secure: new URL(request.url).protocol === 'https:',
  });
  return { url: url.toString(), cookie };
}

export interface VerifiedIdentity {
  email: string;
  name: string | undefined;
}

function identityOf(claims: JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown }): VerifiedIdentity {
  if (typeof claims.email !== 'string' || claims.email_verified !== true) throw new AppError(401, UNVERIFIED_EMAIL);
  return { email: claims.email.toLowerCase(), name: typeof claims.name === 'string' ? claims.name : undefined };
}

/** Exchanges the code (checking state, nonce and PKCE) and returns the verified identity. */
export async function finishOidcSignIn({ request }: { request: Request }): Promise<VerifiedIdentity & { redirectTo: string }> {
  const raw = readCookie(request.headers.get('cookie'), OIDC_COOKIE);
  if (!raw) throw new AppError(400, OIDC_FAILED);
  let attempt: { verifier: string; state: string; nonce: string; redirectTo: string };
  try {
    attempt = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, OIDC_FAILED);
  }
  const config = await oidcConfig();
  // The URL the issuer sent the browser back to: the one we gave it, with the issuer's query.
  const current = new URL(callbackUrl());
  current.search = new URL(request.url).search;
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new AppError(401, OIDC_FAILED);
  // Some issuers put the e-mail only in the userinfo answer, not in the ID token.
  const profile = typeof claims.email === 'string' ? claims : { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
  return { ...identityOf(profile), redirectTo: safeRedirect(attempt.redirectTo) };
}

/** POST /api/auth/google: only an ID token signed by the configured issuer for this client. */
export async function verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
  const config = await oidcConfig();
  const metadata = config.serverMetadata();
  if (!metadata.jwks_uri) throw new AppError(500, OIDC_FAILED);
  const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
  try {
    const { payload } = await jwtVerify(idToken, jwks, { issuer: metadata.issuer, audience: getConfig().OIDC_CLIENT_ID });
    return identityOf(payload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(401, 'Invalid ID token.');
  }
}

export const clearOidcCookie = () => serializeCookie(OIDC_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 0 });
