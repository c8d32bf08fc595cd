// A page's scripts start downloading once its first photos are in (README, "The first photos
// before the scripts").
//
// On a slow connection every request in flight gets an equal share of the line. Asked for
// together, a listing's first photo (8-10 KB) came in beside the page's nine scripts (about
// 110 KB), so it took most of their time: on Lighthouse's phone the largest paint, that photo,
// came at 1.8-2.1 s while the text was drawn at 0.8-1.0 s (bench/README.md, "Session 35"). The
// scripts only make the page interactive, which its links and search forms already are as plain
// HTML: so they wait for the photos the page marks as its first screen's (`fetchpriority="high"`,
// components/ui/picture-loading.ts and the gallery) to load or fail, and for the frame that
// draws them (on a page without such photos, for its first frame), and no longer than
// FIRST_PHOTOS_WAIT_MS.
//
// React Router's <Scripts> writes the page's modules as modulepreload links and an inline module
// script whose imports start downloading as soon as it is parsed. The server takes both out and
// puts in the module script's place a classic script that adds them once the photos are in. It
// takes the module script's place, so hydration matches it to the <script> that <Scripts>
// renders (Preact compares only the element's name while it hydrates, and changes none of its
// attributes or text), and the elements it adds come after everything the root renders, which
// hydration takes out again once they have run.

import { jsonInScript } from '../lib/json-in-script';

/** How long the scripts wait at most for the first photos: on a line too slow for them, the page still becomes interactive. */
export const FIRST_PHOTOS_WAIT_MS = 2_000;

/** How many modulepreload links the script adds in one task. */
export const LINKS_PER_TASK = 1;

/**
 * Runs in the page, written out with Function.prototype.toString, so it uses nothing from outside
 * its own body. `modules` are the modulepreload links' addresses, `code` the module script's text.
 */
function startScriptsAfterFirstPhotos(modules: string[], code: string, waitMs: number, linksPerTask: number) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One link a task, then the module script in a task of its own: each link asks the browser
    // for a file, 0.5-2 ms at full speed but now and then 5-8 ms (bench/README.md, "Session 37"
    // and "Session 38"); nine links in one task took 5-22 ms in traces, three 0.7-15.9 ms, a long
    // task at a phone's speed. Past the fifth nested timer each waits 4 ms: about 20 ms in all.
    const tasks: Array<() => void> = [];
    for (let first = 0; first < modules.length; first += linksPerTask) {
      tasks.push(() => {
        for (const href of modules.slice(first, first + linksPerTask)) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          link.nonce = nonce;
          document.head.append(link);
        }
      });
    }
    tasks.push(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.textContent = code;
      document.body.append(script);
    });
    const runNext = () => {
      tasks.shift()!();
      if (tasks.length) setTimeout(runNext);
    };
    runNext();
  };
  // The page's first paint on screen. Its entry comes once the frame is shown, which on a busy
  // device can be a frame or more after the frame was drawn (CI saw a script asked for 32 ms
  // before it). Where the browser does not say, the drawn frame has to do.
  const whenFirstPaintShown = (then: () => void) => {
    if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes ?? []).includes('paint') || performance.getEntriesByName('first-contentful-paint').length) return then();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // After the next frame is drawn, and the first paint is shown: the page's first paint, or the
  // one that shows the photos. On a fast line the photos can be in before the page was first
  // drawn, and the scripts would still have come before it.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(() => whenFirstPaintShown(start)));
  const photos = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter((img) => !img.complete);
  let waiting = photos.length;
  const settled = () => {
    if (--waiting === 0) afterNextPaint();
  };
  for (const photo of photos) {
    photo.addEventListener('load', settled);
    photo.addEventListener('error', settled);
  }
  if (waiting === 0) afterNextPaint();
  // Also where no frame is drawn (a tab opened in the background).
  setTimeout(start, waitMs);
  // Back or forward to an entry of this document (one the router pushed before a reload) while
  // no router listens yet: the page shown is another address's, so that address is loaded.
  // A move to an anchor on the same page keeps its address and is left alone.
  const shown = location.pathname + location.search;
  window.addEventListener('popstate', () => {
    if (!('__reactRouterDataRouter' in window) && location.pathname + location.search !== shown) location.reload();
  });
}

const GATE_FUNCTION = startScriptsAfterFirstPhotos.toString();

/** The classic script's text that starts `modules` and the module script `code` once the page's first photos are in. */
export function scriptsAfterFirstPhotos(modules: readonly string[], code: string): string {
  return `(${GATE_FUNCTION})(${jsonInScript(modules)},${jsonInScript(code)},${FIRST_PHOTOS_WAIT_MS},${LINKS_PER_TASK})`;
}
