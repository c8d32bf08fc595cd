// Push notifications end to end, with the push service played by the test (tests/support/push-service.ts),
// which checks each request's VAPID signature and decrypts its payload as a browser would.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { pushSubscriptions, users } from '../../db/schema';
import * as subscriptionsRoute from '../../routes/api/push.subscriptions';
import * as signOutRoute from '../../routes/api/auth.signout';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { jobsSettled, startTestJobQueue, until } from '../../../tests/support/job-queue';
import { setupTestPushService } from '../../../tests/support/push-service';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { SEND_PUSH_JOB } from './deliver-push.server';
import { COLLECT_PUSH_JOB, notifyPush, PUSH_LIMIT } from './notify-push.server';

setupTestDatabase();
const push = setupTestPushService();
const newDevice = () => push.newDevice();

const subscribe = (cookie: string, json: unknown) => call(subscriptionsRoute.action, '/api/push/subscriptions', { json, cookie });
const stored = async () => (await getDb().select().from(pushSubscriptions)).length;
const item = { name: 'Sunny flat in Bahan', url: '/dashboard?tab=enquiries' };

beforeAll(async () => {
  await startTestJobQueue();
});
beforeEach(() => {
  push.received.length = 0;
  push.answers.length = 0;
  PUSH_LIMIT.seconds = 60;
});

async function settled() {
  await jobsSettled(COLLECT_PUSH_JOB);
  await jobsSettled(SEND_PUSH_JOB);
}

describe('push notifications', () => {
  it('sends a subscribed person a signed, encrypted, short notification that names nothing private', async () => {
    const user = await makeUser();
    const device = newDevice();
    const answer = await subscribe(user.cookie, { ...device, kinds: ['enquiries'] });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ success: true, device: { label: expect.any(String) } });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => push.received.length === 1);
    expect(push.received[0].payload).toEqual({ title: 'New enquiry', body: 'New enquiry about Sunny flat in Bahan', url: '/dashboard?tab=enquiries', tag: 'enquiries' });
    await settled();
  });

  it("writes in the person's language", async () => {
    const user = await makeUser();
    await getDb().update(users).set({ lang: 'my' }).where(eq(users.id, user.id));
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => push.received.length === 1);
    expect(push.received[0].payload.title).toBe('စုံစမ်းမှု အသစ်');
    expect(push.received[0].payload.body).toBe('Sunny flat in Bahan အကြောင်း စုံစမ်းမှု အသစ်');
    await settled();
  });

  it('removes a subscription its push service says is gone (410), without retrying', async () => {
    const user = await makeUser();
    const device = newDevice();
    await subscribe(user.cookie, { ...device, kinds: ['enquiries'] });
    push.answers.push(410);
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => push.received.length === 1);
    await settled();
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
    expect(push.received).toHaveLength(1);
  });

  it("retries after a push service's 5xx until it takes the notification", async () => {
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    push.answers.push(503, 502);
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => push.received.length === 3);
    await settled();
    expect(push.received.map((r) => r.payload.title)).toEqual(['New enquiry', 'New enquiry', 'New enquiry']);
    expect(await stored()).toBeGreaterThan(0);
  });

  it('sends at most one notification a kind per person in the limit, a burst as one saying how many', async () => {
    PUSH_LIMIT.seconds = 2;
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => push.received.length === 1);
    for (let i = 0; i < 3; i++) await notifyPush({ userId: user.id, kind: 'enquiries', item: { name: `Flat ${i}`, url: '/dashboard?tab=enquiries' } });
    await until(() => push.received.length === 2);
    await settled();
    expect(push.received).toHaveLength(2);
    expect(push.received[1].payload).toMatchObject({ title: '3 new enquiries', body: 'The latest about Flat 2' });
    expect(push.received[1].at - push.received[0].at).toBeGreaterThanOrEqual(1500);
  });

  it('sends nothing to a person who has not turned push on for the kind', async () => {
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['saved-homes'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await settled();
    expect(push.received).toHaveLength(0);
  });

  it('refuses bad subscriptions with a clear 400 or 403 and stores nothing', async () => {
    const [user, other] = [await makeUser(), await makeUser()];
    const taken = newDevice();
    expect((await subscribe(other.cookie, taken)).status).toBe(201);
    const before = await stored();
    const good = newDevice();
    const cases: [unknown, number, RegExp][] = [
      [{ ...good, endpoint: 'https://push.evil.example/abc' }, 400, /known push service/],
      [{ ...good, endpoint: 'not a url' }, 400, /not a valid URL/],
      [{ ...good, endpoint: 'https://10.0.0.1/push' }, 400, /known push service/],
      [{ ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 400, /known push service/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, 400, /65 bytes/],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } }, 400, /16 bytes/],
      [{ endpoint: good.endpoint }, 400, /keys/],
      [{ ...good, userId: other.id }, 403, /another account/],
      [taken, 403, /another account/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await subscribe(user.cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((await answer.json()).message).toMatch(message);
    }
    expect(await stored()).toBe(before);
    expect((await call(subscriptionsRoute.action, '/api/push/subscriptions', { json: good })).status).toBe(401);
  });

  it("signing out on a device removes that device's subscription", async () => {
    const user = await makeUser();
    const device = newDevice();
    await subscribe(user.cookie, device);
    const answer = await call(signOutRoute.action, '/api/signout', { json: { pushEndpoint: device.endpoint }, cookie: user.cookie });
    expect(answer.status).toBe(200);
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
  });
});
