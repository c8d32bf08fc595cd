// The job queue in tests: the portal's own catalogue, polling often, looking for due schedules
// every second and retrying after a second (not a minute), so a test of an outage waits seconds. Tests wait for the queue to settle,
// told by the queue as each attempt ends, instead of guessing how long a delivery takes.
import { JOB_CATALOGUE } from '../../app/domain/jobs/catalogue.server';
import type { JobQueueOptions } from '../../app/domain/jobs/job-queue.server';
import { jobQueue, startJobQueue } from '../../app/domain/jobs/queue.server';
import { SEND_MAIL_JOB } from '../../app/domain/mail/deliver-mail.server';

export const TEST_JOB_QUEUE: JobQueueOptions = {
  jobs: JOB_CATALOGUE.jobs.map((job) => ({ ...job, retryDelaySeconds: 1 })),
  schedules: JOB_CATALOGUE.schedules,
  pollingIntervalSeconds: 0.5,
  scheduleCheckSeconds: 1,
};

export const startTestJobQueue = () => startJobQueue(TEST_JOB_QUEUE);

/** Polls `check` until it holds. */
export async function until(check: () => boolean | Promise<boolean>, pause = 25): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, pause));
}

/** Resolves once no job of `name` is waiting, between retries or running (every queued mail delivered). */
export async function jobsSettled(name = SEND_MAIL_JOB): Promise<void> {
  await (await jobQueue()).settled(name);
}
