// The browser's entry: React Router's default, except that a page served in Burmese waits for the
// Burmese catalogue before hydrating, so the first render in the browser matches the server's.
// The page preloads the catalogue (root.tsx), so this wait rarely costs a round trip.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadBurmese } from './lib/i18n';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.documentElement.lang === 'my') {
  // Without the catalogue (offline) the page still hydrates: React re-renders it in English.
  loadBurmese().catch((error: unknown) => console.error('The Burmese texts could not be loaded:', error)).finally(hydrate);
} else {
  hydrate();
}
