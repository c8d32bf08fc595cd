// What the push calls accept (/api/push/*): a browser's PushSubscription as its toJSON() gives
// it, and a person's choices per kind and channel. Shapes only: whether the endpoint may be
// posted to and the keys are real keys is checked on the server (domain/push/endpoint.server.ts).
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notification-kinds';

export const PUSH_MESSAGES = {
  endpoint: 'The subscription needs an endpoint: the https address its push service gave the browser.',
  keys: 'The subscription needs keys.p256dh and keys.auth.',
  kinds: `kinds lists what to turn on: ${NOTIFICATION_KINDS.join(', ')}.`,
} as const;

const kind = z.enum(NOTIFICATION_KINDS);

export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).trim().min(1, PUSH_MESSAGES.endpoint).max(2048, PUSH_MESSAGES.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string({ error: PUSH_MESSAGES.keys }), auth: z.string({ error: PUSH_MESSAGES.keys }) }, { error: PUSH_MESSAGES.keys }),
  /** Ignored for identity (the session says who subscribes); naming another account is refused. */
  userId: z.string().optional(),
  /** Kinds to turn push on for with this tap (the button in the inbox, on a saved search or a saved home). */
  kinds: z.array(kind, { error: PUSH_MESSAGES.kinds }).max(NOTIFICATION_KINDS.length).optional(),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

const choice = z.object({ mail: z.boolean().optional(), push: z.boolean().optional() });

/** Only the kinds and channels named change. */
export const notificationPreferencesSchema = z.object({
  preferences: z.partialRecord(kind, choice),
});
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesSchema>;

/** The sign-out's optional body: the device's endpoint, whose subscription goes with the session. */
export const signOutSchema = z.object({ pushEndpoint: z.string().max(2048).optional() });
