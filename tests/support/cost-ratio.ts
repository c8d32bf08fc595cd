// How much longer the worst input costs than an ordinary one, both measured in the same run on
// the same machine: the one kind of timing the suite checks, since a ratio holds however busy
// the machine is, and an input whose cost grows faster than its length blows it up.
import { performance } from 'node:perf_hooks';

/** The shortest of `runs` timings of `work`, in milliseconds (the least disturbed by the machine). */
export async function fastestOf(runs: number, work: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** fastestOf(worst) / fastestOf(ordinary), with the ordinary one at least `floorMs` (a timer's grain). */
export async function costRatio(worst: () => unknown, ordinary: () => unknown, { runs = 5, floorMs = 1 } = {}): Promise<number> {
  const ordinaryMs = Math.max(await fastestOf(runs, ordinary), floorMs);
  return (await fastestOf(runs, worst)) / ordinaryMs;
}
