// Per person and kind, whether to be told by mail, by push, or both. No row: mail on, push off,
// which is what the portal did before push existed; a row is written only when a choice changes.
import { and, eq, inArray } from 'drizzle-orm';
import { inSlices } from '../../db/in-slices.server';
import { getDb } from '../../db/registry.server';
import { notificationPreferences } from '../../db/schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../lib/notification-kinds';
import type { NotificationPreferencesInput } from '../../lib/schemas/push';

export interface Channels {
  mail: boolean;
  push: boolean;
}
export type Preferences = Record<NotificationKind, Channels>;

export const DEFAULT_CHANNELS: Channels = { mail: true, push: false };

/** One person's choices for every kind. */
export async function getPreferences(userId: string): Promise<Preferences> {
  const rows = await getDb().select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return [kind, row ? { mail: row.mail, push: row.push } : { ...DEFAULT_CHANNELS }];
  })) as Preferences;
}

/** Changes the kinds and channels named; answers the person's choices after. */
export async function setPreferences({ userId, input }: { userId: string; input: NotificationPreferencesInput['preferences'] }): Promise<Preferences> {
  const current = await getPreferences(userId);
  const db = getDb();
  for (const kind of NOTIFICATION_KINDS) {
    const change = input[kind];
    if (!change) continue;
    const next = { mail: change.mail ?? current[kind].mail, push: change.push ?? current[kind].push };
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, ...next })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: next });
  }
  return getPreferences(userId);
}

/** The channels each of these people chose for `kind` (the default for those who never chose). */
export async function channelsOf(userIds: string[], kind: NotificationKind): Promise<Map<string, Channels>> {
  const found = await inSlices([...new Set(userIds)], (slice) =>
    getDb()
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, slice))),
  );
  const byUser = new Map(found.map((row) => [row.userId, { mail: row.mail, push: row.push }]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? { ...DEFAULT_CHANNELS }]));
}
