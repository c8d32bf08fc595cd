// A first visit's hydration in slices. Preact hydrates a page in one task, which on a phone at
// Lighthouse's 4x slowdown runs 300-400 ms on the home page, all of it "blocking time" a tap has
// to wait behind (bench/README.md, "Session 28"). Parts of a page wrapped in <HydrateLater>
// (components/ui/hydrate-later.tsx) are skipped by that first pass, their server HTML kept as it
// is, and each is hydrated afterwards in a task of its own, in the order the page holds them,
// with the browser free to paint and answer input between two of them.
//
// A part may hold parts of its own (the page's <main> holds the home page's cards): they are met
// only when it is hydrated, and each then waits for a turn of its own, right after it, before the
// parts that follow it in the page. So a part costs only what is outside its own parts.
//
// Only the first hydration is sliced: what a later render (a client navigation) mounts is
// rendered at once, since there is no server HTML to keep.
//
// Each step leaves a performance mark (DevTools shows them on its timings track): 'hydration:
// start', 'hydration: first pass' once it is done, 'hydration: part' as each part starts, and
// 'hydrated' once the whole page is alive, which the browser tests wait for
// (tests/e2e/support/browser.ts).

/** One part waiting to be hydrated: its wrapper throws `ready` until `done`. */
export interface HydrationSlice {
  ready: Promise<void>;
  done: boolean;
}

let waiting: Array<HydrationSlice & { resolve: () => void }> | null = null;

/** A slice for a part being hydrated now, or null when nothing is being hydrated (the server, a later render). */
export function hydrationSlice(): HydrationSlice | null {
  if (!waiting) return null;
  let resolve!: () => void;
  const ready = new Promise<void>((settle) => (resolve = settle));
  const slice = { ready, done: false, resolve };
  waiting.push(slice);
  return slice;
}

/** A macrotask without setTimeout's clamping: a message posted to ourselves. */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * How many microtask hops a part's render is given to meet the parts inside it. Preact takes two
 * (the boundary's `then`, then the render queued with queueMicrotask); the rest is headroom, and
 * a part met later would only be hydrated with its parent rather than in a turn of its own.
 */
const PART_RENDER_HOPS = 16;

/** Runs `run` once `hops` microtasks queued one after another have run: still within this task. */
function afterMicrotasks(hops: number, run: () => void): void {
  queueMicrotask(() => (hops > 1 ? afterMicrotasks(hops - 1, run) : run()));
}

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact's hydrate does), then hydrates each
 * part it skipped, one per task, and then calls `hydrated`: from then on the page's DOM is the
 * page's, and something added to it is not taken for a server-rendered element.
 */
export function hydrateInSlices(hydrate: () => void, hydrated?: () => void): void {
  const queue: NonNullable<typeof waiting> = (waiting = []);
  performance.mark('hydration: start');
  try {
    hydrate();
  } finally {
    waiting = null;
  }
  performance.mark('hydration: first pass');
  let next = 0;
  const hydrateNext = () => {
    const slice = queue[next++];
    if (!slice) {
      performance.mark('hydrated');
      hydrated?.();
      return;
    }
    // Preact renders the part in this task's microtasks: a part it meets there takes a slice.
    performance.mark('hydration: part');
    const met: NonNullable<typeof waiting> = (waiting = []);
    slice.done = true;
    slice.resolve();
    // Closed before this task ends: a render in a task of its own (a client navigation, a tap
    // that adds cards) while the page is still being sliced must draw at once, not wait for turns.
    afterMicrotasks(PART_RENDER_HOPS, () => {
      // The parts this part met inside itself come next, in the page's order.
      queue.splice(next, 0, ...met);
      waiting = null;
    });
    nextTask(hydrateNext);
  };
  nextTask(hydrateNext);
}
