// Something every test of a file shares (its database, a mail server): opened before the file's
// tests, closed after them. Before-hooks run in the order they are registered and after-hooks in
// reverse, so the file's own hooks, registered later, find it open.
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers the hooks and returns a stand-in whose fields read the opened value, so a file can
 * keep it in a top-level const; reading it outside hooks and tests (before it opens) throws.
 */
export function forTestFile<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>): Omit<T, 'close'> {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(() => value?.close());
  return new Proxy({} as Omit<T, 'close'>, {
    get(_target, key) {
      if (!value) throw new Error(`${what} opens in beforeAll: read it inside hooks and tests.`);
      return value[key as keyof T];
    },
  });
}
