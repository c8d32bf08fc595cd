// The browser's entry: React Router's default, except that a page served in Burmese fetches the
// Burmese catalogue before it hydrates (the first render in the browser must match the server's),
// and that the stylesheet the page carried is fetched into the cache for the pages to come.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { chosenLang, isLang, loadBurmese, rememberLangChoice } from './lib/i18n';
import { keepStylesheetInCache } from './lib/stylesheet-in-cache';

const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));

/**
 * The stylesheet this page carried, fetched into the cache once the page has loaded and the
 * browser is idle: never in the way of what the page needs.
 */
function keepStylesheet() {
  const whenLoadedAndIdle = () => whenIdle(keepStylesheetInCache);
  if (document.readyState === 'complete') whenLoadedAndIdle();
  else window.addEventListener('load', whenLoadedAndIdle, { once: true });
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  keepStylesheet();
}

// A first visit through an address that names its language (a shared ?lang=my link) keeps that
// language on the pages that follow, as a choice made with the header's switch would.
const addressLang = new URLSearchParams(window.location.search).get('lang');
if (isLang(addressLang) && !chosenLang(document.cookie)) rememberLangChoice(addressLang);

if (document.documentElement.lang !== 'my') {
  hydrate();
} else {
  // Without the catalogue (offline) the page still hydrates: React re-renders it in English.
  loadBurmese()
    .catch((error: unknown) => console.error('The Burmese texts could not be loaded:', error))
    .finally(hydrate);
}
