// The browser's entry: React Router's default, except that a page served in Burmese fetches the
// Burmese catalogue before it hydrates (the first render in the browser must match the server's),
// and that the stylesheet the page carried is fetched into the cache for the pages to come.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { chosenLang, isLang, loadBurmese, rememberLangChoice } from './lib/i18n';
import { keepStylesheetInCache } from './lib/stylesheet-in-cache';
import { whenLoadedAndIdle } from './lib/when-loaded-and-idle';
import { holdInstallPrompt } from './components/layout/install-offer';

// The browser may offer installation before the page is alive: held for the install offer.
holdInstallPrompt();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  // The stylesheet this page carried, fetched into the cache: never in the way of what the page needs.
  whenLoadedAndIdle(keepStylesheetInCache);
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
