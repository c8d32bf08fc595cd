// /notifications on the real database: the mail and push choices save from a plain form post (no
// JavaScript), devices are listed and removed only by their owner, and nothing asked of it is a 500.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../tests/support/fixtures';
import { call } from '../../tests/support/requests';
import { setupTestDatabase } from '../../tests/support/test-db';
import { getPreferences } from '../domain/push/preferences.server';
import { listDevices, subscribe } from '../domain/push/subscriptions.server';
import * as page from './notifications';

setupTestDatabase();

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (cookie: string | undefined, fields: Record<string, string>) =>
  call(page.action, '/notifications', { body: form(fields), cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** A device on a default push host, stored as the browser would (nothing is sent here). */
async function deviceOf(userId: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return subscribe({
    userId,
    input: { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
}

describe('/notifications', () => {
  it('sends a visitor to sign in, for the page and for its form', async () => {
    expect((await call(page.loader, '/notifications')).status).toBe(302);
    expect((await post(undefined, { intent: 'preferences', 'enquiries:push': 'on' })).status).toBe(302);
  });

  it('saves mail and push per kind from a plain form post, an unticked box meaning off', async () => {
    const user = await makeUser();
    const answer = await post(user.cookie, { intent: 'preferences', 'enquiries:push': 'on', 'search-matches:mail': 'on', 'search-matches:push': 'on' });
    expect(answer.status).toBe(200);
    expect(await getPreferences(user.id)).toEqual({
      enquiries: { mail: false, push: true },
      'search-matches': { mail: true, push: true },
      'saved-homes': { mail: false, push: false },
    });
    const shown = (await (await call(page.loader, '/notifications', { cookie: user.cookie })).json()) as { preferences: unknown };
    expect(shown.preferences).toEqual(await getPreferences(user.id));
  });

  it("lists a person's devices with their browser and last use, and removes only their own", async () => {
    const [user, other] = [await makeUser(), await makeUser()];
    const mine = await deviceOf(user.id);
    const theirs = await deviceOf(other.id);
    const shown = (await (await call(page.loader, '/notifications', { cookie: user.cookie })).json()) as { devices: { _id: string; label: string; lastUsedAt: string }[] };
    expect(shown.devices).toEqual([expect.objectContaining({ _id: mine._id, label: mine.label, lastUsedAt: expect.any(String) })]);
    expect(mine.label).toMatch(/Chrome/);

    const refused = await post(user.cookie, { intent: 'remove-device', id: theirs._id });
    expect(refused.status).toBe(403);
    expect(await listDevices(other.id)).toHaveLength(1);
    expect((await post(user.cookie, { intent: 'remove-device', id: 'not-an-id' })).status).toBe(404);
    expect((await post(user.cookie, { intent: 'remove-device', id: mine._id })).status).toBe(200);
    expect(await listDevices(user.id)).toEqual([]);
  });

  it('answers a form it does not know with a 400, not a fault', async () => {
    const user = await makeUser();
    expect((await post(user.cookie, { intent: 'anything' })).status).toBe(400);
    expect((await post(user.cookie, {})).status).toBe(400);
    const broken = await call(page.action, '/notifications', { body: '{"x":1}', cookie: user.cookie, headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });
});
