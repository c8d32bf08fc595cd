// Delivers one message: the 'send-mail' job's handler (domain/jobs/catalogue.server.ts), never
// called by a request (they call sendMail(), which queues). With SMTP_URL, through that server;
// without it, written to DATA_DIR/mail as an .eml file and logged. A throw fails the attempt and
// the queue retries it with back-off.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '../../server-lib/config.server';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files read when the message is delivered: they must outlive the job (a payment proof does). */
  attachments?: { filename: string; path: string }[];
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
  const info = await getTransport().sendMail({ from: MAIL_FROM, ...mail });
  if (SMTP_URL) return info.messageId;
  const folder = path.join(dataDir, 'mail');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  if (LOG_LEVEL !== 'silent') console.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
  return file;
}
