// Every background job the portal runs, and when some run by themselves. One line per job
// (defineJob: its name, its handler, how it retries) and one per schedule (scheduleJob: a job
// and when). The server works these (server/main.ts); docs/job-queue.md says why a queue in the database.
import { APPLY_EXCHANGE_RATE_JOB, applyExchangeRateJob } from '../exchange-rates/apply-exchange-rate.server';
import { computePriceInsights, PRICE_INSIGHTS_JOB } from '../insights/compute-price-insights.server';
import { deliverMail, SEND_MAIL_JOB, type Mail } from '../mail/deliver-mail.server';
import { HASH_OLDER_PHOTOS_JOB, hashOlderPhotosJob } from '../duplicates/hash-older-photos.server';
import { deleteImageLater } from '../media/cleanup.server';
import { DELETE_IMAGE_LATER_JOB } from '../media/images.server';
import { MEASURE_OLDER_PHOTOS_JOB, measureOlderPhotosJob } from '../media/measure-older-photos.server';
import { ALERT_JOBS, sendDueAlerts } from '../saved-searches/send-due-alerts.server';
import { LISTING_STATS_JOB, rollupListingStats, type RollupJobData } from '../listing-performance/rollup.server';
import { deliverPush, SEND_PUSH_JOB } from '../push/deliver-push.server';
import { COLLECT_PUSH_JOB, collectPush } from '../push/notify-push.server';
import { refreshQualityScores, REFRESH_SCORES_JOB } from '../quality/refresh-scores.server';
import { DAILY, defineJob, HOURLY, NIGHTLY, scheduleJob, WEEKLY, type JobSchedule } from './job-definitions.server';
import type { JobQueueOptions } from './job-queue.server';


const jobs = [
  // Delivered mail is forgotten: its data holds people's messages and password reset links.
  defineJob(SEND_MAIL_JOB, async (mail: Mail) => void (await deliverMail(mail)), { deleteWhenDone: true }),
  // Push notifications: a person's batch of one kind, at most once a minute, then one job per
  // device, retried on a push service's 5xx (domain/push). Spent retries end a day after the first.
  defineJob(COLLECT_PUSH_JOB, collectPush, { deleteWhenDone: true }),
  defineJob(SEND_PUSH_JOB, deliverPush, { retryLimit: 8, retryDelaySeconds: 30, deleteWhenDone: true }),
  // Saved searches' alerts. A run claims its due searches and queues their mail, so a retried run
  // finds only what the failed one left; daily and weekly runs may take a while at scale.
  ...(['instant', 'daily', 'weekly'] as const).map((frequency) =>
    defineJob(ALERT_JOBS[frequency], async () => void (await sendDueAlerts(frequency)), { timeoutSeconds: 3600, deleteWhenDone: true }),
  ),
  // An image a backup kept from being deleted (media/deletion-hold.server.ts).
  defineJob(DELETE_IMAGE_LATER_JOB, deleteImageLater, { deleteWhenDone: true }),
  // Listers' numbers: the raw events of the last days rolled up (listing-performance/rollup.server.ts).
  defineJob(LISTING_STATS_JOB, async (data: RollupJobData) => void (await rollupListingStats({ days: data?.days })), { timeoutSeconds: 1800, deleteWhenDone: true }),
  // Quality scores that aged past "updated in the last 30 days", or were never worked out.
  defineJob(REFRESH_SCORES_JOB, async () => void (await refreshQualityScores()), { timeoutSeconds: 3600, deleteWhenDone: true }),
  // Perceptual hashes of photos uploaded before they were taken (duplicates/hash-older-photos.server.ts).
  defineJob(HASH_OLDER_PHOTOS_JOB, hashOlderPhotosJob, { deleteWhenDone: true, timeoutSeconds: 1800 }),
  // The small rendition's size of images stored before it was recorded (media/measure-older-photos.server.ts).
  defineJob(MEASURE_OLDER_PHOTOS_JOB, measureOlderPhotosJob, { deleteWhenDone: true, timeoutSeconds: 1800 }),
  // A rate an admin set, converting every listing in batches; two rates set together apply in turn.
  defineJob(APPLY_EXCHANGE_RATE_JOB, applyExchangeRateJob, { oneAtATime: true, timeoutSeconds: 3600 }),
  // The township price medians of /insights, recomputed whole each night.
  defineJob(PRICE_INSIGHTS_JOB, async () => void (await computePriceInsights()), { timeoutSeconds: 1800, retryLimit: 3, deleteWhenDone: true }),
];

const schedules: JobSchedule[] = [
  scheduleJob(ALERT_JOBS.daily, DAILY),
  scheduleJob(ALERT_JOBS.weekly, WEEKLY),
  scheduleJob(LISTING_STATS_JOB, HOURLY),
  scheduleJob(REFRESH_SCORES_JOB, DAILY),
  scheduleJob(HASH_OLDER_PHOTOS_JOB, HOURLY),
  scheduleJob(MEASURE_OLDER_PHOTOS_JOB, HOURLY),
  scheduleJob(PRICE_INSIGHTS_JOB, NIGHTLY),
];

export const JOB_CATALOGUE: Required<Pick<JobQueueOptions, 'jobs' | 'schedules'>> = { jobs, schedules };
