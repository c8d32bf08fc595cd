// What a background job is: a name, the function that runs one, and how it retries; and when a
// job runs by itself (a cron schedule). The catalogue (catalogue.server.ts) lists them.

export interface JobDefinition<T = never> {
  /** The queue's name: letters, digits, '-' and '_'. */
  name: string;
  /** Runs one job. Throwing (or outliving timeoutSeconds) fails this attempt, retried with back-off. */
  handler: (data: T, job: { id: string }) => Promise<void>;
  /** Attempts after the first (default JOB_DEFAULTS.retryLimit). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled for each next one (default JOB_DEFAULTS.retryDelaySeconds). */
  retryDelaySeconds?: number;
  /** Seconds an attempt may take (default JOB_DEFAULTS.timeoutSeconds). */
  timeoutSeconds?: number;
  /** Forget the job once it succeeded, rather than keep it for pg-boss's archive (its data is private). */
  deleteWhenDone?: boolean;
  /** At most one job of this name runs at a time across every app instance; the next waits its turn (pg-boss's singleton queue). */
  oneAtATime?: boolean;
}

/** A job and how it runs: `defineJob('send-mail', deliverMail, { deleteWhenDone: true })`. */
export function defineJob<T>(name: string, handler: (data: T, job: { id: string }) => Promise<void>, options: Omit<JobDefinition<T>, 'name' | 'handler'> = {}): JobDefinition {
  return { name, handler, ...options } as unknown as JobDefinition;
}

export interface JobSchedule {
  /** A job of the catalogue. */
  job: string;
  /** A cron expression (minute hour day-of-month month day-of-week), in `tz`. */
  cron: string;
  /** The data each scheduled job gets. */
  data?: object;
  /** IANA time zone of the cron expression. */
  tz: string;
}

/** The site's time zone: schedules are written in Yangon's hours. */
export const SITE_TIME_ZONE = 'Asia/Yangon';

/** Every day at 08:00 in Yangon. */
export const DAILY = '0 8 * * *';
/** Every hour, at 23 minutes past. */
export const HOURLY = '23 * * * *';
/** Every night at 03:00 in Yangon, when the site is quietest. */
export const NIGHTLY = '0 3 * * *';
/** Every Monday at 08:00 in Yangon. */
export const WEEKLY = '0 8 * * 1';

/**
 * A schedule: the job `job` is enqueued at every time `cron` names (DAILY, WEEKLY, or any cron
 * expression), once across all app instances. `scheduleJob('saved-search-alerts-daily', DAILY)`.
 */
export function scheduleJob(job: string, cron: string, data?: object): JobSchedule {
  return { job, cron, data, tz: SITE_TIME_ZONE };
}
