// The job queue's own contract, for the features that will plug into it (domain/jobs/catalogue):
// a handler gets its job's data; a cron schedule enqueues its job by itself, in Yangon time; a
// schedule taken out of the catalogue stops; a schedule must name a job of the catalogue.
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { sqlRunner } from '../../db/sql-runner.server';
import { DAILY, defineJob, scheduleJob, WEEKLY } from './job-definitions.server';
import { JobQueue } from './job-queue.server';
import { enqueueJob, startJobQueue, stopJobQueue } from './queue.server';
import { until } from '../../../tests/support/job-queue';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
afterEach(() => stopJobQueue());

const schedules = async () =>
  (await sqlRunner(getDb()).executeSql('SELECT name, cron, timezone, data FROM pgboss.schedule ORDER BY name')).rows;

describe('the job queue', () => {
  it("runs a registered job's handler with the data it was enqueued with", async () => {
    const seen: unknown[] = [];
    await startJobQueue({ jobs: [defineJob('test-echo', async (data: { n: number }) => void seen.push(data))], pollingIntervalSeconds: 0.5 });
    await enqueueJob('test-echo', { n: 1 });
    await enqueueJob('test-echo', { n: 2 });
    await until(() => seen.length === 2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
  });

  it('works through a backlog one job after another, without sleeping its polling interval between them', async () => {
    const seen: number[] = [];
    // Stored while no worker runs, as by a process that only enqueues.
    for (const n of [1, 2, 3, 4, 5]) await enqueueJob('test-backlog', { n });
    // A worker that found a job looks for the next at once; only an idle one waits its interval.
    await startJobQueue({ jobs: [defineJob('test-backlog', async (data: { n: number }) => void seen.push(data.n))], pollingIntervalSeconds: 60 });
    await until(() => seen.length === 5);
    expect(seen.toSorted()).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores every job of a burst sent at once to a queue that does not exist yet', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => enqueueJob('test-burst', { n })));
    expect(new Set(ids).size).toBe(12);
    const stored = await sqlRunner(getDb()).executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test-burst'`);
    expect(stored.rows[0]).toEqual({ n: 12 });
  });

  it('tells a waiter the work is settled only once a failed attempt has been retried and done', async () => {
    const attempts: number[] = [];
    const flaky = defineJob('test-flaky', async (data: { n: number }) => {
      attempts.push(data.n);
      if (attempts.length === 1) throw new Error('the first attempt fails');
    }, { retryDelaySeconds: 1 });
    const queue = await startJobQueue({ jobs: [flaky], pollingIntervalSeconds: 0.5 });
    await enqueueJob('test-flaky', { n: 7 });
    await queue.settled('test-flaky');
    expect(attempts).toEqual([7, 7]);
    expect(await queue.pending('test-flaky')).toBe(0);
    // Nothing to wait for: answers at once.
    await queue.settled('test-flaky');
  });

  it('stores the schedules of the catalogue in Yangon time, and forgets one taken out of it', async () => {
    const job = (name: string) => defineJob(name, async () => {});
    await startJobQueue({
      jobs: [job('test-daily'), job('test-weekly')],
      schedules: [scheduleJob('test-daily', DAILY, { every: 'day' }), scheduleJob('test-weekly', WEEKLY)],
    });
    expect(await schedules()).toEqual([
      { name: 'test-daily', cron: '0 8 * * *', timezone: 'Asia/Yangon', data: { every: 'day' } },
      { name: 'test-weekly', cron: '0 8 * * 1', timezone: 'Asia/Yangon', data: {} },
    ]);
    await stopJobQueue();
    await startJobQueue({ jobs: [job('test-daily'), job('test-weekly')], schedules: [scheduleJob('test-daily', DAILY, { every: 'day' })] });
    expect((await schedules()).map((s) => s.name)).toEqual(['test-daily']);
  });

  it('enqueues a scheduled job by itself when its time comes, and runs it', async () => {
    const seen: unknown[] = [];
    // Every minute: pg-boss fires a schedule whose last time is under a minute old as it starts.
    await startJobQueue({
      jobs: [defineJob('test-every-minute', async (data: object) => void seen.push(data))],
      schedules: [scheduleJob('test-every-minute', '* * * * *', { from: 'cron' })],
      pollingIntervalSeconds: 0.5,
      scheduleCheckSeconds: 1,
    });
    await until(() => seen.length > 0);
    expect(seen[0]).toEqual({ from: 'cron' });
  });

  it('runs the jobs of a one-at-a-time queue one after another, however many instances work it', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const job = defineJob(
      'test-one-at-a-time',
      async (data: { n: number }) => {
        started.push(data.n);
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      },
      { oneAtATime: true },
    );
    // Two app instances on one database, each with its worker, started one after the other as
    // the server's processes are (server/workers.ts).
    const instance = () => new JobQueue(getDb(), { jobs: [job], pollingIntervalSeconds: 0.5 }).start();
    const instances = [await instance(), await instance()];
    try {
      await instances[0].enqueue('test-one-at-a-time', { n: 1 });
      await instances[1].enqueue('test-one-at-a-time', { n: 2 });
      await until(() => started.length >= 1);
      // Both instances have polled several times meanwhile: neither took the second job.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(started).toHaveLength(1);
      releases[0]();
      await until(() => started.length === 2);
      releases[1]();
      // Either instance may have run the second job: settled() hears only its own instance's
      // attempts, so the queue itself is asked until nothing is left in it.
      await until(async () => (await instances[0].pending('test-one-at-a-time')) === 0);
      expect(started.toSorted()).toEqual([1, 2]);
      expect(mostAtOnce).toBe(1);
    } finally {
      releases.forEach((release) => release());
      await Promise.all(instances.map((queue) => queue.stop()));
    }
  });

  it('refuses a schedule for a job that is not in the catalogue', async () => {
    await expect(startJobQueue({ jobs: [defineJob('test-known', async () => {})], schedules: [scheduleJob('test-unknown', DAILY)] })).rejects.toThrow(
      'Schedule for "test-unknown", which is not in the job catalogue',
    );
  });
});
