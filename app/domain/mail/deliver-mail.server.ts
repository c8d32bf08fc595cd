// Delivers one message: the 'send-mail' job's handler (domain/jobs/catalogue.server.ts), never
// called by a request (they call sendMail(), which queues). With SMTP_URL, through that server;
// without it, written to DATA_DIR/mail as an .eml file and logged. A throw fails the attempt and
// the queue retries it with back-off.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '../../server-lib/config.server';
import { contentTypeOf } from '../media/object-store-contract.server';
import { objectStore } from '../media/object-store.server';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Files in the object store (disk or bucket), read when the message is delivered: the job
   * keeps only their keys, and they must outlive it (a payment proof does).
   */
  attachments?: { filename: string; storeKey: string }[];
  /** Extra header fields (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export const SEND_MAIL_JOB = 'send-mail';

let transport: { key: string; transporter: Transporter } | undefined;

function getTransport(): Transporter {
  const { SMTP_URL, dataDir } = getConfig();
  const key = SMTP_URL ?? `file:${dataDir}`;
  if (transport?.key !== key) {
    const transporter = SMTP_URL
      ? // Well inside the job's time-out (JOB_DEFAULTS.timeoutSeconds): an attempt the queue gave
        // up on must not still be sending.
        nodemailer.createTransport({ url: SMTP_URL, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transport = { key, transporter };
  }
  return transport.transporter;
}

/** Sends one message now; resolves with where it went (SMTP message id or the .eml file). */
export async function deliverMail(mail: Mail): Promise<string> {
  const { SMTP_URL, MAIL_FROM, dataDir, LOG_LEVEL } = getConfig();
  // A file deleted before the message went out (an inquiry answered and removed while the mail
  // server was down) cannot come back by retrying: the message goes without it, and says so.
  const files = await Promise.all((mail.attachments ?? []).map(async ({ filename, storeKey }) => ({ filename, storeKey, content: await objectStore().get(storeKey) })));
  const attachments = files.flatMap(({ filename, storeKey, content }) => (content ? [{ filename, content, contentType: contentTypeOf(storeKey) }] : []));
  const gone = files.filter((file) => !file.content).map((file) => `(${file.filename} was deleted before this message could be sent.)`);
  const text = [mail.text, ...gone].join('\n\n');
  const info = await getTransport().sendMail({ from: MAIL_FROM, ...mail, text, attachments });
  if (SMTP_URL) return info.messageId;
  const folder = path.join(dataDir, 'mail');
  // Reset links and messages people sent: for the portal's account alone, whatever the umask.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
  if (LOG_LEVEL !== 'silent') console.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
  return file;
}
