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
import { parseHeaders, type Mail } from './mime';

export interface ReceivedMail extends Mail {
  from: string;
  to: string[];
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
