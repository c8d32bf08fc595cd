import { describe, expect, it } from 'vitest';
import { hydrateInSlices, hydrationSlice, nextTask, type HydrationSlice } from './hydration-slices';

describe('hydration in slices', () => {
  it('gives a slice only while the first hydration runs, and readies them one task after another, in order', async () => {
    expect(hydrationSlice()).toBeNull();
    const slices: HydrationSlice[] = [];
    hydrateInSlices(() => {
      slices.push(hydrationSlice()!, hydrationSlice()!, hydrationSlice()!);
    });
    // A render after the first pass (a client navigation) takes no slice: it draws at once.
    expect(hydrationSlice()).toBeNull();
    expect(slices.map((slice) => slice.done)).toEqual([false, false, false]);

    // Each turn readies one: when a part's turn comes, the next one's has not (a task each, with
    // the page's other tasks free to run between two; counted in tasks rather than timers, which
    // a busy machine fires late).
    const readied: number[] = [];
    const doneAtTurn: boolean[][] = [];
    slices.forEach((slice, i) =>
      void slice.ready.then(() => {
        readied.push(i);
        doneAtTurn.push(slices.map((each) => each.done));
      }),
    );
    await expect.poll(() => readied.length).toBe(3);
    expect(readied).toEqual([0, 1, 2]);
    expect(doneAtTurn).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
    await expect.poll(() => performance.getEntriesByName('hydrated').length).toBe(1);
    expect(performance.getEntriesByName('hydration: part')).toHaveLength(3);
  });

  it("gives the parts a part meets as it renders turns of their own, right after it and before the page's next part", async () => {
    const order: string[] = [];
    const hydratedBefore = performance.getEntriesByName('hydrated').length;
    const [outer, next] = (() => {
      const taken: HydrationSlice[] = [];
      hydrateInSlices(() => taken.push(hydrationSlice()!, hydrationSlice()!));
      return taken;
    })();
    // The outer part renders in the microtasks of its turn, as Preact renders a part that waited,
    // and meets two parts inside it there.
    void outer.ready.then(() => {
      order.push('outer');
      const inner = [hydrationSlice(), hydrationSlice()];
      expect(inner.every((slice) => slice !== null && !slice.done)).toBe(true);
      inner.forEach((slice, i) => void slice!.ready.then(() => order.push(`inner ${i}`)));
    });
    void next.ready.then(() => order.push('next'));
    await expect.poll(() => order.length).toBe(4);
    expect(order).toEqual(['outer', 'inner 0', 'inner 1', 'next']);
    await expect.poll(() => performance.getEntriesByName('hydrated').length).toBe(hydratedBefore + 1);
    // Once the page is alive, a render takes no slice.
    expect(hydrationSlice()).toBeNull();
  });

  it('gives no slice to a render in a task of its own while the parts are still being hydrated (a client navigation)', async () => {
    const hydratedBefore = performance.getEntriesByName('hydrated').length;
    const slices: HydrationSlice[] = [];
    hydrateInSlices(() => slices.push(hydrationSlice()!, hydrationSlice()!, hydrationSlice()!));
    // Posted from the first part's turn, so it runs after the second part's turn has begun and
    // before the third's: the search page's new results, say, rendered between two turns.
    const between = new Promise<{ slice: HydrationSlice | null; done: boolean[] }>((resolve) => {
      void slices[0].ready.then(() => nextTask(() => resolve({ slice: hydrationSlice(), done: slices.map((each) => each.done) })));
    });
    const { slice, done } = await between;
    expect(done).toEqual([true, true, false]);
    expect(slice).toBeNull();
    await expect.poll(() => performance.getEntriesByName('hydrated').length).toBe(hydratedBefore + 1);
  });

  it('takes no slices when the hydration throws, and lets it throw', () => {
    expect(() => hydrateInSlices(() => {
      hydrationSlice();
      throw new Error('mismatch');
    })).toThrow('mismatch');
    expect(hydrationSlice()).toBeNull();
  });
});
