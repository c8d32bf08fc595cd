// Outgoing e-mail. With SMTP_URL, through that server; without it, each message is written to
// DATA_DIR/mail as an .eml file and logged, so nothing is ever silently dropped.
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
  attachments?: { filename: string; path: string }[];
  /** Extra header fields (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

let transport: { key: string; transporter: Transporter } | undefined;

function getTransport(): Transporter {
  const { SMTP_URL, dataDir } = getConfig();
  const key = SMTP_URL ?? `file:${dataDir}`;
  if (transport?.key !== key) {
    const transporter = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transport = { key, transporter };
  }
  return transport.transporter;
}

/** Sends one message; resolves with where it went (SMTP message id or the .eml file). */
export async function sendMail(mail: Mail): Promise<string> {
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
