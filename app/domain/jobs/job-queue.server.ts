// Background work kept in the database: a job is stored (pg-boss's tables, schema `pgboss`) before
// anyone is told it was accepted, then run by whichever app instance fetches it first (FOR UPDATE
// SKIP LOCKED: once, however many instances poll), retried with back-off when it throws, and kept
// as 'failed' for the admin once its retries are spent. The same on the embedded PGlite and on
// PostgreSQL: pg-boss runs its SQL through db/sql-runner.server.ts on the app's own client.
//
// A JobQueue either works (the server's: runs the jobs of the catalogue and its cron schedules,
// started in server/main.ts) or only stores (a producer: scripts and tests that enqueue without
// running workers; what it stores waits for the next server).
import { EventEmitter, once } from 'node:events';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.server';
import { sqlRunner, type SqlRunner } from '../../db/sql-runner.server';
import { isUuid } from '../../lib/ids';
import type { JobDefinition, JobSchedule } from './job-definitions.server';

export interface JobQueueOptions {
  /** The jobs this queue runs (domain/jobs/catalogue.server.ts); none: it only stores jobs. */
  jobs?: JobDefinition[];
  schedules?: JobSchedule[];
  /** How often an idle worker looks for new jobs (a job enqueued in this process wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How often the instances (one at a time) look for schedules that are due (default 30, at most 45). */
  scheduleCheckSeconds?: number;
}

export interface FailedJob {
  id: string;
  data: unknown;
  failedAt: Date;
  /** The last attempt's error message. */
  error: string;
}

/** Defaults of every job (docs/job-queue.md). */
export const JOB_DEFAULTS = {
  /** Attempts after the first: with the back-off below, the last one comes 17 to 34 hours after the first. */
  retryLimit: 10,
  /** Seconds before the first retry; each next wait doubles (times a random 1 to 2). */
  retryDelaySeconds: 60,
  /** An attempt still running after this long counts as failed (a process that died mid-job). */
  timeoutSeconds: 300,
} as const;

/** Failed jobs stay listed this long; then pg-boss moves them to its archive, emptied after a day. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;
/** How long stop() lets running jobs finish; those still running are failed, so retried later. */
const STOP_GRACE_MS = 10_000;

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

function errorMessage(output: unknown): string {
  // pg-boss stores the thrown error serialized, or { value } for its own reasons (time-outs, shut-downs).
  const o = (output ?? {}) as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value === 'string') return o.value;
  const inner = (o.value ?? {}) as { message?: unknown };
  return typeof inner.message === 'string' ? inner.message : 'Unknown error';
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #sql: SqlRunner;
  readonly #options: JobQueueOptions;
  /**
   * Queues created or being created (pg-boss refuses a job whose queue was never created). One
   * creation at a time: two at once can deadlock in PostgreSQL over the queue table, which each new
   * partition's foreign key locks.
   */
  readonly #queues = new Map<string, Promise<void>>();
  #lastCreation: Promise<unknown> = Promise.resolve();
  /** Worker id per job name, to wake it when this process enqueues. */
  readonly #workers = new Map<string, string>();
  readonly #running = new Set<Promise<unknown>>();
  /** Emits a job's name each time one of its attempts in this process ends, done or failed. */
  readonly #attemptsEnded = new EventEmitter();
  #stopping = false;

  constructor(db: Database, options: JobQueueOptions = {}) {
    this.#options = options;
    this.#sql = sqlRunner(db);
    const works = !!options.jobs?.length;
    this.#boss = new PgBoss({
      db: this.#sql,
      // Maintenance (time-outs, archiving) and cron only where jobs are worked.
      supervise: works,
      schedule: works,
      retryLimit: JOB_DEFAULTS.retryLimit,
      retryDelay: JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: JOB_DEFAULTS.timeoutSeconds,
      archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
      deleteAfterDays: 1,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
      // A due schedule is a job on pg-boss's own queue first, turned into the real job by this poll.
      cronWorkerIntervalSeconds: Math.min(options.scheduleCheckSeconds ?? 5, 5),
    });
    // pg-boss reports lost connections and failed polls here; unheard, an 'error' event would throw.
    this.#boss.on('error', (error) => console.error('Job queue:', error.message));
  }

  /** Creates or upgrades pg-boss's tables, then starts the workers and the schedules. */
  async start(): Promise<this> {
    const jobs = this.#options.jobs ?? [];
    const unknown = (this.#options.schedules ?? []).find((schedule) => !jobs.some((job) => job.name === schedule.job));
    if (unknown) throw new Error(`Schedule for "${unknown.job}", which is not in the job catalogue`);
    await this.#boss.start();
    try {
      await this.#startWorkers(jobs);
    } catch (error) {
      await this.stop();
      throw error;
    }
    return this;
  }

  async #startWorkers(jobs: JobDefinition[]) {
    for (const job of jobs) {
      const policy = {
        retryLimit: job.retryLimit ?? JOB_DEFAULTS.retryLimit,
        retryDelay: job.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.timeoutSeconds ?? JOB_DEFAULTS.timeoutSeconds,
        policy: job.oneAtATime ? ('singleton' as const) : ('standard' as const),
      };
      // Created once by whichever instance comes first; every start applies this version's policy.
      await this.#boss.createQueue(job.name, { name: job.name, ...policy });
      await this.#boss.updateQueue(job.name, { name: job.name, ...policy });
      this.#queues.set(job.name, Promise.resolve());
      const workerId = await this.#boss.work<unknown>(job.name, { batchSize: 1 }, ([fetched]) => this.#run(job, fetched));
      this.#workers.set(job.name, workerId);
    }
    if (jobs.length) await this.#applySchedules(this.#options.schedules ?? []);
  }

  async #run(job: JobDefinition, fetched: PgBoss.Job<unknown>) {
    // Fetched by a poll that was already under way when stop() began: failed, so retried later.
    if (this.#stopping) throw new Error('The job queue was stopping');
    const run = (async () => {
      await job.handler(fetched.data as never, { id: fetched.id });
      if (job.deleteWhenDone) {
        // A failure here must not fail the job: it was done, and would be done twice.
        await this.#boss.deleteJob(job.name, fetched.id).catch((error: Error) => console.error(`Job queue: ${job.name} ${fetched.id} done but kept:`, error.message));
      }
    })();
    this.#running.add(run);
    try {
      await run;
    } finally {
      this.#running.delete(run);
      this.#attemptsEnded.emit(job.name);
      // pg-boss's worker sleeps its polling interval after every fetch, even one that found a job:
      // woken, it takes the next waiting job at once, so a backlog drains as fast as it runs.
      const worker = this.#workers.get(job.name);
      if (worker && !this.#stopping) this.#boss.notifyWorker(worker);
    }
  }

  async #applySchedules(schedules: JobSchedule[]) {
    for (const { job, cron, data, tz } of schedules) {
      await this.#boss.schedule(job, cron, data ?? {}, { tz });
    }
    // A schedule taken out of the catalogue stops firing.
    const kept = new Set(schedules.map((s) => s.job));
    for (const { name } of await this.#boss.getSchedules()) if (!kept.has(name)) await this.#boss.unschedule(name);
  }

  /**
   * Stops fetching, lets running jobs finish (failing, so retrying later, those that outlast the
   * grace period), and resolves once nothing this queue started still uses the database.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#boss.stop({ graceful: true, close: false, timeout: STOP_GRACE_MS });
    // pg-boss completes and fails jobs without waiting; a poll may have been under way.
    do {
      await Promise.allSettled([...this.#running]);
      await nextTick();
      await this.#sql.drain();
    } while (this.#running.size);
  }

  /** Stores a job; resolves with its id once it is in the database. */
  async enqueue(name: string, data: object, options: { startAfterSeconds?: number } = {}): Promise<string> {
    if (this.#stopping) throw new Error('The job queue is stopped');
    let created = this.#queues.get(name);
    if (!created) {
      created = this.#lastCreation.then(() => this.#boss.createQueue(name));
      this.#lastCreation = created.catch(() => undefined);
      this.#queues.set(name, created);
      // A failed creation is tried again by the next job of that name.
      created.catch(() => this.#queues.delete(name));
    }
    await created;
    const id = await this.#boss.send(name, data, { startAfter: options.startAfterSeconds });
    if (!id) throw new Error(`Job "${name}" was not stored`);
    const worker = this.#workers.get(name);
    if (worker) this.#boss.notifyWorker(worker);
    return id;
  }

  /** Jobs of this name whose retries are spent, the latest failure first. */
  async failedJobs(name: string, { startIndex = 0, limit = 50 }: { startIndex?: number; limit?: number } = {}): Promise<{ jobs: FailedJob[]; total: number }> {
    const [page, count] = await Promise.all([
      this.#sql.executeSql(
        `SELECT id, data, output, completed_on FROM pgboss.job WHERE name = $1 AND state = 'failed' ORDER BY completed_on DESC, id LIMIT $2 OFFSET $3`,
        [name, limit, startIndex],
      ),
      this.#sql.executeSql(`SELECT count(*)::int AS total FROM pgboss.job WHERE name = $1 AND state = 'failed'`, [name]),
    ]);
    return {
      jobs: page.rows.map((row) => ({ id: String(row.id), data: row.data, failedAt: new Date(row.completed_on as Date), error: errorMessage(row.output) })),
      total: Number(count.rows[0]?.total ?? 0),
    };
  }

  /** Gives a failed job one more attempt, now. False when there is no such failed job. */
  async retryFailed(name: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rows } = await this.#sql.executeSql(
      `UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, start_after = now() WHERE name = $1 AND id = $2 AND state = 'failed' RETURNING id`,
      [name, id],
    );
    const worker = this.#workers.get(name);
    if (rows.length && worker) this.#boss.notifyWorker(worker);
    return rows.length > 0;
  }

  /** Jobs of this name not yet done: waiting, between retries, or running. */
  async pending(name: string): Promise<number> {
    const { rows } = await this.#sql.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`, [name]);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Resolves once no job of this name is waiting, between retries or running, woken by each attempt
   * this process ends rather than by polling: for a script or test that waits for the queue's work
   * on a queue that runs it.
   */
  async settled(name: string): Promise<void> {
    const done = new AbortController();
    try {
      for (;;) {
        const attemptEnded = once(this.#attemptsEnded, name, { signal: done.signal });
        attemptEnded.catch(() => undefined); // rejected by the abort below once nothing waits for it
        // pg-boss marks an attempt done or failed just after the handler returns, without waiting:
        // its statement is under way after one turn of the event loop.
        await nextTick();
        await this.#sql.drain();
        if ((await this.pending(name)) === 0) return;
        await attemptEnded;
      }
    } finally {
      done.abort();
    }
  }

  /** One job's state ('created', 'retry', 'active', 'completed', 'failed'), or null once it is gone. */
  async stateOf(name: string, id: string): Promise<{ state: string; retryCount: number } | null> {
    const { rows } = await this.#sql.executeSql(`SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND id = $2`, [name, id]);
    const row = rows[0];
    return row ? { state: String(row.state), retryCount: Number(row.retry_count) } : null;
  }
}
