// One session lookup per HTTP request. React Router gives each loader its own copy of the
// Request, so a page with a root loader and a route loader used to look the session up once per
// loader; now the loaders of a request share one lookup (app/server-lib/request-scope.server.ts). The
// loaders that run after an action still see what it did (signed out, renamed the user). And the
// lookup returns the user without the password hash.
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import type { User } from '../../db/schema';
import { inRequestScope } from '../../server-lib/request-scope.server';
import { makeUser } from '../../../tests/support/fixtures';
import { setupHttpApp } from '../../../tests/support/http-app';
import { makeRequest } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { requireApiUser, requireUserPage } from './guards.server';
import { destroySession, getSessionUser } from './session.server';

setupTestDatabase();
const app = setupHttpApp();

/**
 * The SQL the database driver is asked to run (PGlite's and node-postgres's `query`), recorded
 * while `run` goes on: the session lookup is the one query that reads from "sessions".
 */
type Driver = { query: (...args: unknown[]) => unknown };
let restore: (() => void) | undefined;
afterEach(() => restore?.());
function recordQueries(): string[] {
  const driver = (getDb() as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const texts: string[] = [];
  driver.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  restore = () => {
    driver.query = original;
    restore = undefined;
  };
  return texts;
}
const sessionLookups = (texts: string[]) => texts.filter((t) => /^select\b[\s\S]*\bfrom "sessions"/i.test(t)).length;

const formPost = (path: string, cookie: string, fields: Record<string, string>) =>
  app.request(path, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('a signed-in page request', () => {
  it.each(['/dashboard', '/dashboard.data', '/profile'])('GET %s (root loader + route loader): one session lookup', async (path) => {
    const user = await makeUser();
    const texts = recordQueries();
    const res = await app.request(path, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const body = await res.text();
    restore?.();
    expect(body).toContain(user.username);
    expect(sessionLookups(texts)).toBe(1);
  });

  it('two requests of the same visitor: each its own lookup (nothing kept between requests)', async () => {
    const user = await makeUser();
    const texts = recordQueries();
    for (let i = 0; i < 2; i++) expect((await app.request('/dashboard.data', { headers: { cookie: user.cookie } })).status).toBe(200);
    expect(sessionLookups(texts)).toBe(2);
  });

  it("a form posted without JavaScript that renames the user: the page drawn after it shows the new name", async () => {
    const user = await makeUser();
    const renamed = `${user.username}-renamed`;
    const res = await formPost('/profile', user.cookie, { username: renamed });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('User is updated successfully!');
    expect(html).toContain(renamed);
  });

  it('signed out by the action: the loaders after it see no user', async () => {
    const user = await makeUser();
    await inRequestScope(async () => {
      const action = makeRequest('/profile', { method: 'POST', cookie: user.cookie, body: 'intent=sign-out' });
      // A loader had looked the session up before (a request's loaders may start early).
      expect((await getSessionUser(makeRequest('/profile', { cookie: user.cookie })))?.id).toBe(user.id);
      expect((await requireUserPage(action)).id).toBe(user.id);
      await destroySession(action);
      // React Router's fresh GET copy of the request for the loaders, same cookie.
      expect(await getSessionUser(makeRequest('/profile', { cookie: user.cookie }))).toBeNull();
      await expect(requireApiUser(action)).rejects.toMatchObject({ status: 401 });
    });
  });

  it('/api calls: the signed-in user, and 401 without a session, as before', async () => {
    const user = await makeUser();
    const texts = recordQueries();
    const res = await app.request('/api/user/listings/' + user.id, { headers: { cookie: user.cookie } });
    restore?.();
    expect(res.status).toBe(200);
    expect(sessionLookups(texts)).toBe(1);
    expect((await app.request('/api/user/listings/' + user.id)).status).toBe(401);
  });
});

describe('the session user', () => {
  it('carries no password hash, in its type or at run time', async () => {
    const user = await makeUser();
    const found = await getSessionUser(makeRequest('/', { cookie: user.cookie }));
    expect(found).not.toBeNull();
    expect(Object.keys(found!).sort()).toEqual(['avatar', 'createdAt', 'email', 'emailConfirmedAt', 'id', 'isAdmin', 'lang', 'role', 'updatedAt', 'username']);
    expect(found).not.toHaveProperty('passwordHash');
    expectTypeOf<User>().not.toHaveProperty('passwordHash');
    // @ts-expect-error: the type has no password hash either (npx tsc --noEmit checks this line).
    expect(found?.passwordHash).toBeUndefined();
  });
});
