// Every background job the portal runs, and when some run by themselves. One line per job
// (defineJob: its name, its handler, how it retries) and one per schedule (scheduleJob: a job
// and when). The server works these (server/main.ts); README "Background jobs and mail".
import { deliverMail, SEND_MAIL_JOB, type Mail } from '../mail/deliver-mail.server';
import { defineJob, type JobSchedule } from './job-definitions.server';
import type { JobQueueOptions } from './job-queue.server';

const jobs = [
  // Delivered mail is forgotten: its data holds people's messages and password reset links.
  defineJob(SEND_MAIL_JOB, async (mail: Mail) => void (await deliverMail(mail)), { deleteWhenDone: true }),
];

const schedules: JobSchedule[] = [];

export const JOB_CATALOGUE: Required<Pick<JobQueueOptions, 'jobs' | 'schedules'>> = { jobs, schedules };
