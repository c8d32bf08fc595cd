// Page titles (the browser tab, a bookmark, a shared link's preview) in the reader's language.
// A route's meta function has no hooks, but the root loader's data, with the language, is among
// its matches.
import type { MetaArgs } from 'react-router';
import { translate, type Lang } from './i18n';
import { DEFAULT_ROOT_DATA, type RootData } from './root-data';

type Matches = MetaArgs['matches'];

function readerLang(matches: Matches): Lang {
  const root = (matches.find((match) => match?.id === 'root')?.data as RootData | undefined) ?? DEFAULT_ROOT_DATA;
  return root.lang;
}

/** A text of a page's meta tags (a description, a title of its own) in the reader's language. */
export const metaText = (matches: Matches, text: string) => translate(readerLang(matches), text);

/** "Advanced Search · Yangon Homes", or the same in Burmese for a Burmese reader. */
export function pageTitle(matches: Matches, text: string): string {
  return `${metaText(matches, text)} · Yangon Homes`;
}

/** The 404 page's title: the spec's two sentences ('Page Not Found - The page you are…'). */
export const notFoundTitleIn = (lang: Lang) => `${translate(lang, 'Page Not Found')} - ${translate(lang, 'The page you are looking for does not exist.')}`;

/** The 404 title for an unknown path, and for an unknown listing, agent or post alike. */
export const notFoundTitle = (matches: Matches) => notFoundTitleIn(readerLang(matches));
