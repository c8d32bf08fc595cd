// Runs the classic script that starts a page's scripts once its first photos are in
// (app/server-lib/scripts-after-first-photos.server.ts) against a small stand-in for the
// browser's document, so that unit tests can see what it adds to the page, and when, without a
// browser. The browser tests (first-photos.e2e.ts) run it in Chromium.

/** A first-screen photo as the script sees it: `fire` is the browser finishing it. */
export class StandInPhoto {
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(public complete = false) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'load' | 'error') {
    this.complete = true;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** An element the script made, with what it set. */
export interface AddedElement {
  tag: string;
  parent: 'head' | 'body';
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

export interface GateRun {
  /** What the script has added to the page so far, in order. */
  added: AddedElement[];
  /** Runs the animation frames and timers the script has asked for, in order, up to `ms` from now. */
  advance(ms: number): void;
  /** Runs only the next animation frame or timer it has asked for: one task. */
  step(): void;
  /** The page's address (it starts at /search?page=2) and how often the script reloaded it. */
  location: { pathname: string; search: string; reloads: number };
  /** Back or forward to `address` in this document's history, before or after the router listens. */
  traverseTo(address: string, options?: { routerListening?: boolean }): void;
}

/**
 * Runs `scriptText` as the page's script with `nonce`, the page holding `photos` marked as its
 * first screen's; a frame is drawn every 16 ms, or never without `framesDrawn` (a background tab).
 * The first paint is shown (its `first-contentful-paint` entry) at `firstPaintShownAt` ms: with
 * the first frame unless told, never where no frame is drawn.
 */
export function runScriptsGate(
  scriptText: string,
  { photos = [] as StandInPhoto[], nonce = 'n0nce', framesDrawn = true as boolean, firstPaintShownAt = undefined as number | undefined } = {},
): GateRun {
  const paintShownAt = firstPaintShownAt ?? (framesDrawn ? 16 : Infinity);
  const added: AddedElement[] = [];
  let now = 0;
  const pending: { at: number; run: () => void }[] = [];
  const later = (delay: number, run: () => void) => {
    pending.push({ at: now + delay, run });
    return pending.length;
  };
  const document = {
    currentScript: { nonce },
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? photos : []),
    createElement: (tag: string) => ({ tag }) as AddedElement,
    head: { append: (element: AddedElement) => added.push({ ...element, parent: 'head' }) },
    body: { append: (element: AddedElement) => added.push({ ...element, parent: 'body' }) },
  };
  const setTimeout = (run: () => void, delay = 0) => later(delay, run);
  const requestAnimationFrame = (run: () => void) => (framesDrawn ? later(16 - (now % 16), run) : 0);
  const location = { pathname: '/search', search: '?page=2', reloads: 0, reload: () => location.reloads++ };
  const popstateListeners: (() => void)[] = [];
  const window: Record<string, unknown> = { addEventListener: (type: string, listener: () => void) => type === 'popstate' && popstateListeners.push(listener) };
  const firstPaint = () => (now >= paintShownAt ? [{ name: 'first-contentful-paint' }] : []);
  const performance = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? firstPaint() : []) };
  /** Reports the paint entries, each once it is shown, in a task of its own. */
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private connected = true;
    constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      if (paintShownAt !== Infinity) later(Math.max(0, paintShownAt - now), () => this.connected && this.report(performance));
    }
    disconnect() {
      this.connected = false;
    }
  }
  new Function('document', 'setTimeout', 'requestAnimationFrame', 'location', 'window', 'performance', 'PerformanceObserver', scriptText)(
    document,
    setTimeout,
    requestAnimationFrame,
    location,
    window,
    performance,
    PerformanceObserver,
  );
  const runNext = () => {
    pending.sort((a, b) => a.at - b.at);
    const next = pending.shift();
    if (!next) return;
    now = Math.max(now, next.at);
    next.run();
  };
  return {
    added,
    location,
    traverseTo(address: string, { routerListening = false } = {}) {
      const url = new URL(address, 'http://portal.test');
      Object.assign(location, { pathname: url.pathname, search: url.search });
      if (routerListening) window.__reactRouterDataRouter = {};
      for (const listener of popstateListeners) listener();
    },
    step: runNext,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        if (!pending[0] || pending[0].at > until) break;
        runNext();
      }
      now = until;
    },
  };
}

/** What `scriptText` adds on a page without first-screen photos, once its first frame is drawn. */
export function addedAfterFirstFrame(scriptText: string): AddedElement[] {
  const page = runScriptsGate(scriptText);
  page.advance(17);
  return page.added;
}
