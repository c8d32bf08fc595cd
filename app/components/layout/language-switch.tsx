import { useNavigate, useRevalidator } from 'react-router';
import { loadBurmese, rememberLangChoice } from '../../lib/i18n';
import { useRootData, useT } from '../../lib/root-data';
import { BurmeseWordmark } from './burmese-wordmark';

/** English ⇄ Burmese. The server renders in the chosen language, so the page is re-loaded.
 * The button shows the other language's own name, and its accessible name contains it. On an
 * English page that name is a drawing, not text: the page needs no Burmese font for it. */
export function LanguageSwitch() {
  const { lang } = useRootData();
  const t = useT();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const next = lang === 'my' ? 'en' : 'my';
  return (
    <button
      type="button"
      lang={next}
      aria-label={`${t('Language')}: ${next === 'my' ? 'မြန်မာ' : 'English'}`}
      onClick={async () => {
        // The Burmese texts are fetched on first use; without them the page would stay English.
        if (next === 'my') await loadBurmese().catch((error: unknown) => console.error('The Burmese texts could not be loaded:', error));
        rememberLangChoice(next);
        document.documentElement.lang = next;
        // An address that names its language (?lang=, a shared or searched link) would keep it:
        // the same page without it, in the language just chosen.
        const address = new URL(window.location.href);
        if (!address.searchParams.has('lang')) return void revalidator.revalidate();
        address.searchParams.delete('lang');
        void navigate(`${address.pathname}${address.search}${address.hash}`, { replace: true, preventScrollReset: true });
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-1.5 text-sm font-semibold text-fg hover:bg-surface-2"
    >
      {/* The globe says what the button is for to a reader of either language. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      {/* In the narrowest header the globe alone (app.css, site-header). */}
      <span className="header-lang-label">{next === 'my' ? <BurmeseWordmark /> : 'English'}</span>
    </button>
  );
}
