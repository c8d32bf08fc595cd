// A person's devices that get push notifications: added when they tap to turn notifications on
// (the browser's subscription), listed with their browser and last use, removed by them, by
// signing out on that device, or by the push service saying the subscription is gone.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { pushSubscriptions } from '../../db/schema';
import { deviceLabel } from '../../lib/device-label';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PushSubscriptionInput } from '../../lib/schemas/push';
import { checkEndpoint, checkKeys } from './endpoint.server';
import { setPreferences } from './preferences.server';

export const SUBSCRIPTION_MESSAGES = {
  otherAccount: 'This device gets notifications for another account: that account must turn them off here first.',
  gone: 'No such device.',
  notYours: 'This device gets notifications for another account.',
} as const;

export interface PushDevice {
  _id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string;
}

const deviceOf = (row: typeof pushSubscriptions.$inferSelect): PushDevice => ({
  _id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
});

/**
 * Stores this browser's subscription for the signed-in person (its keys renewed when it
 * subscribes again) and turns push on for the kinds named. Everything is checked before
 * anything is written: a refusal stores nothing.
 */
export async function subscribe({ userId, input, userAgent }: { userId: string; input: PushSubscriptionInput; userAgent: string | null }): Promise<PushDevice> {
  const endpoint = checkEndpoint(input.endpoint).href;
  const keys = checkKeys(input.keys);
  const db = getDb();
  const [held] = await db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (held && held.userId !== userId) throw forbidden(SUBSCRIPTION_MESSAGES.otherAccount);
  const label = deviceLabel(userAgent);
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, ...keys, label })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, label, lastUsedAt: new Date() }, where: eq(pushSubscriptions.userId, userId) })
    .returning();
  // Taken by another account between the look-up and the write.
  if (!row) throw forbidden(SUBSCRIPTION_MESSAGES.otherAccount);
  if (input.kinds?.length) await setPreferences({ userId, input: Object.fromEntries(input.kinds.map((kind) => [kind, { push: true }])) });
  return deviceOf(row);
}

/** The person's devices, the most recently used first. */
export async function listDevices(userId: string): Promise<PushDevice[]> {
  const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.lastUsedAt));
  return rows.map(deviceOf);
}

/** Removes one of the person's own devices: 404 for none, 403 for another account's. */
export async function removeDevice({ userId, id }: { userId: string; id: string }): Promise<void> {
  if (!isUuid(id)) throw notFound(SUBSCRIPTION_MESSAGES.gone);
  const [row] = await getDb().select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.gone);
  if (row.userId !== userId) throw forbidden(SUBSCRIPTION_MESSAGES.notYours);
  await getDb().delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
}

/** Signing out on a device: its subscription goes, if it is the person's own (another's is left alone). */
export async function removeEndpoint({ userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
  if (!URL.canParse(endpoint)) return;
  endpoint = new URL(endpoint).href; // spelled as subscribe() stored it
  await getDb().delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
