// One HTTP request's memo, shared by every loader and the action React Router runs for it.
// React Router hands each loader its own copy of the Request (it strips `_routes` and `index`
// from the URL into a new Request per handler), so a cache keyed by the Request object lasts
// one loader; this one lasts the HTTP request. server/app.ts opens it around the React Router
// handler. The Express server and the React Router bundle are separate module graphs, so the
// storage is kept on globalThis (as registry.server.ts keeps the database).
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestScope = Map<symbol, unknown>;

const KEY = Symbol.for('yangon-portal.request-scope');
type Holder = { [KEY]?: AsyncLocalStorage<RequestScope> };
const storage = ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<RequestScope>());

/** Runs `handle` (and everything it starts) with a fresh, empty memo. */
export function inRequestScope<T>(handle: () => T): T {
  return storage.run(new Map(), handle);
}

/** The memo of the HTTP request being handled; undefined outside one (a test calling a loader). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
