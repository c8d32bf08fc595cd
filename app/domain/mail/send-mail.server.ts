// Outgoing e-mail, as every feature sends it: the message is stored as a 'send-mail' job and
// delivered in the background (deliver-mail.server.ts), retried with back-off while the mail
// server is down; the ones that never went out are listed for the admin (failed-mail.server.ts).
import { enqueueJob } from '../jobs/queue.server';
import { SEND_MAIL_JOB, type Mail } from './deliver-mail.server';

export type { Mail } from './deliver-mail.server';

/** Queues one message; resolves with the job's id once it is stored (accepted, not yet sent). */
export function sendMail(mail: Mail): Promise<string> {
  return enqueueJob(SEND_MAIL_JOB, mail);
}
