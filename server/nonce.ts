// The per-request nonce of the Content-Security-Policy (server/app.ts): 16 random bytes, base64.
// Taken from a pool filled 256 nonces at a time: a randomBytes call per request (a crossing into
// OpenSSL for 16 bytes) cost about 1% of a static page's CPU. Every nonce is still 16 bytes from
// the CSPRNG that no other response ever gets: the pool is read forward and refilled, never reused.
import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

let pool = Buffer.alloc(0);
let offset = 0;

export function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * NONCES_PER_FILL);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
