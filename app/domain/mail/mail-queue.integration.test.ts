// Mail the portal accepted is never lost. Every message is a job in the database
// (domain/jobs), delivered by the real SMTP server of the tests; these tests take that server
// away, restart the portal's queue, let retries run out, and run two queue instances at once.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.server';
import { JobQueue } from '../jobs/job-queue.server';
import { defineJob } from '../jobs/job-definitions.server';
import { jobQueue, startJobQueue, stopJobQueue } from '../jobs/queue.server';
import { deliverMail, SEND_MAIL_JOB, type Mail } from './deliver-mail.server';
import { FAILED_MAIL_GONE, listFailedMail } from './failed-mail.server';
import { sendMail } from './send-mail.server';
import * as dashboard from '../../routes/dashboard';
import { RETRY_MAIL_INTENT, type DashboardData } from '../../lib/views/admin-view';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { jobsSettled, startTestJobQueue, TEST_JOB_QUEUE, until } from '../../../tests/support/job-queue';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

const database = setupTestDatabase();
const smtp = setupTestSmtp();

const mail = (subject: string): Mail => ({ to: 'reader@example.com', subject, text: `The text of "${subject}".` });
const withSubject = (subject: string) => smtp.received.filter((m) => m.headers.subject === subject);

describe('the mail queue', () => {
  it('delivers a message queued while the mail server is down once it is back, across a restart of the portal', async () => {
    await smtp.down();
    const id = await sendMail(mail('Queued during the outage'));
    // The first attempt fails (connection refused) and the job waits for its retry.
    await until(async () => (await (await jobQueue()).stateOf(SEND_MAIL_JOB, id))?.state === 'retry');

    // The portal stops and starts again; the mail server comes back in between.
    await stopJobQueue();
    await smtp.up();
    await startTestJobQueue();

    const arrived = await smtp.waitFor((m) => m.headers.subject === 'Queued during the outage');
    expect(arrived.to).toEqual(['reader@example.com']);
    await jobsSettled();
    expect(withSubject('Queued during the outage')).toHaveLength(1);
    // Delivered mail is not kept (its data is people's messages and reset links).
    expect(await (await jobQueue()).stateOf(SEND_MAIL_JOB, id)).toBeNull();
  });

  it("lists a message whose retries ran out in the admin's inbox, with the last error, and its Retry sends it", async () => {
    const [admin, user] = [await makeUser({ isAdmin: true }), await makeUser()];
    const inbox = async (cookie: string) => (await (await call(dashboard.loader, '/dashboard?tab=inbox', { cookie })).json()) as Extract<DashboardData, { tab: 'inbox' }>;
    const retry = (id: string, cookie: string) => call(dashboard.action, '/dashboard?tab=inbox', { body: new URLSearchParams({ intent: RETRY_MAIL_INTENT, id }), cookie });

    // One retry, so the retries run out in seconds.
    await stopJobQueue();
    await startJobQueue({ ...TEST_JOB_QUEUE, jobs: TEST_JOB_QUEUE.jobs!.map((job) => ({ ...job, retryLimit: 1 })) });
    await smtp.down();
    try {
      await sendMail(mail('Never delivered'));
      await until(async () => (await listFailedMail()).totalFailedMail > 0);
      const { failedMail, totalFailedMail } = await inbox(admin.cookie);
      expect(totalFailedMail).toBe(1);
      expect(failedMail[0]).toMatchObject({ to: 'reader@example.com', subject: 'Never delivered' });
      expect(failedMail[0].error).toMatch(/ECONNREFUSED/);
      expect(Date.parse(failedMail[0].failedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(withSubject('Never delivered')).toHaveLength(0);

      await smtp.up();
      const refused = await retry(failedMail[0]._id, user.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ ok: false, status: 403, message: 'Access denied' });
      expect(await retry(failedMail[0]._id, admin.cookie).then((res) => res.json())).toEqual({ ok: true });
      await smtp.waitFor((m) => m.headers.subject === 'Never delivered');
      await jobsSettled();
      expect(await inbox(admin.cookie)).toMatchObject({ failedMail: [], totalFailedMail: 0 });
      expect(withSubject('Never delivered')).toHaveLength(1);

      // Sent already, or never failed: nothing to retry.
      for (const id of [failedMail[0]._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const gone = await retry(id, admin.cookie);
        expect(gone.status).toBe(404);
        expect(await gone.json()).toEqual({ ok: false, status: 404, message: FAILED_MAIL_GONE });
      }
    } finally {
      await smtp.up();
      await stopJobQueue();
      await startTestJobQueue();
    }
  });

  it('runs each job once with two instances of the portal working one database', async () => {
    await stopJobQueue();
    // Stored while no instance runs, then both start.
    const subjects = Array.from({ length: 12 }, (_, i) => `Two instances, message ${i + 1}`);
    for (const subject of subjects) await sendMail(mail(subject));

    // Each instance's first job waits until the other instance holds one too, so both take part.
    const handled: Record<'a' | 'b', string[]> = { a: [], b: [] };
    let open!: () => void;
    const bothBusy = new Promise<void>((resolve) => (open = resolve));
    const instance = (name: 'a' | 'b') => ({
      ...TEST_JOB_QUEUE,
      // Only the mail job (the catalogue's schedules name jobs this test does not run).
      schedules: [],
      jobs: [
        defineJob(SEND_MAIL_JOB, async (data: Mail) => {
          handled[name].push(data.subject);
          if (handled.a.length && handled.b.length) open();
          await bothBusy;
          await deliverMail(data);
        }),
      ],
    });
    // On PostgreSQL the second instance has a connection pool of its own, as another machine
    // would; the embedded database is one process's (docs/database.md: the embedded database's lock).
    const second = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir }) : undefined;
    const other = new JobQueue(second?.db ?? database.db, instance('b'));
    try {
      await Promise.all([startJobQueue(instance('a')), other.start()]);
      await until(() => subjects.every((subject) => withSubject(subject).length > 0));
      await jobsSettled();
      for (const subject of subjects) expect(withSubject(subject)).toHaveLength(1);
      expect(handled.a.length).toBeGreaterThan(0);
      expect(handled.b.length).toBeGreaterThan(0);
      expect([...handled.a, ...handled.b].sort()).toEqual([...subjects].sort());
    } finally {
      await other.stop();
      await second?.close();
      await stopJobQueue();
      await startTestJobQueue();
    }
  });
});
