// Hooks over the root loader's data: who is signed in, the theme, the language, site settings.
import { createContext, use, useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from './views/public-user';
import { currentCatalogueVersion, subscribeToCatalogue, translator, type Lang } from './i18n';
import { textLang } from './i18n/text-lang';
import type { Theme } from './client-state';
import { DEFAULT_CHAT_LINKS, DEFAULT_SITE_EMAIL, type ChatLinkUrls } from './constants';

export interface RootData {
  user: SessionUser | null;
  /** The theme the server renders: the reader's choice, else light (the page may then follow the system's, layout/theme.ts). */
  theme: Theme;
  /** The reader chose a theme with the toggle (the theme cookie); else the page follows the system's. */
  themeChosen: boolean;
  /** The request carried a notice for the page to show (lib/flash-notice.ts): else the page the browser loaded need not read its cookies. */
  noticeWaiting: boolean;
  lang: Lang;
  adClientId: string | null;
  /** The team's chat accounts (CHAT_*_URL). */
  chat: ChatLinkUrls;
  /** The team's e-mail address (SITE_EMAIL), which the legal pages name. Here rather than in their
   * own loaders: a page with no loader of its own costs the server a tenth less. */
  siteEmail: string;
  /** 'Continue with Google' is offered. */
  oidc: boolean;
  /** The signed-in user's saved listings (ids): every heart of the page. A visitor's are in their browser. */
  saved: string[];
  /** The signed-in user's new enquiries (their inbox's badge in the menus); 0 for a visitor. */
  newEnquiries: number;
  /** Photos only when tapped, at their smallest; maps only on request (lib/data-saver.ts). */
  dataSaver?: boolean;
}

/** A visitor's view with the default settings: outside the root route, and in component tests. */
export const DEFAULT_ROOT_DATA: RootData = { user: null, theme: 'light', themeChosen: false, noticeWaiting: true, lang: 'en', adClientId: null, chat: DEFAULT_CHAT_LINKS, siteEmail: DEFAULT_SITE_EMAIL, oidc: false, saved: [], newEnquiries: 0 };

/**
 * The root loader's data, handed down by root.tsx's Layout. A context of its own rather than
 * React Router's useRouteLoaderData in every component: that hook renders its component again
 * on every change of the router's state (a navigation starting and ending, routes learned after
 * the first paint), while this value changes only with the data itself.
 */
export const RootDataContext = createContext<RootData>(DEFAULT_ROOT_DATA);

/** The root loader's data from the router: for root.tsx's Layout, which gives it to RootDataContext. */
export function useRootLoaderData(): RootData {
  return (useRouteLoaderData('root') as RootData | undefined) ?? DEFAULT_ROOT_DATA;
}

export function useRootData(): RootData {
  return use(RootDataContext);
}

/** The translation function, the same one for as long as the language is: an effect that
 * depends on it (a toast for a failed sign-in) runs once, not again on every render. A new one
 * once the whole Burmese catalogue has come, if a text was shown in English until then. */
export function useT() {
  const { lang } = useRootData();
  const catalogueVersion = useSyncExternalStore(subscribeToCatalogue, currentCatalogueVersion, firstCatalogueVersion);
  return useMemo(() => {
    void catalogueVersion; // a new function when it moves on, so that memoized parts render again
    return translator(lang);
  }, [lang, catalogueVersion]);
}
const firstCatalogueVersion = () => 0;

export function useUser() {
  return useRootData().user;
}

/** `textLang` on this page: the lang attribute for a text a person typed (i18n/text-lang.ts). */
export function useTextLang() {
  const { lang } = useRootData();
  return (text: string | null | undefined) => textLang(text, lang);
}
