// The meta tags of /insights and /insights/:township in the reader's language (the root
// loader's data, with the language, is among a meta function's matches).
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { translate, type Vars } from './i18n';
import { DEFAULT_ROOT_DATA, type RootData } from './root-data';

export function insightsMeta({ matches, title, vars, description, url }: { matches: MetaArgs['matches']; title: string; vars?: Vars; description: string; url: string }): MetaDescriptor[] {
  const lang = ((matches.find((match) => match?.id === 'root')?.data as RootData | undefined) ?? DEFAULT_ROOT_DATA).lang;
  const heading = translate(lang, title, vars);
  const summary = translate(lang, description, vars);
  return [
    { title: `${heading} · Yangon Homes` },
    { name: 'description', content: summary },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: heading },
    { property: 'og:description', content: summary },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: 'Yangon Homes' },
  ];
}
