import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { users } from '../../db/schema';
import { COMMON_PASSWORD, usernameField } from '../../lib/schemas/auth';
import { makeAdmin } from './make-admin.server';
import { insertUser } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const byEmail = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0];

describe('makeAdmin (npm run admin)', () => {
  it('refuses a common password, and creates or promotes no one', async () => {
    await expect(makeAdmin({ email: 'weak@example.com', password: 'password123' })).rejects.toMatchObject({ status: 400, message: COMMON_PASSWORD });
    expect(await getDb().select().from(users).where(eq(users.email, 'weak@example.com'))).toEqual([]);
  });

  it("names a new admin after the e-mail, with digits added when a look-alike name is taken", async () => {
    expect(await makeAdmin({ email: 'chief@example.com', password: 'a fine long password' })).toEqual({ created: true, email: 'chief@example.com' });
    expect((await byEmail('chief@example.com')).username).toBe('chief');
    // Stored before names were normalized: full width, which reads as 'boss'.
    await insertUser({ username: 'ｂｏｓｓ' });
    await makeAdmin({ email: 'boss@example.com', password: 'a fine long password' });
    const boss = await byEmail('boss@example.com');
    expect(boss.username).toMatch(/^boss-\d{5}$/);
    expect(boss.isAdmin).toBe(true);
    expect(usernameField.safeParse(boss.username).success).toBe(true);
  });

  it('falls back to a plain name when the e-mail gives none the sign-up form would accept', async () => {
    await makeAdmin({ email: 'x@example.com', password: 'a fine long password' });
    expect((await byEmail('x@example.com')).username).toMatch(/^admin(-\d{5})?$/);
  });
});
