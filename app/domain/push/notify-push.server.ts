// Telling a person by push, at most once a minute per kind. An event adds itself to the person's
// batch of that kind (push_batches); the first of a batch queues a 'collect-push' job, due when the
// last notification of that kind is a minute old. The job takes the batch, so a burst of matches
// becomes one notification saying how many, and queues one 'send-push' job per device.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { pushBatches, pushSubscriptions, users } from '../../db/schema';
import { isLang } from '../../lib/i18n';
import type { NotificationKind } from '../../lib/notification-kinds';
import { enqueueJob } from '../jobs/queue.server';
import { SEND_PUSH_JOB, type PushJob } from './deliver-push.server';
import { pushPayload, type PushItem } from './push-message.server';
import { channelsOf } from './preferences.server';

export const COLLECT_PUSH_JOB = 'collect-push';

/** At most one notification of a kind per person in this many seconds (tests shorten it). */
export const PUSH_LIMIT = { seconds: 60 };

export interface CollectJob {
  userId: string;
  kind: NotificationKind;
}

/**
 * Adds `count` events of `kind` to the person's batch, if they have a device that gets push;
 * whether they want push for this kind is the caller's question (channelsOf). Never throws: a
 * notification that cannot be queued must not fail what happened (the enquiry, the alert run).
 */
export async function notifyPush({ userId, kind, count = 1, item }: { userId: string; kind: NotificationKind; count?: number; item: PushItem }): Promise<void> {
  try {
    const { rows } = (await getDb().execute(sql`
      INSERT INTO push_batches (user_id, kind, count, latest, pending)
      SELECT ${userId}, ${kind}, ${count}, ${JSON.stringify(item)}::jsonb, true
      WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = ${userId})
      ON CONFLICT (user_id, kind) DO UPDATE SET
        count = CASE WHEN push_batches.pending THEN push_batches.count + EXCLUDED.count ELSE EXCLUDED.count END,
        -- Events about different pages: the tap opens the kind's list rather than the latest page.
        latest = CASE WHEN push_batches.pending AND (push_batches.latest->>'mixed' = 'true' OR push_batches.latest->>'url' IS DISTINCT FROM EXCLUDED.latest->>'url')
          THEN EXCLUDED.latest || '{"mixed": true}'::jsonb ELSE EXCLUDED.latest END,
        opened_at = CASE WHEN push_batches.pending THEN push_batches.opened_at ELSE now() END,
        pending = true
      RETURNING count, coalesce(greatest(0, ceil(extract(epoch FROM (sent_at + make_interval(secs => ${PUSH_LIMIT.seconds}) - now())))), 0)::int AS wait`)) as unknown as { rows: { count: number; wait: number }[] };
    const [batch] = rows;
    // The batch was already waiting for its job when its count grew past this event's.
    if (!batch || Number(batch.count) !== count) return;
    await enqueueJob(COLLECT_PUSH_JOB, { userId, kind } satisfies CollectJob, { startAfterSeconds: Number(batch.wait) });
  } catch (error) {
    console.error(`Queueing a push notification (${kind}) failed:`, error);
  }
}

/** The 'collect-push' job: sends the person's batch of this kind to each of their devices, once its minute has passed. */
export async function collectPush({ userId, kind }: CollectJob): Promise<void> {
  const db = getDb();
  const { rows } = (await db.execute(sql`
    WITH taken AS (
      SELECT count, latest FROM push_batches
      WHERE user_id = ${userId} AND kind = ${kind} AND pending
        AND (sent_at IS NULL OR sent_at <= now() - make_interval(secs => ${PUSH_LIMIT.seconds}))
      FOR UPDATE
    )
    UPDATE push_batches SET pending = false, count = 0, sent_at = now()
    FROM taken WHERE push_batches.user_id = ${userId} AND push_batches.kind = ${kind}
    RETURNING taken.count, taken.latest`)) as unknown as { rows: { count: number; latest: PushItem }[] };
  const [batch] = rows;
  if (!batch) return collectLater({ userId, kind });
  const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  // Gone with the account, or push turned off for this kind since.
  if (!user || !(await channelsOf([userId], kind)).get(userId)?.push) return;
  const payload = pushPayload({ kind, count: Number(batch.count), item: batch.latest, lang: isLang(user.lang) ? user.lang : 'en' });
  const devices = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  for (const device of devices) await enqueueJob(SEND_PUSH_JOB, { subscriptionId: device.id, payload } satisfies PushJob);
}

/** A second job of the same batch (or one run early): the batch, if still waiting, is collected when due. */
async function collectLater({ userId, kind }: CollectJob): Promise<void> {
  const [batch] = await getDb()
    .select({ wait: sql<number>`greatest(0, ceil(extract(epoch FROM (${pushBatches.sentAt} + make_interval(secs => ${PUSH_LIMIT.seconds}) - now()))))::int` })
    .from(pushBatches)
    .where(and(eq(pushBatches.userId, userId), eq(pushBatches.kind, kind), eq(pushBatches.pending, true)));
  if (batch) await enqueueJob(COLLECT_PUSH_JOB, { userId, kind } satisfies CollectJob, { startAfterSeconds: Math.max(1, Number(batch.wait)) });
}
