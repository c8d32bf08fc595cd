// Saving the same search twice, over real HTTP: a person once filled the alert run with 50 copies
// of one query. The server refuses a copy with a message (the page shows it, and so does the
// search page's form, which reads the same answer); the table's unique rule refuses one written
// past the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { savedSearches, users } from '../../db/schema';
import { startHttpApp, type HttpApp } from '../../../tests/support/http-app';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let app: HttpApp;
beforeAll(async () => {
  app = await startHttpApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app?.close();
});

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
  body: new URLSearchParams(fields).toString(),
});

async function signUp(name: string): Promise<{ email: string; cookie: string }> {
  const email = `${name}@example.com`;
  const res = await app.request('/sign-up', { ...form({ username: name, email, password: 'a fine long password' }) });
  expect(res.status).toBe(302);
  return { email, cookie: res.headers.getSetCookie().find((c) => c.startsWith('yh_session='))!.split(';')[0] };
}

describe('saving the same search twice', () => {
  it('is refused with a message over HTTP, and by the database itself', async () => {
    const { email, cookie } = await signUp('repeater');
    const save = (name: string) => app.request('/saved-searches', form({ intent: 'save', name, from: 'search', query: '?township=bahan&type=rent&minPrice=900&maxPrice=300' }, cookie));
    expect((await save('First')).status).toBe(302);
    // The same query in another order, the range reversed, another name: the same search.
    const again = await app.request('/saved-searches', form({ intent: 'save', name: 'URGENT - log in at example.net', from: 'search', query: '?type=rent&minPrice=300&maxPrice=900&township=bahan' }, cookie));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('You have already saved this search. Find it in your saved searches.');
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    const rows = await getDb().select().from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(rows.map((row) => row.name)).toEqual(['First']);
    // Another query is another search.
    expect((await app.request('/saved-searches', form({ intent: 'save', name: 'Sales', from: 'search', query: '?type=sale&township=bahan' }, cookie))).status).toBe(302);

    const { id: _id, createdAt: _c, updatedAt: _u, name: _n, ...query } = rows[0];
    await expect(getDb().insert(savedSearches).values({ ...query, name: 'Written past the server' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
  });
});
