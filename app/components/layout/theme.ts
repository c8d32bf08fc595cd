// The theme: the reader's choice (the theme cookie, set by the header's toggle), else the
// phone's or computer's own setting (prefers-color-scheme). The server knows only the cookie,
// so without one it renders the light theme and a small script in the page's <head> switches to
// the dark one before anything is painted when the system asks for it, and follows the system
// while the page is open, until the reader chooses.
import type { Theme } from '../../lib/client-state';
import { rememberInBrowser } from '../../lib/cookies';

export const THEME_COOKIE = 'theme';
const THEME_COLORS: Record<Theme, string> = { light: '#0f766e', dark: '#0d1117' };

/** The theme the reader chose on the site, or null to follow the system. */
export function chosenTheme(cookieValue: string | null | undefined): Theme | null {
  return cookieValue === 'dark' || cookieValue === 'light' ? cookieValue : null;
}

export const themeColor = (theme: Theme) => THEME_COLORS[theme];

/** Shows `theme` in the page: the class every dark style hangs on, and the browser's bar colour. */
export function showTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', THEME_COLORS[theme]);
}

/** The theme the page shows now. */
export const shownTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** Calls `changed` whenever the page's theme changes (the toggle, or the system's setting). */
export function watchTheme(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Stores the reader's choice: the next page is rendered in it, and the system is no longer followed. */
export function rememberTheme(theme: Theme) {
  rememberInBrowser(THEME_COOKIE, theme);
}

/**
 * The inline script of a page rendered without a choice: it runs in the <head>, before the body
 * is drawn. The browser's bar follows the system by itself (a theme-color meta per scheme, in
 * root.tsx): the script leaves the metas alone, since React matches them by their attributes and
 * would add one of its own beside a changed one. Written out with Function.prototype.toString, so
 * it uses nothing from outside its own body: the cookie's name is THEME_COOKIE's (theme.test.ts).
 *
 * It reads the cookie only when it must. A page's first read of document.cookie asks the browser
 * process and waits for the answer (3-10 ms at full speed on these machines, four times that on
 * Lighthouse's phone), in the <head>, before the first paint. The server wrote this script because
 * the request carried no choice, which holds for the page as loaded, except one the browser took
 * from its cache for Back or Forward, which may be older than a choice made since, and a copy the
 * offline worker kept (marked data-kept-copy, lib/offline-cache.ts), fetched without the reader's
 * cookies; and a change of the system's setting asks, since the reader may have chosen meanwhile.
 */
function followSystemTheme() {
  const root = document.documentElement;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const choice = () => /(?:^|;\s*)theme=(dark|light)/.exec(document.cookie)?.[1];
  const show = () => root.classList.toggle('dark', dark.matches);
  const fromHistory = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
  const chosen = fromHistory || root.hasAttribute('data-kept-copy') ? choice() : undefined;
  if (chosen) root.classList.toggle('dark', chosen === 'dark');
  else show();
  dark.addEventListener('change', () => choice() || show());
}

const inlineScript = (run: () => void) => `(${run.toString()})()`;
/** Pure, so that the browser's bundle drops it (root.tsx writes it on the server only). */
export const FOLLOW_SYSTEM_THEME_SCRIPT = /* @__PURE__ */ inlineScript(followSystemTheme);
