import { useSyncExternalStore } from 'react';
import { loadClientState, saveClientState, type Theme } from '../../lib/client-state';
import { useRootData, useT } from '../../lib/root-data';
import { rememberTheme, showTheme, shownTheme, watchTheme } from './theme';

/** Flips the theme at once in the page, and remembers it in a cookie (read by the server for
 * the first paint of the next page) and in the persisted client state. It names the theme the
 * page shows, which the <head>'s script may have set from the system's (theme.ts): the server's
 * until the page is hydrated, then the page's own. */
export function ThemeToggle() {
  const t = useT();
  const rendered = useRootData().theme;
  const theme = useSyncExternalStore(watchTheme, shownTheme, () => rendered);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    rememberTheme(next);
    showTheme(next);
    saveClientState({ ...loadClientState(), theme: next });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t(next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme')}
      className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2"
    >
      {theme === 'dark' ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </button>
  );
}
