// The language a signed-in reader chooses on the site is kept with their account (for the mail
// others' actions send them), through the root loader every page runs.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import * as root from '../../root';
import { call } from '../../../tests/support/requests';
import { makeUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const storedLang = async (id: string) => (await getDb().select({ lang: users.lang }).from(users).where(eq(users.id, id)))[0].lang;

describe('the language of an account', () => {
  it('is English until the user chooses another on the site', async () => {
    const user = await makeUser();
    expect(await storedLang(user.id)).toBe('en');
    await call(root.loader, '/', { cookie: user.cookie });
    expect(await storedLang(user.id)).toBe('en');
  });

  it('follows the choice, both ways, on the next page the user opens', async () => {
    const user = await makeUser();
    await call(root.loader, '/', { cookie: `${user.cookie}; lang=my` });
    expect(await storedLang(user.id)).toBe('my');
    // A browser without the cookie (a new phone) leaves the choice alone.
    await call(root.loader, '/', { cookie: user.cookie });
    expect(await storedLang(user.id)).toBe('my');
    await call(root.loader, '/', { cookie: `lang=en; ${user.cookie}` });
    expect(await storedLang(user.id)).toBe('en');
  });

  it('follows a phone set to Burmese, or an address naming the language, without the switch', async () => {
    const user = await makeUser();
    await call(root.loader, '/', { cookie: user.cookie, headers: { 'accept-language': 'my-MM,my;q=0.9,en;q=0.8' } });
    expect(await storedLang(user.id)).toBe('my');
    // A browser in English says nothing about its reader: the account keeps Burmese.
    await call(root.loader, '/', { cookie: user.cookie, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(await storedLang(user.id)).toBe('my');
    await call(root.loader, '/?lang=en', { cookie: user.cookie, headers: { 'accept-language': 'my' } });
    expect(await storedLang(user.id)).toBe('en');
    // The switch's choice comes before the address and the browser.
    await call(root.loader, '/?lang=en', { cookie: `${user.cookie}; lang=my`, headers: { 'accept-language': 'en' } });
    expect(await storedLang(user.id)).toBe('my');
  });

  it('ignores a language the site does not have', async () => {
    const user = await makeUser();
    await call(root.loader, '/', { cookie: `${user.cookie}; lang=fr` });
    expect(await storedLang(user.id)).toBe('en');
  });

  it("changes no account for a visitor's choice", async () => {
    const burmeseReaders = async () => (await getDb().select({ id: users.id }).from(users).where(eq(users.lang, 'my'))).length;
    const before = await burmeseReaders();
    const res = await call(root.loader, '/', { cookie: 'lang=my' });
    expect(((await res.json()) as { lang: string; user: unknown }).lang).toBe('my');
    expect(await burmeseReaders()).toBe(before);
  });
});
