// The /api calls of push notifications (domain/push): api-calls.server.ts lists them with the others.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../lib/notification-kinds';
import { notificationPreferencesSchema, pushSubscriptionSchema } from '../../lib/schemas/push';
import { done, doneWithMessage } from './api-call-parts.server';
import type { ApiCall } from './api-call.server';

const device = z.object({ _id: z.string(), label: z.string().describe('"Chrome on Android": the browser and system it subscribed from.'), createdAt: z.string(), lastUsedAt: z.string() });
const preferences = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.object({ mail: z.boolean(), push: z.boolean() })])));

export const PUSH_CALLS: ApiCall[] = [
  {
    method: 'get',
    path: '/api/push/key',
    area: 'Push',
    operationId: 'getPushKey',
    summary: "The portal's VAPID public key",
    description: "For pushManager.subscribe's applicationServerKey (base64url, an uncompressed P-256 point).",
    access: 'public',
    answers: [{ status: 200, description: 'The key.', schema: done({ publicKey: z.string() }) }],
  },
  {
    method: 'get',
    path: '/api/push/subscriptions',
    area: 'Push',
    operationId: 'listPushDevices',
    summary: 'Your devices that get notifications',
    access: 'user',
    answers: [{ status: 200, description: 'The devices, the most recently used first.', schema: done({ devices: z.array(device) }) }],
  },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    area: 'Push',
    operationId: 'subscribePush',
    summary: "Turn notifications on for this browser",
    description: 'The body is the PushSubscription (its toJSON()), and optionally the kinds to turn push on for. The endpoint must be https on a known push service (PUSH_HOSTS).',
    access: 'user',
    body: { contentType: 'application/json', schema: pushSubscriptionSchema },
    answers: [{ status: 201, description: 'The device, stored.', schema: done({ device }) }],
    failures: { 400: 'An endpoint off the list or malformed, or keys of the wrong length.', 403: 'The endpoint belongs to another account, or the body names another account.' },
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions/{id}',
    area: 'Push',
    operationId: 'removePushDevice',
    summary: 'Remove one of your devices',
    access: 'user',
    pathParams: { id: "The device's _id." },
    answers: [{ status: 200, description: 'Removed.', schema: doneWithMessage }],
    failures: { 403: "Another account's device.", 404: 'No such device.' },
  },
  {
    method: 'get',
    path: '/api/push/preferences',
    area: 'Push',
    operationId: 'getNotificationPreferences',
    summary: 'How you are told of enquiries, search matches and saved homes',
    access: 'user',
    answers: [{ status: 200, description: 'Mail and push, per kind.', schema: done({ preferences }) }],
  },
  {
    method: 'put',
    path: '/api/push/preferences',
    area: 'Push',
    operationId: 'setNotificationPreferences',
    summary: 'Choose mail, push or both per kind',
    access: 'user',
    body: { contentType: 'application/json', schema: notificationPreferencesSchema },
    answers: [{ status: 200, description: 'Every choice, after the change.', schema: done({ preferences }) }],
  },
];
