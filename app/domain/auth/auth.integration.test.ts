import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { getDb } from '../../db/registry.server';
import * as signUpApi from '../../routes/api/auth.signup';
import * as signInApi from '../../routes/api/auth.signin';
import * as signOutApi from '../../routes/api/auth.signout';
import * as signInPage from '../../routes/sign-in';
import * as signUpPage from '../../routes/sign-up';
import { MAX_FAILURES, TOO_MANY_ATTEMPTS } from './sign-in-throttle.server';
import { getSessionUser } from './session.server';
import { call, cookieFrom, makeRequest } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

let addresses = 0;
/** A client address no other request used: the per-address limits stay out of tests not about them. */
const freshIp = () => `10.3.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const signUp = (json: unknown, ip = freshIp()) => call(signUpApi.action, '/api/auth/signup', { json, ip });
const signIn = (json: unknown, ip = '10.0.0.1') => call(signInApi.action, '/api/auth/signin', { json, ip });

describe('POST /api/auth/signup', () => {
  it('creates the account, starts a session and never returns the password hash', async () => {
    const res = await signUp({ username: 'Ko Aung', email: 'Aung@Example.com', password: 'correct horse' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'User created successfully!', username: 'Ko Aung', email: 'aung@example.com', isAdmin: false });
    expect(JSON.stringify(body)).not.toMatch(/argon|password/i);
    const cookie = cookieFrom(res);
    expect(cookie).toMatch(/^yh_session=/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    const user = await getSessionUser(makeRequest('/', { cookie }));
    expect(user?.email).toBe('aung@example.com');
  });

  it.each([
    [{ username: 'kyaw', email: 'not-an-email', password: 'long enough' }, 'email', 'Please enter a valid e-mail address.'],
    [{ username: 'kyaw', email: 'kyaw@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters.'],
    [{ username: 'k', email: 'kyaw@example.com', password: 'long enough' }, 'username', 'Username must be at least 3 characters.'],
    [{}, 'username', 'Username must be at least 3 characters.'],
  ])('refuses %j with a 400 and the message', async (json, field, message) => {
    const res = await signUp(json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, statusCode: 400 });
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a taken e-mail (any case) and a taken username with 409', async () => {
    const email = await signUp({ username: 'someone-else', email: 'AUNG@example.com', password: 'correct horse' });
    expect(email.status).toBe(409);
    expect((await email.json()).message).toBe('That e-mail is already registered.');
    const name = await signUp({ username: 'ko aung', email: 'new@example.com', password: 'correct horse' });
    expect(name.status).toBe(409);
    expect((await name.json()).message).toBe('That username is taken.');
  });

  it('answers a non-JSON, array or oversized body with a 4xx, never a 500', async () => {
    const bad = await call(signUpApi.action, '/api/auth/signup', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('The request body must be valid JSON.');
    const array = await call(signUpApi.action, '/api/auth/signup', { json: [1, 2] });
    expect(array.status).toBe(400);
    const huge = await call(signUpApi.action, '/api/auth/signup', { json: { username: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    const empty = await call(signUpApi.action, '/api/auth/signup', { method: 'POST' });
    expect(empty.status).toBe(400);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password and returns the public fields', async () => {
    const res = await signIn({ email: 'aung@example.com', password: 'correct horse' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, username: 'Ko Aung' });
    expect(body.passwordHash).toBeUndefined();
    expect(cookieFrom(res)).toMatch(/^yh_session=.{20,}/);
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn({ email: 'aung@example.com', password: 'wrong password' }, '10.0.0.2');
    const unknown = await signIn({ email: 'nobody@example.com', password: 'correct horse' }, '10.0.0.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid email or password.');
    expect((await unknown.json()).message).toBe('Invalid email or password.');
  });

  it('requires both fields', async () => {
    const res = await signIn({ email: '' }, '10.0.0.3');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter your e-mail and password.');
  });

  it('refuses an account with 429 after repeated failures, even with the right password and from another address', async () => {
    // An account of its own: the one the other tests sign into stays usable.
    const account = { username: 'Ko Throttle', email: 'throttle@example.com', password: 'correct horse' };
    expect((await signUp(account)).status).toBe(201);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn({ email: account.email, password: `wrong ${i}` }, '10.0.0.9')).status).toBe(401);
    }
    for (const ip of ['10.0.0.9', '10.0.0.10']) {
      const blocked = await signIn({ email: account.email, password: account.password }, ip);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).message).toBe(TOO_MANY_ATTEMPTS);
    }
    // Another account at the same address is not affected.
    expect((await signIn({ email: 'aung@example.com', password: 'correct horse' }, '10.0.0.9')).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('GET /api/auth/signout and POST /api/signout end the session in the database', async () => {
    for (const [handler, method] of [
      [signOutApi.loader, 'GET'],
      [signOutApi.action, 'POST'],
    ] as const) {
      const cookie = cookieFrom(await signIn({ email: 'aung@example.com', password: 'correct horse' }, '10.1.0.1'));
      const before = await getDb().select({ n: count() }).from(sessions);
      const res = await call(handler, '/api/auth/signout', { method, cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      const after = await getDb().select({ n: count() }).from(sessions);
      expect(after[0].n).toBe(before[0].n - 1);
      expect(await getSessionUser(makeRequest('/', { cookie }))).toBeNull();
    }
  });

  it('sends a plain form post (no JavaScript) back home', async () => {
    const res = await call(signOutApi.action, '/api/signout', { method: 'POST', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('sign-in and sign-up pages', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('sign-in returns the user to where they were sent away from, and only on this site', async () => {
    const ok = await call(signInPage.action, '/sign-in?redirectTo=%2Fmy-listing', {
      body: form({ email: 'aung@example.com', password: 'correct horse' }),
      ip: '10.2.0.1',
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/my-listing');
    const evil = await call(signInPage.action, '/sign-in?redirectTo=%2F%2Fevil.example', {
      body: form({ email: 'aung@example.com', password: 'correct horse' }),
      ip: '10.2.0.1',
    });
    expect(evil.headers.get('location')).toBe('/');
  });

  it('a failed sign-in keeps the e-mail typed, never echoes the password', async () => {
    const res = await call(signInPage.action, '/sign-in', { body: form({ email: 'aung@example.com', password: 'nope nope' }), ip: '10.2.0.2' });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.message).toBe('Invalid email or password.');
    expect(body.values).toEqual({ email: 'aung@example.com' });
  });

  it('sign-up page validates with the same messages as the API', async () => {
    const res = await call(signUpPage.action, '/sign-up', { body: form({ username: 'ma hla', email: 'bad', password: 'x' }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({ email: 'Please enter a valid e-mail address.', password: 'Password must be at least 8 characters.' });
    expect(body.values).toEqual({ username: 'ma hla', email: 'bad' });
  });

  it('a signed-in visitor of /sign-in is sent home, but one sent by a guard may switch account', async () => {
    const cookie = cookieFrom(await signIn({ email: 'aung@example.com', password: 'correct horse' }, '10.2.0.3'));
    const home = await call(signInPage.loader, '/sign-in', { cookie });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/');
    // No redirect loop for a non-admin sent from an admin page.
    const stay = await call(signInPage.loader, '/sign-in?redirectTo=%2Fcreate-package', { cookie });
    expect(stay.status).toBe(200);
    expect(await stay.json()).toEqual({ signedInAs: 'Ko Aung', postingJourney: false });
  });

  it('says when a visitor was sent to sign in on the way to posting a listing', async () => {
    const posting = await call(signInPage.loader, '/sign-in?redirectTo=%2Fcreate-listing');
    expect(await posting.json()).toEqual({ signedInAs: null, postingJourney: true });
    const other = await call(signInPage.loader, '/sign-in?redirectTo=%2Fprofile');
    expect(await other.json()).toEqual({ signedInAs: null, postingJourney: false });
  });
});

describe('sign-up races', () => {
  it('two simultaneous sign-ups with one e-mail: one account, the other gets the message', async () => {
    const body = { username: 'racer-a', email: 'race@example.com', password: 'correct horse' };
    const [a, b] = await Promise.all([signUp(body), signUp({ ...body, username: 'racer-b' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).message).toBe('That e-mail is already registered.');
  });
});
