// Request bodies are bounded by the bytes actually read (server/body-limit.ts, and the routes'
// own limits in app/server-lib/form-body.server.ts), over real HTTP: a hostile client streams 200 MB
// without a Content-Length, generated on the fly (never held in memory), and keeps sending
// until the server closes the connection. The server's side of each connection is measured
// where it is true: the bytes its socket read (from Node's diagnostics channel) and the peak of
// this process's resident memory (/proc/self, reset before each attack).
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import type http from 'node:http';
import net, { type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_LIMIT } from '../app/domain/packages/payment-inquiries.server';
import { clearEvents, takeSlot } from '../app/domain/throttle/throttle.server';
import { TOO_LARGE } from '../app/domain/media/upload.server';
import { INQUIRY_TOO_MANY, PROOF_TOO_LARGE } from '../app/lib/schemas/payment-inquiry';
import { makeUser } from '../tests/support/fixtures';
import { startHttpApp, type HttpApp } from '../tests/support/http-app';
import { setupTestDatabase } from '../tests/support/test-db';
import { REQUEST_TOO_LARGE } from '../app/lib/request-body';
import { LINGER_BYTES, MAX_BODY_BYTES } from './body-limit';

setupTestDatabase();

const MB = 1024 * 1024;
const ATTACK_BYTES = 200 * MB;
/**
 * What the server may read past a limit: the chunk that crossed it, Node's small buffers, and
 * what it reads and drops while its answer reaches the client before it closes (LINGER_BYTES).
 */
const SLACK = 1 * MB + LINGER_BYTES;
const MAX_GROWTH = 100 * MB;
const CLIENT_IP = '127.0.0.1';

let app: HttpApp;
beforeAll(async () => {
  app = await startHttpApp();
});
afterAll(() => app?.close());
afterEach(() => clearEvents(INQUIRY_LIMIT, CLIENT_IP));

// The server's socket of every request, by path, to read how much it read once it closes.
const serverSockets = new Map<string, Socket>();
const onRequestStart = (message: unknown) => {
  const { request, socket } = message as { request: http.IncomingMessage; socket: Socket };
  serverSockets.set(request.url ?? '', socket);
};
beforeAll(() => diagnostics.subscribe('http.server.request.start', onRequestStart));
afterAll(() => diagnostics.unsubscribe('http.server.request.start', onRequestStart));

const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;

interface Attack {
  status?: number;
  body: string;
  /** Bytes this client handed to its socket before the server closed the connection. */
  sent: number;
  /** Bytes the server's socket read from the connection, headers included. */
  serverRead: number;
  /** How far the process's resident memory rose above where it stood before the attack. */
  memoryGrowth: number;
}

/**
 * POSTs `prefix` and then filler up to 200 MB, chunked, on a raw socket of its own (an HTTP
 * client library would stop sending once the answer is in; an attacker does not), and keeps
 * writing until the server closes the connection; resolves when it has. Keep-alive, as browsers
 * ask: a client that said Connection: close would have any answer close the connection.
 */
function attack(
  path: string,
  { headers = {}, prefix = '', declared = false }: { headers?: Record<string, string>; prefix?: string; /** Sent with its Content-Length instead of chunked. */ declared?: boolean },
): Promise<Attack> {
  const filler = Buffer.alloc(64 * 1024, 'a');
  const frame = (data: Buffer) => (declared ? data : Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
  const framedFiller = frame(filler);
  const url = new URL(path, app.url);
  const length = declared ? `Content-Length: ${ATTACK_BYTES + Buffer.byteLength(prefix)}` : 'Transfer-Encoding: chunked';
  const head = [`POST ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, length, 'Connection: keep-alive']
    .concat(Object.entries(headers).map(([k, v]) => `${k}: ${v}`))
    .join('\r\n');
  // The peak resident memory is counted from here (Linux: writing 5 resets VmHWM to the current RSS).
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const rssBefore = kb('VmRSS');
  return new Promise((resolve) => {
    const result: Attack = { body: '', sent: 0, serverRead: 0, memoryGrowth: 0 };
    const received: Buffer[] = [];
    let closed = false;
    const socket = net.connect(Number(url.port), url.hostname);
    socket.on('data', (chunk) => received.push(chunk));
    // A reset while writing is the server closing the connection: the expected end.
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      Object.assign(result, parseAnswer(Buffer.concat(received)));
      const serverSocket = serverSockets.get(url.pathname + url.search);
      const settle = () => {
        result.serverRead = serverSocket?.bytesRead ?? NaN;
        result.memoryGrowth = kb('VmHWM') - rssBefore;
        if (process.env.BODY_LIMIT_DEBUG) console.log(path, { ...result, body: result.body.slice(0, 60) });
        resolve(result);
      };
      if (!serverSocket || serverSocket.destroyed) settle();
      else serverSocket.once('close', settle);
    });
    void (async () => {
      socket.write(`${head}\r\n\r\n`);
      socket.write(frame(Buffer.from(prefix)));
      result.sent += Buffer.byteLength(prefix);
      while (!closed && result.sent < ATTACK_BYTES) {
        if (!socket.write(framedFiller)) await drainedOrClosed(socket);
        result.sent += filler.length;
      }
      if (!closed) socket.end(declared ? '' : '0\r\n\r\n');
    })();
  });
}

/** The status and body of the first answer on the connection (chunked or with a length). */
function parseAnswer(raw: Buffer): { status?: number; body: string } {
  const text = raw.toString('utf8');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return { body: '' };
  const head = text.slice(0, headEnd);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  let rest = text.slice(headEnd + 4);
  if (!/transfer-encoding: chunked/i.test(head)) return { status, body: rest };
  let body = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) break;
    // Sizes count bytes; the answers here are ASCII or the body is only searched for text.
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
  return { status, body };
}

function drainedOrClosed(socket: net.Socket) {
  return new Promise<void>((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.once('drain', done);
    socket.once('close', done);
  });
}

const multipart = (field: string, filename: string) => ({
  headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
  prefix: `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nKo Aung\r\n--XyZ\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
});

function expectBounded(result: Attack, limit: number) {
  expect(result.serverRead).toBeLessThanOrEqual(limit + SLACK);
  // The client saw the connection closed long before it could send its 200 MB.
  expect(result.sent).toBeLessThan(ATTACK_BYTES / 2);
  expect(result.memoryGrowth).toBeLessThan(MAX_GROWTH);
}

describe('a 200 MB body', () => {
  it('announced by its Content-Length: 413 before a byte of it is read, and the client still gets the answer', async () => {
    const result = await attack('/api/auth/contactForPayment', { ...multipart('file', 'proof.png'), declared: true });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ success: false, statusCode: 413, message: REQUEST_TOO_LARGE });
    expectBounded(result, 0);
  });
});

describe('a 200 MB chunked body', () => {
  it('to /api/auth/contactForPayment: 413 with the proof limit, after at most 5 MB read', async () => {
    const result = await attack('/api/auth/contactForPayment', multipart('file', 'proof.png'));
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ success: false, statusCode: 413, message: PROOF_TOO_LARGE, errors: { file: PROOF_TOO_LARGE } });
    expectBounded(result, 5 * MB + 64 * 1024);
  });

  it('to /api/auth/contactForPayment from a sender over the inquiry limit: 429, checked before the body is read', async () => {
    for (let i = 0; i < INQUIRY_LIMIT.max; i++) await takeSlot(INQUIRY_LIMIT, CLIENT_IP);
    const result = await attack('/api/auth/contactForPayment', multipart('file', 'proof.png'));
    // Read first, the body would have been refused as too large (the test above).
    expect(result.status).toBe(429);
    expect(JSON.parse(result.body)).toEqual({ success: false, statusCode: 429, message: INQUIRY_TOO_MANY });
    // What follows the answer is read and dropped, up to the overall limit (see the visitor's upload).
    expectBounded(result, MAX_BODY_BYTES);
  });

  it('to /api/media/upload: 413 with the image limit, after at most 2 MB read', async () => {
    const user = await makeUser();
    const result = await attack('/api/media/upload', { ...multipart('images', 'photo.png'), headers: { ...multipart('', '').headers, cookie: user.cookie } });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ success: false, statusCode: 413, message: TOO_LARGE });
    expectBounded(result, 2 * MB);
  });

  it('to /api/media/upload from a visitor: 401 at once; the rest is read and dropped up to the 30 MB limit, then the connection closes', async () => {
    const result = await attack('/api/media/upload', multipart('images', 'photo.png'));
    expect(result.status).toBe(401);
    expectBounded(result, MAX_BODY_BYTES);
  });

  it('to a JSON call (/api/auth/signin): 413, after at most its 100 KB read', async () => {
    const result = await attack('/api/auth/signin', { headers: { 'content-type': 'application/json' }, prefix: '{"email":"' });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ success: false, statusCode: 413, message: REQUEST_TOO_LARGE });
    expectBounded(result, 100_000);
  });

  it('to the payment inquiry page (/contactForPayment, no JavaScript): 413 and the proof limit on the form', async () => {
    const result = await attack('/contactForPayment', multipart('file', 'proof.png'));
    expect(result.status).toBe(413);
    expect(result.body).toContain(PROOF_TOO_LARGE);
    expectBounded(result, 5 * MB + 64 * 1024);
  });

  it('to a page form (/sign-in): 413 and the message on the form, after at most 4 MB read', async () => {
    const result = await attack('/sign-in', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, prefix: 'email=a%40example.com&password=' });
    expect(result.status).toBe(413);
    expect(result.body).toContain(REQUEST_TOO_LARGE);
    expectBounded(result, 4 * MB);
  });

  it('to a page form sent as multipart with a file: the file is not kept, the form is refused at 4 MB', async () => {
    const result = await attack('/sign-in', multipart('avatar', 'a.png'));
    expect(result.status).toBe(413);
    expect(result.body).toContain(REQUEST_TOO_LARGE);
    expectBounded(result, 4 * MB);
  });

  // Media types are case-insensitive; the parser knows only the lower-case spelling and would hand
  // the body to request.formData(), which reads it whole up to the server's 30 MB cut.
  it('sent with a capitalised media type: the same per-form limits', async () => {
    const shouting = (attackOf: { headers: Record<string, string>; prefix: string }) => ({
      ...attackOf,
      headers: { ...attackOf.headers, 'content-type': attackOf.headers['content-type'].replace(/^[^;]+/, (type) => type.toUpperCase()) },
    });
    const proof = await attack('/api/auth/contactForPayment', shouting(multipart('file', 'proof.png')));
    expect(proof.status).toBe(413);
    expectBounded(proof, 5 * MB + 64 * 1024);
    const user = await makeUser();
    const upload = multipart('images', 'photo.png');
    const images = await attack('/api/media/upload', shouting({ ...upload, headers: { ...upload.headers, cookie: user.cookie } }));
    expect(images.status).toBe(413);
    expectBounded(images, 2 * MB);
    const page = await attack('/sign-in', shouting({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, prefix: 'email=a%40example.com&password=' }));
    expect(page.status).toBe(413);
    expectBounded(page, 4 * MB);
  });
});
