// "Add Yangon Homes to your home screen", said once: when the browser offers to install the
// portal (beforeinstallprompt, held by offline-support.tsx until the page is alive), a card at
// the bottom of the window says what it gives and offers Install or Not now. Either answer, or
// an installation, is remembered in the browser and the card never comes back. Fixed over the
// page, so nothing under it moves when it comes.
import { useEffect, useState } from 'react';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';

/** Where the answer is kept (localStorage): any value means asked already. */
export const INSTALL_OFFER_KEY = 'yangon-portal:install-offer';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

type HoldingWindow = Window & { heldInstallPrompt?: InstallPromptEvent };

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
  const t = useT();
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
  const close = (answer: string) => {
    remember(answer);
    (window as HoldingWindow).heldInstallPrompt = undefined;
    setPrompt(null);
  };
  return (
    <aside
      aria-labelledby="install-offer-heading"
      data-install-offer
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-md p-3 sm:bottom-4"
    >
      <div className="rounded-xl border border-line bg-surface p-4 shadow-lg">
        <h2 id="install-offer-heading" className="font-semibold text-fg">
          {t('Add Yangon Homes to your home screen')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('It opens like an app, and the homes you open stay readable when the network is off.')}</p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button type="button" className={buttonClass('secondary', 'w-full')} onClick={() => close('dismissed')}>
            {t('Not now')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'w-full')}
            onClick={() => {
              close('prompted');
              void prompt.prompt().catch(() => undefined);
            }}
          >
            {t('Install')}
          </button>
        </div>
      </div>
    </aside>
  );
}
