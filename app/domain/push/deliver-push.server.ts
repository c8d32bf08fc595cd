// Sends one notification to one device: the 'send-push' job's handler (domain/jobs/catalogue.server.ts).
// web-push encrypts the payload for the device (RFC 8291, aes128gcm) and signs the request with the
// portal's VAPID key; the POST itself is made here, so that the address it goes to is checked as it
// is resolved (endpoint.server.ts) and no redirect is followed. A push service's 5xx or 429 throws:
// the queue retries with back-off. 404 and 410 mean the subscription is gone for good: it is removed.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { getDb } from '../../db/registry.server';
import { pushSubscriptions } from '../../db/schema';
import { checkEndpoint, isReachableAddress } from './endpoint.server';
import type { PushPayload } from './push-message.server';
import { vapidDetails } from './vapid.server';

export const SEND_PUSH_JOB = 'send-push';

export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

/** How long a push service keeps a notification for a device that is off: news older than a day is stale. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** Well inside the job's time-out: an attempt the queue gave up on must not still be sending. */
const POST_TIMEOUT_MS = 30_000;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup, refusing a name that resolves only to private, loopback or link-local addresses. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const allowed = addresses.filter((a) => isReachableAddress(a.address));
    if (allowed.length === 0) return callback(Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'EPUSHADDRESS' }), '');
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
}

function post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'POST', headers, lookup: guardedLookup as never, timeout: POST_TIMEOUT_MS }, (response) => {
      response.resume(); // the answer's body says nothing the status does not
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('The push service did not answer in time')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

export async function deliverPush({ subscriptionId, payload }: PushJob): Promise<void> {
  const db = getDb();
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!subscription) return; // removed since the job was queued
  let url: URL;
  try {
    url = checkEndpoint(subscription.endpoint);
  } catch {
    // PUSH_HOSTS no longer lists its service: nothing is sent there, now or on a retry.
    console.error(`Push to subscription ${subscription.id} skipped: its endpoint's host is no longer allowed`);
    return;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: url.href, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: await vapidDetails(), TTL: PUSH_TTL_SECONDS, topic: payload.tag, urgency: 'normal' },
  );
  const status = await post(url, details.headers, details.body);
  if (status >= 200 && status < 300) {
    await db.update(pushSubscriptions).set({ lastUsedAt: new Date() }).where(eq(pushSubscriptions.id, subscription.id));
    return;
  }
  if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return;
  }
  if (status === 429 || status >= 500) throw new Error(`The push service answered ${status}; tried again later`);
  // Any other refusal (a payload too large, a key it does not accept) would be refused again.
  console.error(`Push to subscription ${subscription.id} refused by its push service: ${status}`);
}
