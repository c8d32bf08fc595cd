// Mail that never went out: 'send-mail' jobs whose retries are spent (a mail server down for a
// day, an address it refuses). The admin sees them in the dashboard's inbox and may send one again.
import type { FailedMailView } from '../../lib/views/admin-view';
import type { User } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { jobQueue } from '../jobs/queue.server';
import { SEND_MAIL_JOB, type Mail } from './deliver-mail.server';

/** The dashboard shows this many, the latest failure first, and the total. */
export const FAILED_MAIL_SHOWN = 50;

export const FAILED_MAIL_GONE = 'This message is no longer waiting to be sent again.';

export async function listFailedMail(): Promise<{ failedMail: FailedMailView[]; totalFailedMail: number }> {
  const { jobs, total } = await (await jobQueue()).failedJobs(SEND_MAIL_JOB, { limit: FAILED_MAIL_SHOWN });
  const failedMail = jobs.map((job): FailedMailView => {
    const mail = job.data as Partial<Mail>;
    return { _id: job.id, to: String(mail.to ?? ''), subject: String(mail.subject ?? ''), failedAt: job.failedAt.toISOString(), error: job.error };
  });
  return { failedMail, totalFailedMail: total };
}

/** One more attempt for a failed message, now; admins only. */
export async function retryFailedMail({ actor, id }: { actor: Pick<User, 'isAdmin'>; id: string }): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  if (!(await (await jobQueue()).retryFailed(SEND_MAIL_JOB, id))) throw notFound(FAILED_MAIL_GONE);
}
