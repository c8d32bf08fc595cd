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
      className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-fg hover:bg-surface-2"
    >
      {next === 'my' ? <BurmeseWordmark /> : 'English'}
    </button>
  );
}
