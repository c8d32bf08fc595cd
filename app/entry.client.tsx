// The browser's entry: React Router's default, on Preact (lib/preact-options.ts), except that a
// page served in Burmese hydrates with the Burmese texts it carries (lib/i18n/page-texts.tsx), so
// that the first render in the browser matches the server's, and fetches the whole catalogue
// afterwards.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { chosenLang, isLang, loadBurmese, rememberLangChoice } from './lib/i18n';
import { startWithPageTexts } from './lib/i18n/page-texts';
import { hydrateInSlices, nextTask } from './lib/hydration-slices';
import { installPreactOptions } from './lib/preact-options';
import { tellSubscribersOnlyOfChanges } from './lib/router-updates';
import { keepStylesheetInCache } from './lib/stylesheet-in-cache';

installPreactOptions('browser');

const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));

/**
 * The stylesheet this page carried, fetched into the cache for the pages to come once the page is
 * hydrated (the link it adds is then not taken for one of the page's own), has loaded, and the
 * browser is idle: never in the way of what the page needs. (This module is imported by the
 * page's inline script, which does not hold the load event back: the page may have loaded.)
 */
function keepStylesheet() {
  const whenLoadedAndIdle = () => whenIdle(keepStylesheetInCache);
  if (document.readyState === 'complete') whenLoadedAndIdle();
  else window.addEventListener('load', whenLoadedAndIdle, { once: true });
}

const reportMissingTexts = (error: unknown) => console.error('The Burmese texts could not be loaded:', error);

/** The router React Router's browser entry made, which it leaves on the window. */
const madeRouter = () => (window as { __reactRouterDataRouter?: Parameters<typeof tellSubscribersOnlyOfChanges>[0] }).__reactRouterDataRouter;

/**
 * React Router's HydratedRouter suspends on its first render until it has decoded the page's data
 * (a promise it throws); Preact hydrates a suspended tree by building it anew, and the page's
 * inline scripts, made again without their nonce, are refused by the Content-Security-Policy.
 * So the decoding is started and awaited first: HydratedRouter throws its promise before it calls
 * any hook, and renders at once the next time.
 *
 * Then, in a task of its own, the router is made: HydratedRouter makes it before its first hook
 * (and so fails at that hook, outside a render, once the router is there). On a phone at 4x it
 * takes 60-120 ms, which would otherwise lengthen hydration's first task by as much
 * (lib/hydration-slices.ts). Its subscribers then hear only of real changes (lib/router-updates.ts).
 */
async function routerMade(): Promise<void> {
  const render = () => (HydratedRouter as (props: object) => unknown)({});
  try {
    render();
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
  await new Promise<void>((resolve) => nextTask(resolve));
  try {
    render();
  } catch (error) {
    if (!madeRouter()) throw error;
  }
  tellSubscribersOnlyOfChanges(madeRouter()!);
  await new Promise<void>((resolve) => nextTask(resolve));
}

function hydrate() {
  void routerMade().then(() => startTransition(() => {
    hydrateInSlices(() => hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ), keepStylesheet);
  }));
}

// A first visit through an address that names its language (a shared ?lang=my link) keeps that
// language on the pages that follow, as a choice made with the header's switch would.
const addressLang = new URLSearchParams(window.location.search).get('lang');
if (isLang(addressLang) && !chosenLang(document.cookie)) rememberLangChoice(addressLang);

if (document.documentElement.lang !== 'my') {
  hydrate();
} else if (startWithPageTexts()) {
  // The page's own texts are here: hydrate now, and fetch the whole catalogue (for the pages
  // and messages to come) once the page is idle, so it never competes with what the page needs.
  hydrate();
  whenIdle(() => void loadBurmese().catch(reportMissingTexts));
} else {
  // Without the catalogue (offline) the page still hydrates: React re-renders it in English.
  loadBurmese().catch(reportMissingTexts).finally(hydrate);
}
