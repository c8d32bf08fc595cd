// builtPerShape: one build per family and shape, per database, and no unbounded memo.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './client.server';
import { builtPerShape, getDb, setDb } from './registry.server';

const before = (() => {
  try {
    return getDb();
  } catch {
    return undefined;
  }
})();
afterEach(() => setDb(before));

describe('builtPerShape', () => {
  it('builds a query once per family and shape, and again for another database', () => {
    setDb({} as Database);
    const build = vi.fn(() => ({}));
    const first = builtPerShape('search_page', 'township|', build);
    expect(builtPerShape('search_page', 'township|', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(builtPerShape('search_page', 'beds|', build)).not.toBe(first);
    expect(builtPerShape('search_count', 'township|', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
    setDb({} as Database);
    expect(builtPerShape('search_page', 'township|', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('stops memoizing past 1,000 shapes instead of growing, and still answers', () => {
    setDb({} as Database);
    const build = vi.fn(() => ({}));
    for (let i = 0; i < 1_000; i++) builtPerShape('f', `shape ${i}`, build);
    expect(build).toHaveBeenCalledTimes(1_000);
    builtPerShape('f', 'one more', build);
    builtPerShape('f', 'one more', build);
    expect(build).toHaveBeenCalledTimes(1_002);
    builtPerShape('f', 'shape 7', build);
    expect(build).toHaveBeenCalledTimes(1_002);
  });
});
