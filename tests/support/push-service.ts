// A push service played by the tests: a local HTTP endpoint (allowed only under the test
// configuration) that checks each request's VAPID signature and decrypts its payload with the
// subscription's own keys, as a browser's push service and the browser would (RFC 8292, RFC 8291).
import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { PushPayload } from '../../app/domain/push/push-message.server';
import { vapidDetails } from '../../app/domain/push/vapid.server';
import { resetConfig } from '../../app/server-lib/config.server';
import { forTestFile } from './for-test-file';

export interface ReceivedPush {
  at: number;
  path: string;
  payload: PushPayload;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** Statuses the service answers with, in turn; then 201. */
  answers: number[];
  /** A browser's subscription to this service, with keys only it holds. */
  newDevice(): { endpoint: string; keys: { p256dh: string; auth: string }; path: string };
  close(): Promise<void>;
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

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, the key the portal's, the audience the endpoint's origin. */
async function verifyVapid(header: string, origin: string) {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe((await vapidDetails()).publicKey);
  const point = Buffer.from(key, 'base64url');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
}

/** Starts the service and lets the portal send to it (PUSH_HOSTS, PUSH_ALLOW_LOCAL_HTTP). */
export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const service: TestPushService = {
    origin: '',
    received: [],
    answers: [],
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(6).toString('hex')}`;
      devices.set(path, { ecdh, auth });
      return { endpoint: `${service.origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, path };
    },
    async close() {
      delete process.env.PUSH_HOSTS;
      delete process.env.PUSH_ALLOW_LOCAL_HTTP;
      resetConfig();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const device = devices.get(req.url ?? '');
        await verifyVapid(req.headers.authorization ?? '', service.origin);
        // Anything else is answered 400, so the waiting test fails.
        if (req.headers['content-encoding'] !== 'aes128gcm' || !(Number(req.headers.ttl) > 0)) throw new Error('Not an aes128gcm push with a TTL');
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device!.ecdh, device!.auth)) as PushPayload;
        service.received.push({ at: Date.now(), path: req.url ?? '', payload });
        res.writeHead(service.answers.shift() ?? 201).end();
      })().catch((error: unknown) => {
        console.error(error);
        res.writeHead(400).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUSH_HOSTS = 'fcm.googleapis.com,127.0.0.1,10.0.0.1';
  process.env.PUSH_ALLOW_LOCAL_HTTP = '1';
  resetConfig();
  return service;
}

/** The test push service for one test file, like setupTestSmtp. */
export const setupTestPushService = () => forTestFile('The test push service', startPushService);
