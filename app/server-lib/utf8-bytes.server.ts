// A page's HTML, in segments (html-segments.server.ts), as UTF-8 bytes (entry.server.tsx). Given
// a string, the Fetch API's Response first scans it for lone surrogates and then encodes it as it
// is read, and Buffer.from(string) measures the encoded length in a pass of its own; encodeInto
// does it all in one pass (replacing a lone surrogate with U+FFFD just the same) into a scratch
// buffer, one segment after the other, and the page is copied out at its size. A page is
// encoded synchronously, so one scratch buffer serves every request of the process.
const utf8 = new TextEncoder();
let scratch = new Uint8Array(256 * 1024);

export function utf8Bytes(parts: readonly string[]) {
  let length = 0;
  for (const part of parts) length += part.length;
  // A UTF-16 code unit never takes more than 3 bytes of UTF-8.
  if (length * 3 > scratch.length) scratch = new Uint8Array(length * 3);
  let written = 0;
  for (const part of parts) written += utf8.encodeInto(part, scratch.subarray(written)).written;
  return Buffer.from(scratch.subarray(0, written));
}
