import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media, sessions, users, type User } from '../../db/schema';
import * as updateApi from '../../routes/api/user.update';
import * as profilePage from '../../routes/profile';
import { verifyPassword } from '../auth/password.server';
import { createSession, getSessionUser } from '../auth/session.server';
import { LAST_ADMIN } from '../users/delete-user.server';
import { makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { call, makeRequest } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const PASSWORD = 'a-long-password'; // makeUser's
const update = (id: string, json: unknown, cookie?: string) => call(updateApi.action, `/api/user/update/${id}`, { json, cookie, params: { id } });
const reload = async (id: string) => (await getDb().select().from(users).where(eq(users.id, id)))[0];
const signedIn = async (cookie: string) => (await getSessionUser(makeRequest('/', { cookie })))?.id ?? null;
const secondSession = async (user: User) => (await createSession({ userId: user.id, request: makeRequest('/') })).split(';')[0];

describe('POST /api/user/update/{id}: who may', () => {
  it('answers a visitor 401 and changes nothing', async () => {
    const user = await makeUser();
    const res = await update(user.id, { username: 'taken-over' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, statusCode: 401 });
    expect((await reload(user.id)).username).toBe(user.username);
  });

  it('answers 403 to an ordinary user changing someone else, whatever the body says', async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    const res = await update(owner.id, { username: 'not-yours', userId: other.id, _id: other.id }, other.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('You can only update your own account!');
    expect((await reload(owner.id)).username).toBe(owner.username);
  });

  it('answers 404 for a malformed or unknown id, even to an admin', async () => {
    const admin = await makeUser({ isAdmin: true });
    expect((await update('not-a-uuid', { username: 'x-name' }, admin.cookie)).status).toBe(404);
    expect((await update('00000000-0000-4000-8000-000000000000', { username: 'x-name' }, admin.cookie)).status).toBe(404);
  });
});

describe('POST /api/user/update/{id}: the user themself', () => {
  it('changes username and avatar, answers the public fields and never the password hash', async () => {
    const user = await makeUser();
    const avatar = await uploadedImage(user.id);
    const res = await update(user.id, { username: `${user.username}-new`, avatar }, user.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ _id: user.id, success: true, message: 'User is updated successfully!', username: `${user.username}-new`, avatar, email: user.email });
    expect(JSON.stringify(body)).not.toMatch(/argon|passwordHash|password_hash/i);
    const stored = await reload(user.id);
    expect(stored).toMatchObject({ username: `${user.username}-new`, avatar });
  });

  it('removes the replaced avatar from storage, and refuses an image from elsewhere', async () => {
    const user = await makeUser();
    const first = await uploadedImage(user.id);
    const second = await uploadedImage(user.id);
    expect((await update(user.id, { avatar: first }, user.cookie)).status).toBe(200);
    expect((await update(user.id, { avatar: second }, user.cookie)).status).toBe(200);
    expect(await getDb().select().from(media).where(eq(media.url, first))).toEqual([]);
    expect(await getDb().select().from(media).where(eq(media.url, second))).toHaveLength(1);

    const foreign = await update(user.id, { avatar: 'https://evil.example.com/me.png' }, user.cookie);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: 'Images must be uploaded to this portal.', errors: { avatar: 'Images must be uploaded to this portal.' } });
    expect((await reload(user.id)).avatar).toBe(second);
  });

  it('needs the current password to change the e-mail, and checks it', async () => {
    const user = await makeUser();
    const missing = await update(user.id, { email: 'new-address@example.com' }, user.cookie);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ currentPassword: 'Please enter your current password to change your e-mail or password.' });
    const wrong = await update(user.id, { email: 'new-address@example.com', currentPassword: 'not the password' }, user.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ currentPassword: 'Your current password is not correct.' });
    expect((await reload(user.id)).email).toBe(user.email);

    const ok = await update(user.id, { email: ' New-Address@Example.com ', currentPassword: PASSWORD }, user.cookie);
    expect(ok.status).toBe(200);
    expect((await reload(user.id)).email).toBe('new-address@example.com');
    // Sending the unchanged e-mail back (as the form does) needs no password.
    expect((await update(user.id, { email: 'new-address@example.com', username: user.username }, user.cookie)).status).toBe(200);
  });

  it('needs the current password for a new password, then ends the other sessions and keeps this one', async () => {
    const user = await makeUser();
    const phone = await secondSession(user);
    const refused = await update(user.id, { password: 'a brand new password' }, user.cookie);
    expect(refused.status).toBe(400);
    expect(await signedIn(phone)).toBe(user.id);

    const res = await update(user.id, { password: 'a brand new password', currentPassword: PASSWORD }, user.cookie);
    expect(res.status).toBe(200);
    expect(await signedIn(user.cookie)).toBe(user.id);
    expect(await signedIn(phone)).toBeNull();
    const stored = await reload(user.id);
    expect(await verifyPassword(stored.passwordHash, 'a brand new password')).toBe(true);
    expect(await verifyPassword(stored.passwordHash, PASSWORD)).toBe(false);
  });

  it('refuses a username or e-mail another account has, in any letter case, with the sign-up messages', async () => {
    const [user, other] = [await makeUser(), await makeUser()];
    const name = await update(user.id, { username: other.username.toUpperCase() }, user.cookie);
    expect(name.status).toBe(409);
    expect(await name.json()).toMatchObject({ message: 'That username is taken.', errors: { username: 'That username is taken.' } });
    const email = await update(user.id, { email: other.email.toUpperCase(), currentPassword: PASSWORD }, user.cookie);
    expect(email.status).toBe(409);
    expect(await email.json()).toMatchObject({ message: 'That e-mail is already registered.', errors: { email: 'That e-mail is already registered.' } });
    // One's own name in other letters is not a clash.
    expect((await update(user.id, { username: user.username.toUpperCase() }, user.cookie)).status).toBe(200);
    expect((await reload(user.id)).username).toBe(user.username.toUpperCase());
  });

  it('refuses invalid values with the sign-up messages', async () => {
    const user = await makeUser();
    const res = await update(user.id, { username: 'x', password: 'short', currentPassword: PASSWORD }, user.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({
      username: 'Username must be at least 3 characters.',
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('POST /api/user/update/{id}: an admin', () => {
  it('changes another user without their current password, which ends all of their sessions', async () => {
    const admin = await makeUser({ isAdmin: true });
    const user = await makeUser();
    const res = await update(user.id, { email: `renamed-${user.email}`, password: 'set by the admin' }, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ _id: user.id, email: `renamed-${user.email}` });
    expect(await signedIn(user.cookie)).toBeNull();
    expect(await signedIn(admin.cookie)).toBe(admin.id);
    expect(await verifyPassword((await reload(user.id)).passwordHash, 'set by the admin')).toBe(true);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const postProfile = (cookie: string | undefined, fields: Record<string, string>) => call(profilePage.action, '/profile', { method: 'POST', body: form(fields), cookie });

describe('/profile page', () => {
  it('sends a visitor to sign in, and shows a user their own account', async () => {
    const visitor = await call(profilePage.loader, '/profile');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/sign-in?redirectTo=%2Fprofile');
    const user = await makeUser();
    const body = await (await call(profilePage.loader, '/profile', { cookie: user.cookie })).json();
    expect(body).toMatchObject({ user: { _id: user.id, username: user.username, email: user.email }, hasPassword: true });
    expect(JSON.stringify(body)).not.toMatch(/argon/);
  });

  it('saves the form and answers the spec message', async () => {
    const user = await makeUser();
    const res = await postProfile(user.cookie, { intent: 'update', username: `${user.username}-p`, email: user.email, password: '', currentPassword: '', avatar: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'User is updated successfully!' });
    expect((await reload(user.id)).username).toBe(`${user.username}-p`);
  });

  it('on a failure answers the messages and what was typed, but never a password', async () => {
    const user = await makeUser();
    const res = await postProfile(user.cookie, { intent: 'update', username: user.username, email: 'changed@example.com', password: 'new password here', currentPassword: '', avatar: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({ currentPassword: 'Please enter your current password to change your e-mail or password.' });
    expect(body.values).toMatchObject({ username: user.username, email: 'changed@example.com' });
    expect(body.values).not.toHaveProperty('password');
    expect(body.values).not.toHaveProperty('currentPassword');
    expect((await reload(user.id)).email).toBe(user.email);
  });

  it('deletes the account, clears the session cookie and goes home', async () => {
    const user = await makeUser();
    const res = await postProfile(user.cookie, { intent: 'delete' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/^yh_session=;.*Max-Age=0/);
    expect(await reload(user.id)).toBeUndefined();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('a visitor cannot post the form', async () => {
    const res = await postProfile(undefined, { intent: 'delete' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/sign-in/);
  });

  it('keeps the last admin and says why', async () => {
    const admin = await makeUser({ isAdmin: true });
    await getDb().update(users).set({ isAdmin: false }).where(ne(users.id, admin.id));
    const res = await postProfile(admin.cookie, { intent: 'delete' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ deleteFailed: true, message: LAST_ADMIN });
    expect(await reload(admin.id)).toBeDefined();
  });
});
