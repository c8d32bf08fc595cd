// A real SMTP server for tests that must see an e-mail arrive: it accepts any message on a
// free local port and keeps what it received. startSmtp() also points the portal at it.
// The portal queues its mail (domain/jobs): setupTestSmtp() runs the job queue too, and a test
// waits for a delivery (waitFor, delivered) instead of reading `received` at once.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { stopJobQueue } from '../../app/domain/jobs/queue.server';
import { resetConfig } from '../../app/server-lib/config.server';
import { forTestFile } from './for-test-file';
import { jobsSettled, startTestJobQueue, until } from './job-queue';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Headers, unfolded, names in lower case. */
  headers: Record<string, string>;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** The first message received (so far or from now on) that `match` accepts. */
  waitFor(match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** Everything received, once every mail the portal queued has been delivered. */
  delivered(): Promise<ReceivedMail[]>;
  /** The server goes away (connections refused on its port)... */
  down(): Promise<void>;
  /** ...and comes back on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers: parseHeaders(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server: SMTPServer | undefined = await listen(0);
  const { port } = server.server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())).then(() => void (server = undefined));
  const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  process.env.SMTP_URL = url;
  resetConfig();
  return {
    url,
    received,
    async waitFor(match = () => true) {
      await until(() => received.some(match));
      return received.find(match)!;
    },
    async delivered() {
      await jobsSettled();
      return received;
    },
    down: stop,
    async up() {
      server ??= await listen(port);
    },
    async close() {
      delete process.env.SMTP_URL;
      resetConfig();
      await stop();
    },
  };
}

/**
 * A test SMTP server for one test file (started before its tests, closed after), like
 * setupTestDatabase, with the job queue that delivers to it (stopped first).
 */
export const setupTestSmtp = () =>
  forTestFile('The test SMTP server', async () => {
    const smtp = await startSmtp();
    await startTestJobQueue();
    return {
      ...smtp,
      async close() {
        await stopJobQueue();
        await smtp.close();
      },
    };
  });

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

const qpBytes = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

/** A header with its RFC 2047 encoded words (=?UTF-8?B?...?= or ?Q?) decoded. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not part of the text
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' '))).toString('utf8'),
    );
}

/** The text of a single-part mail, decoded from its transfer encoding (UTF-8). */
export function textOf(mail: ReceivedMail): string {
  const body = mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n');
  const encoding = mail.headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(body).toString('utf8');
  return body;
}

/** The decoded bytes of the attachment with this file name (base64, as nodemailer sends it). */
export function attachment(mail: ReceivedMail, filename: string): Buffer | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`filename="?${filename.replace(/\./g, '\\.')}"?`).test(p.replace(/\r?\n[ \t]+/g, ' ')));
  if (!part) return null;
  const body = part.split(/\r?\n\r?\n/).slice(1).join('\n').split(/\r?\n--/)[0];
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

/** The decoded text of the part of a multipart mail with this content type ('text/plain', 'text/html'). */
export function partOf(mail: ReceivedMail, contentType: string): string | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`^content-type:\\s*${contentType.replace('/', '\\/')}`, 'im').test(p.split(/\r?\n\r?\n/)[0]));
  if (!part) return null;
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n').split(/\r?\n--[^\r\n]+--/)[0];
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(body).toString('utf8');
  return body;
}
