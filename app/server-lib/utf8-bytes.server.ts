// A page's HTML as UTF-8 bytes (entry.server.tsx). Given a string, the Fetch API's Response
// first scans it for lone surrogates and then encodes it as it is read, and Buffer.from(string)
// measures the encoded length in a pass of its own; encodeInto does it all in one pass
// (replacing a lone surrogate with U+FFFD just the same) into a scratch buffer, and the page is
// copied out at its size. A page is encoded synchronously, so one scratch buffer serves every
// request of the process.
const utf8 = new TextEncoder();
let scratch = new Uint8Array(256 * 1024);

export function utf8Bytes(text: string) {
  // A UTF-16 code unit never takes more than 3 bytes of UTF-8.
  if (text.length * 3 > scratch.length) scratch = new Uint8Array(text.length * 3);
  const { written } = utf8.encodeInto(text, scratch);
  return Buffer.from(scratch.subarray(0, written));
}
