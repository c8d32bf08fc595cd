// Page titles (the browser tab, a bookmark, a shared link's preview) in the reader's language.
// A route's meta function has no hooks, but the root loader's data, with the language, is among
// its matches.
import type { MetaArgs } from 'react-router';
import { translate } from './i18n';
import { DEFAULT_ROOT_DATA, type RootData } from './root-data';

/** "Advanced Search · Yangon Homes", or the same in Burmese for a Burmese reader. */
export function pageTitle(matches: MetaArgs['matches'], text: string): string {
  const root = (matches.find((match) => match?.id === 'root')?.data as RootData | undefined) ?? DEFAULT_ROOT_DATA;
  return `${translate(root.lang, text)} · Yangon Homes`;
}
