import { describe, expect, it } from 'vitest';
import { TOWNSHIP_SLUGS } from './constants';
import { neighboursOf, TOWNSHIP_NEIGHBOURS } from './township-neighbours';

describe('the townships’ neighbours', () => {
  it('list every township, and only townships', () => {
    expect(Object.keys(TOWNSHIP_NEIGHBOURS).sort()).toEqual([...TOWNSHIP_SLUGS].sort());
    for (const township of TOWNSHIP_SLUGS) {
      const neighbours = neighboursOf(township);
      expect(neighbours.length, township).toBeGreaterThan(0);
      for (const neighbour of neighbours) expect(TOWNSHIP_SLUGS, `${township} → ${neighbour}`).toContain(neighbour);
      expect(neighbours, township).not.toContain(township);
      expect(new Set(neighbours).size, township).toBe(neighbours.length);
    }
  });

  it('are symmetric: a township borders each of its neighbours’ neighbours lists', () => {
    for (const township of TOWNSHIP_SLUGS) {
      for (const neighbour of neighboursOf(township)) expect(neighboursOf(neighbour), `${neighbour} should list ${township}`).toContain(township);
    }
  });

  it('join the whole city: every township is reached from any other', () => {
    const reached = new Set<string>(['bahan']);
    const queue = ['bahan' as const] as (typeof TOWNSHIP_SLUGS)[number][];
    while (queue.length) {
      for (const next of neighboursOf(queue.shift()!)) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    expect(reached.size).toBe(TOWNSHIP_SLUGS.length);
  });

  it('name the real neighbours of the central townships', () => {
    expect([...neighboursOf('bahan')].sort()).toEqual(expect.arrayContaining(['kamayut', 'sanchaung', 'yankin', 'tamwe']));
    expect(neighboursOf('thaketa')).toContain('thanlyin');
    expect(neighboursOf('latha')).not.toContain('insein');
  });
});
