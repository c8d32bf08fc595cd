// What a new password and a new username must pass outside sign-up: the common
// password list on the reset link and the profile, usernames compared as a reader sees them
// on the profile, and the profile's current-password check counted like a sign-in.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { passwordResetTokens, users, type User } from '../../db/schema';
import { COMMON_PASSWORD, USERNAME_MIXED_SCRIPTS } from '../../lib/schemas/auth';
import * as resetApi from '../../routes/api/auth.reset-password';
import * as signInApi from '../../routes/api/auth.signin';
import * as updateApi from '../../routes/api/user.update';
import * as profilePage from '../../routes/profile';
import * as resetPage from '../../routes/reset-password';
import { verifyPassword } from '../auth/password.server';
import { hashToken } from '../auth/session.server';
import { MAX_FAILURES, TOO_MANY_ATTEMPTS } from '../auth/sign-in-throttle.server';
import { USERNAME_TAKEN } from '../users/create-user.server';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const PASSWORD = 'a-long-password'; // makeUser's
const reload = async (id: string) => (await getDb().select().from(users).where(eq(users.id, id)))[0];
const updateViaApi = (user: User & { cookie: string }, json: unknown) =>
  call(updateApi.action, `/api/user/update/${user.id}`, { json, cookie: user.cookie, params: { id: user.id } });
const updateViaPage = (user: User & { cookie: string }, fields: Record<string, string>) =>
  call(profilePage.action, '/profile', { body: new URLSearchParams(fields), cookie: user.cookie });

/** A usable reset link's token for the user, as the e-mail would carry it. */
async function resetToken(user: User) {
  const token = randomBytes(32).toString('base64url');
  await getDb()
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60_000) });
  return token;
}

describe('a common password is refused with one message at the password field', () => {
  it('on the reset link (/api and page), and the link stays usable for another password', async () => {
    const user = await makeUser();
    const token = await resetToken(user);
    const api = await call(resetApi.action, `/api/auth/reset-password/${token}`, { json: { password: 'Password1' }, params: { token } });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ success: false, statusCode: 400, message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD } });
    const page = await call(resetPage.action, `/reset-password/${token}`, {
      body: new URLSearchParams({ password: 'iloveyou', confirmPassword: 'iloveyou' }),
      params: { token },
    });
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({ message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD }, values: {} });
    expect(await verifyPassword((await reload(user.id)).passwordHash, PASSWORD)).toBe(true);
    const ok = await call(resetApi.action, `/api/auth/reset-password/${token}`, { json: { password: 'my own new password' }, params: { token } });
    expect(ok.status).toBe(200);
  });

  it('on the profile (/api and page), for the user and for an admin setting it', async () => {
    const user = await makeUser();
    const api = await updateViaApi(user, { password: 'QWERTYUIOP', currentPassword: PASSWORD });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ success: false, statusCode: 400, message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD } });
    const page = await updateViaPage(user, { username: user.username, email: user.email, password: 'sunshine', currentPassword: PASSWORD });
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({ message: COMMON_PASSWORD, errors: { password: COMMON_PASSWORD }, values: { username: user.username } });
    const admin = await makeUser({ isAdmin: true });
    const byAdmin = await call(updateApi.action, `/api/user/update/${user.id}`, { json: { password: 'baseball' }, cookie: admin.cookie, params: { id: user.id } });
    expect(byAdmin.status).toBe(400);
    expect(await verifyPassword((await reload(user.id)).passwordHash, PASSWORD)).toBe(true);
    expect((await updateViaApi(user, { password: 'my own new password', currentPassword: PASSWORD })).status).toBe(200);
  });
});

describe('usernames on the profile', () => {
  it("refuses a look-alike of another user's name (width, case) and a mix of scripts", async () => {
    const [golden, other] = [await makeUser({ name: 'goldenland' }), await makeUser()];
    for (const username of ['ＧｏｌｄｅｎＬａｎｄ', 'GOLDENLAND']) {
      const res = await updateViaApi(other, { username });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
    }
    const mixed = await updateViaApi(other, { username: 'gоldenland' });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).errors).toEqual({ username: USERNAME_MIXED_SCRIPTS });
    const page = await updateViaPage(other, { username: 'gоldenland', email: other.email });
    expect(page.status).toBe(400);
    expect((await page.json()).errors).toEqual({ username: USERNAME_MIXED_SCRIPTS });
    expect((await reload(other.id)).username).toBe(other.username);
    // A name stored before names were normalized (full width) is taken all the same.
    const legacy = await makeUser();
    await getDb().update(users).set({ username: 'ｓｉｌｖｅｒ' }).where(eq(users.id, legacy.id));
    const silver = await updateViaApi(other, { username: 'Silver' });
    expect(silver.status).toBe(409);
    expect(await silver.json()).toMatchObject({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
    // The owner may change the letter case or width of their own name.
    const own = await updateViaApi(golden, { username: 'ＧｏｌｄｅｎＬａｎｄ' });
    expect(own.status).toBe(200);
    expect((await reload(golden.id)).username).toBe('GoldenLand');
  });
});

describe("the profile's current password", () => {
  it('is counted like a sign-in on the account: guessing it is limited, and locks sign-in too', async () => {
    const user = await makeUser();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await updateViaApi(user, { password: 'my own new password', currentPassword: `guess ${i}` });
      expect(res.status).toBe(400);
    }
    const refused = await updateViaApi(user, { password: 'my own new password', currentPassword: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(TOO_MANY_ATTEMPTS);
    expect(await verifyPassword((await reload(user.id)).passwordHash, PASSWORD)).toBe(true);
    const signIn = await call(signInApi.action, '/api/auth/signin', { json: { email: user.email, password: PASSWORD }, ip: '203.0.113.80' });
    expect(signIn.status).toBe(429);
  });

  it('a right one is not counted', async () => {
    const user = await makeUser();
    for (let i = 0; i < MAX_FAILURES + 1; i++) {
      expect((await updateViaApi(user, { email: `new-${i}-${user.email}`, currentPassword: PASSWORD })).status).toBe(200);
    }
  });
});
