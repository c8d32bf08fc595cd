// The install offer's card (install-offer.tsx decides when it shows): loaded only then, as most
// visits never get the browser's offer.
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';

export default function InstallOfferCard({ onAnswer }: { onAnswer: (answer: 'dismissed' | 'prompted') => void }) {
  const t = useT();
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
          <button type="button" className={buttonClass('secondary', 'w-full')} onClick={() => onAnswer('dismissed')}>
            {t('Not now')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'w-full')}
            onClick={() => onAnswer('prompted')}
          >
            {t('Install')}
          </button>
        </div>
      </div>
    </aside>
  );
}
