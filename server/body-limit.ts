// Every request body is bounded by the bytes actually read, not by what the client announces.
// A Content-Length over the limit is refused before reading; a chunked body (no length) is
// counted as it streams, and the stream handed to React Router fails once it passes the limit.
// A visitor's 600 MB chunked POST used to be read whole (the worker grew by 2.3 GB).
//
// The routes read with tighter limits of their own (a 5 MB proof, 2 MB images, 100 KB of JSON,
// app/server-lib/form-body.server.ts); this one holds whatever reads a body, and whatever is left
// unread once the answer is out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { BODY_TOO_LARGE_ERROR } from '../app/server-lib/form-body.server';
import { REQUEST_TOO_LARGE } from '../app/lib/request-body';

/** Nothing the portal accepts is larger: 12 images of 2 MB plus form fields. */
export const MAX_BODY_BYTES = 30 * 1024 * 1024;

class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = BODY_TOO_LARGE_ERROR;
  }
}

interface Meter {
  max: number;
  /** Bytes of the body read so far, by the routes and by the drain. */
  received: number;
  /** The answer closes the connection instead of reading the rest of the body. */
  closeAfterAnswer: boolean;
}

const meters = new WeakMap<IncomingMessage, Meter>();

function meterOf(req: IncomingMessage): Meter {
  let meter = meters.get(req);
  if (!meter) {
    meter = { max: MAX_BODY_BYTES, received: 0, closeAfterAnswer: false };
    meters.set(req, meter);
  }
  return meter;
}

/**
 * The middleware: refuses a declared length over the limit, and once the answer is out, reads
 * and drops what the route left unread (so a keep-alive connection stays usable, as Node does
 * for bodies nobody touched) but never past the limit: past it, the connection is closed.
 */
export function bodyLimit(max = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const meter = meterOf(req);
    meter.max = max;
    res.once('finish', () => drainAfterAnswer(req, meter));
    if (Number(req.headers['content-length'] ?? 0) > max) {
      meter.closeAfterAnswer = true;
      // Node reads a body nobody touched to its end once the answer is out, without telling
      // anyone; a read of nothing makes it ours, so the linger's bound holds.
      req.read(0);
      res.status(413).set('Connection', 'close').json({ success: false, statusCode: 413, message: REQUEST_TOO_LARGE });
      return;
    }
    next();
  };
}

function drainAfterAnswer(req: IncomingMessage, meter: Meter) {
  if (req.complete) return;
  // Whatever was reading the body (React Router's request) is done with it.
  req.removeAllListeners('data');
  if (meter.closeAfterAnswer) {
    lingerThenClose(req);
    return;
  }
  req.on('data', (chunk: Buffer) => {
    meter.received += chunk.length;
    if (meter.received > meter.max) req.socket.destroy();
  });
  req.resume();
}

/**
 * What is read and dropped after a refusal, at most, before the connection is closed. A client
 * on a fast link sends this much in the moment before it reads the answer; 512 KB was too little
 * on loopback, where the reset sometimes beat the 413.
 */
export const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_MS = 2000;

/**
 * Closes the connection of a refused body without losing the answer. Node (Connection: close)
 * destroys the socket as soon as the answer is flushed; with the body still arriving, the kernel
 * then answers it with a reset, which can reach the client before it has read the 413: it would
 * see "connection reset" instead. So the answer and the end of our side go out, what still
 * arrives is read and dropped for a moment (a little, and briefly), and then the socket closes.
 */
function lingerThenClose(req: IncomingMessage) {
  const socket = req.socket;
  socket.removeListener('finish', socket.destroy);
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
  let lingered = 0;
  req.on('data', (chunk: Buffer) => {
    lingered += chunk.length;
    if (lingered > LINGER_BYTES) close();
  });
  req.resume();
}

/**
 * Marks the answer about to be sent: a 413, or any answer to a body cut at the limit, closes
 * the connection (the rest of that body is never read); returns whether the body was cut and
 * whether the connection closes after the answer.
 */
export function prepareAnswer(req: IncomingMessage, res: ServerResponse, status: number): { bodyCut: boolean; closes: boolean } {
  const meter = meterOf(req);
  const bodyCut = meter.received > meter.max;
  if ((bodyCut || status === 413) && !req.complete) {
    meter.closeAfterAnswer = true;
    res.setHeader('Connection', 'close');
  }
  return { bodyCut, closes: meter.closeAfterAnswer };
}

/**
 * The request's body as a web stream that fails with BodyTooLargeError once more than the limit
 * has arrived. Reads on demand: a paused request is not read, so an unread body costs nothing
 * beyond the socket's buffers.
 */
export function boundedBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  const meter = meterOf(req);
  let detach = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          meter.received += chunk.length;
          if (meter.received > meter.max) {
            detach();
            req.pause();
            controller.error(new BodyTooLargeError(meter.max));
            return;
          }
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          detach();
          controller.close();
        };
        const onError = (error: Error) => {
          detach();
          controller.error(error);
        };
        // A connection lost mid-body ends without 'end': the body is not whole, so it fails.
        const onClose = () => {
          detach();
          if (!req.complete) controller.error(new Error('The request was aborted.'));
        };
        detach = () => {
          req.off('data', onData);
          req.off('end', onEnd);
          req.off('error', onError);
          req.off('close', onClose);
        };
        req.on('data', onData);
        req.once('end', onEnd);
        req.once('error', onError);
        req.once('close', onClose);
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
