// A page rendered whole (app/entry.server.tsx) goes out with one res.end() of its bytes
// (request-handler.ts), instead of as a Response body the server reads back: Node 20 makes a web
// stream around a body, and making it and reading it back cost about 2% of a page's CPU
// (bench/README.md, "Server plumbing"). The bytes ride beside an empty Response, so React Router
// still gets the Response it expects, with the page's status and headers.
//
// The entry finds wholePageAnswer in the load context (app.ts); where something else runs the
// entry (React Router's own handler, in tests), it is absent and the entry answers with an
// ordinary Response.
const bytesBeside = new WeakMap<Response, Uint8Array>();

/** An empty Response for `init`, with `bytes` kept beside it for wholePageBytes(). */
export function wholePageAnswer(bytes: Uint8Array, init: ResponseInit): Response {
  const response = new Response(null, init);
  bytesBeside.set(response, bytes);
  return response;
}

/** The page's bytes when `response` came from wholePageAnswer(), else undefined. */
export const wholePageBytes = (response: Response): Uint8Array | undefined => bytesBeside.get(response);
