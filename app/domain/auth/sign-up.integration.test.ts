// Sign-up against a hostile client: accounts made in bulk from one address, the passwords
// guessers try first, and usernames that pass for someone else's.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import * as signUpApi from '../../routes/api/auth.signup';
import * as signUpPage from '../../routes/sign-up';
import { COMMON_PASSWORD, SIGN_UP_TOO_MANY, USERNAME_MIXED_SCRIPTS } from '../../lib/schemas/auth';
import { USERNAME_TAKEN } from '../users/create-user.server';
import { isCommonPassword } from './common-passwords.server';
import { SIGN_UP_LIMIT } from './sign-up-throttle.server';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

let n = 0;
const person = (overrides: Record<string, string> = {}) => {
  n += 1;
  return { username: `person-${n}`, email: `person-${n}@example.com`, password: 'a fine long password', ...overrides };
};
let addresses = 0;
const freshIp = () => `10.5.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const viaApi = (json: unknown, ip = freshIp()) => call(signUpApi.action, '/api/auth/signup', { json, ip });
const viaPage = (fields: Record<string, string>, ip = freshIp()) => call(signUpPage.action, '/sign-up', { body: new URLSearchParams(fields), ip });
const accounts = async () => (await getDb().select({ n: count() }).from(users))[0].n;

describe('sign-ups per address', () => {
  it('a burst sent at once from one address makes at most the limit of accounts; the rest get 429', async () => {
    expect(SIGN_UP_LIMIT.max).toBe(10);
    const before = await accounts();
    const answers = await Promise.all(Array.from({ length: 20 }, () => viaApi(person(), '198.51.100.1')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SIGN_UP_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - SIGN_UP_LIMIT.max);
    expect(await accounts()).toBe(before + SIGN_UP_LIMIT.max);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ success: false, statusCode: 429, message: SIGN_UP_TOO_MANY });
    // The page shares the count, and says so in the form, keeping what was typed.
    const page = await viaPage(person({ username: 'Ma Page' }), '198.51.100.1');
    expect(page.status).toBe(429);
    expect(await page.json()).toMatchObject({ message: SIGN_UP_TOO_MANY, values: { username: 'Ma Page' } });
    // Another address is not affected.
    expect((await viaApi(person(), '198.51.100.2')).status).toBe(201);
  });

  it('the page alone is limited too', async () => {
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) expect((await viaPage(person(), '198.51.100.3')).status).toBe(302);
    expect((await viaPage(person(), '198.51.100.3')).status).toBe(429);
  });

  it('counts refused attempts too (a taken e-mail tells whether an address has an account)', async () => {
    const taken = person();
    expect((await viaApi(taken, '198.51.100.4')).status).toBe(201);
    for (let i = 1; i < SIGN_UP_LIMIT.max; i++) expect((await viaApi({ ...person(), email: taken.email }, '198.51.100.4')).status).toBe(409);
    expect((await viaApi({ ...person(), email: taken.email }, '198.51.100.4')).status).toBe(429);
  });
});

describe('common passwords', () => {
  it('knows the list, in any letter case, and only what the length rule lets through matters', async () => {
    expect(await isCommonPassword('password1')).toBe(true);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    expect(await isCommonPassword('iloveyou')).toBe(true);
    expect(await isCommonPassword('a fine long password')).toBe(false);
  });

  it.each(['password1', 'Password1', 'QWERTYUIOP', 'iloveyou', '12345678'])('refuses %s on the API and the page with one message at the password field', async (password) => {
    const before = await accounts();
    const api = await viaApi(person({ password }));
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ success: false, statusCode: 400, message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD } });
    const fields = person({ password, username: 'Ko Common' });
    const page = await viaPage(fields);
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({ message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD }, values: { username: 'Ko Common', email: fields.email } });
    expect(await accounts()).toBe(before);
  });

  it('a refused password does not use up the address’s sign-ups', async () => {
    for (let i = 0; i < SIGN_UP_LIMIT.max + 2; i++) expect((await viaApi(person({ password: 'password1' }), '198.51.100.5')).status).toBe(400);
    expect((await viaApi(person(), '198.51.100.5')).status).toBe(201);
  });
});

describe('usernames as a reader sees them', () => {
  it("'ｇｏｌｄｅｎｌａｎｄ' (full width) and 'GoldenLand' are taken once 'goldenland' is", async () => {
    expect((await viaApi(person({ username: 'goldenland' }))).status).toBe(201);
    for (const username of ['ｇｏｌｄｅｎｌａｎｄ', 'GoldenLand', 'GOLDENLAND ', '\u3000goldenland']) {
      const res = await viaApi(person({ username }));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
    }
  });

  it('stores a username in NFKC, trimmed', async () => {
    const res = await viaApi(person({ username: '　ＭａＳｕ　' }));
    expect(res.status).toBe(201);
    expect((await res.json()).username).toBe('MaSu');
  });

  it("refuses 'gоldenland' with a Cyrillic о, and other mixes of Latin, Cyrillic and Greek, on the API and the page", async () => {
    for (const username of ['gоldenland', 'Ρaul', 'Иван Petrov', 'Αλέξηςиван']) {
      const api = await viaApi(person({ username }));
      expect(api.status).toBe(400);
      expect((await api.json()).errors).toEqual({ username: USERNAME_MIXED_SCRIPTS });
      const page = await viaPage(person({ username }));
      expect(page.status).toBe(400);
      expect((await page.json()).errors).toEqual({ username: USERNAME_MIXED_SCRIPTS });
    }
    const [stored] = await getDb().select({ n: count() }).from(users).where(eq(users.username, 'gоldenland'));
    expect(stored.n).toBe(0);
  });

  it('keeps Burmese names working, alone or with Latin letters, and one script of the three alone', async () => {
    for (const username of ['မောင်မောင်', 'Ko မောင်', 'Иван', 'Αλέξης', 'ko_aung.2']) {
      const res = await viaApi(person({ username }));
      expect(res.status).toBe(201);
      expect((await res.json()).username).toBe(username);
    }
  });

  it('two sign-ups racing for look-alike names: one account, the other gets the message', async () => {
    const [a, b] = await Promise.all([viaApi(person({ username: 'racer' })), viaApi(person({ username: 'ＲＡＣＥＲ' }))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await (a.status === 409 ? a : b).json()).message).toBe(USERNAME_TAKEN);
  });
});
