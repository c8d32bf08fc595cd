// "Add Yangon Homes to your home screen", said once: when the browser offers to install the
// portal (beforeinstallprompt, held by holdInstallPrompt until the page is alive), a card at
// the bottom of the window says what it gives and offers Install or Not now. Either answer, or
// an installation, is remembered in the browser and the card never comes back. Fixed over the
// page, so nothing under it moves when it comes.
import { lazy, Suspense, useEffect, useState } from 'react';

const InstallOfferCard = lazy(() => import('./install-offer-card'));

/** Where the answer is kept (localStorage): any value means asked already. */
export const INSTALL_OFFER_KEY = 'yangon-portal:install-offer';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

type HoldingWindow = Window & { heldInstallPrompt?: InstallPromptEvent };

/**
 * Called by the page's entry before it hydrates: the portal offers installation once, in its own
 * words, rather than in the browser's bar; the card's code is fetched only if the offer comes.
 */
export function holdInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as HoldingWindow).heldInstallPrompt = event as InstallPromptEvent;
    window.dispatchEvent(new Event('portal:install-offer'));
  });
}

function answered(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    return true; // storage refused: the offer could not be remembered, so it is not made
  }
}

function remember(answer: string) {
  try {
    window.localStorage.setItem(INSTALL_OFFER_KEY, answer);
  } catch {
    /* private mode: nothing to remember it in */
  }
}

export function InstallOffer() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const take = () => {
      const held = (window as HoldingWindow).heldInstallPrompt;
      if (held && !answered()) setPrompt(held);
    };
    const installed = () => {
      remember('installed');
      setPrompt(null);
    };
    take();
    window.addEventListener('portal:install-offer', take);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('portal:install-offer', take);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (!prompt) return null;
  const close = (answer: 'dismissed' | 'prompted') => {
    remember(answer);
    (window as HoldingWindow).heldInstallPrompt = undefined;
    setPrompt(null);
    if (answer === 'prompted') void prompt.prompt().catch(() => undefined);
  };
  return (
    <Suspense>
      <InstallOfferCard onAnswer={close} />
    </Suspense>
  );
}
