// Push notifications end to end, with the push service played by this test: a local HTTP endpoint
// (allowed only under the test configuration) that checks each request's VAPID signature and
// decrypts its payload with the subscription's own keys, as a browser's push service and the
// browser would (RFC 8292, RFC 8291).
import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { pushSubscriptions, users } from '../../db/schema';
import { resetConfig } from '../../server-lib/config.server';
import * as subscriptionsRoute from '../../routes/api/push.subscriptions';
import * as signOutRoute from '../../routes/api/auth.signout';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { jobsSettled, startTestJobQueue, until } from '../../../tests/support/job-queue';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { SEND_PUSH_JOB } from './deliver-push.server';
import { COLLECT_PUSH_JOB, notifyPush, PUSH_LIMIT } from './notify-push.server';
import type { PushPayload } from './push-message.server';
import { vapidDetails } from './vapid.server';

setupTestDatabase();

interface Received {
  at: number;
  path: string;
  payload: PushPayload;
}
const received: Received[] = [];
/** Statuses the push service answers with, in turn; then 201. */
let answers: number[] = [];
let origin = '';
const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      const device = devices.get(req.url ?? '');
      await verifyVapid(req.headers.authorization ?? '');
      // Anything else is answered 400, so the waiting test fails.
      if (req.headers['content-encoding'] !== 'aes128gcm' || !(Number(req.headers.ttl) > 0)) throw new Error('Not an aes128gcm push with a TTL');
      const payload = JSON.parse(decrypt(Buffer.concat(chunks), device!.ecdh, device!.auth)) as PushPayload;
      received.push({ at: Date.now(), path: req.url ?? '', payload });
      res.writeHead(answers.shift() ?? 201).end();
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(400).end();
    });
  });
});

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the key the portal's, the audience the endpoint's origin. */
async function verifyVapid(header: string) {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe((await vapidDetails()).publicKey);
  const point = Buffer.from(key, 'base64url');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 with RFC 8188's aes128gcm: the browser's side, with its private key and auth secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const prkKey = hmac(auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** A browser's subscription to the test's push service, with keys only it holds. */
function newDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(6).toString('hex')}`;
  devices.set(path, { ecdh, auth });
  return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, path };
}

const subscribe = (cookie: string, json: unknown) => call(subscriptionsRoute.action, '/api/push/subscriptions', { json, cookie });
const stored = async () => (await getDb().select().from(pushSubscriptions)).length;
const item = { name: 'Sunny flat in Bahan', url: '/dashboard?tab=enquiries' };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUSH_HOSTS = 'fcm.googleapis.com,127.0.0.1,10.0.0.1';
  process.env.PUSH_ALLOW_LOCAL_HTTP = '1';
  resetConfig();
  await startTestJobQueue();
});
afterAll(async () => {
  delete process.env.PUSH_HOSTS;
  delete process.env.PUSH_ALLOW_LOCAL_HTTP;
  resetConfig();
  server.close();
});
beforeEach(() => {
  received.length = 0;
  answers = [];
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
    await until(() => received.length === 1);
    expect(received[0].payload).toEqual({ title: 'New enquiry', body: 'New enquiry about Sunny flat in Bahan', url: '/dashboard?tab=enquiries', tag: 'enquiries' });
    await settled();
  });

  it("writes in the person's language", async () => {
    const user = await makeUser();
    await getDb().update(users).set({ lang: 'my' }).where(eq(users.id, user.id));
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => received.length === 1);
    expect(received[0].payload.title).toBe('စုံစမ်းမှု အသစ်');
    expect(received[0].payload.body).toBe('Sunny flat in Bahan အကြောင်း စုံစမ်းမှု အသစ်');
    await settled();
  });

  it('removes a subscription its push service says is gone (410), without retrying', async () => {
    const user = await makeUser();
    const device = newDevice();
    await subscribe(user.cookie, { ...device, kinds: ['enquiries'] });
    answers = [410];
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => received.length === 1);
    await settled();
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it("retries after a push service's 5xx until it takes the notification", async () => {
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    answers = [503, 502];
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => received.length === 3);
    await settled();
    expect(received.map((r) => r.payload.title)).toEqual(['New enquiry', 'New enquiry', 'New enquiry']);
    expect(await stored()).toBeGreaterThan(0);
  });

  it('sends at most one notification a kind per person in the limit, a burst as one saying how many', async () => {
    PUSH_LIMIT.seconds = 2;
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['enquiries'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await until(() => received.length === 1);
    for (let i = 0; i < 3; i++) await notifyPush({ userId: user.id, kind: 'enquiries', item: { name: `Flat ${i}`, url: '/dashboard?tab=enquiries' } });
    await until(() => received.length === 2);
    await settled();
    expect(received).toHaveLength(2);
    expect(received[1].payload).toMatchObject({ title: '3 new enquiries', body: 'The latest about Flat 2' });
    expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(1500);
  });

  it('sends nothing to a person who has not turned push on for the kind', async () => {
    const user = await makeUser();
    await subscribe(user.cookie, { ...newDevice(), kinds: ['saved-homes'] });
    await notifyPush({ userId: user.id, kind: 'enquiries', item });
    await settled();
    expect(received).toHaveLength(0);
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
