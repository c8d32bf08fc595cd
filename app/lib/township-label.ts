import { TOWNSHIPS } from './constants';

/** A township's name in the reader's language; an unknown slug is shown as it is. */
export function townshipLabel(slug: string, lang: string): string {
  const township = TOWNSHIPS.find((x) => x.slug === slug);
  return township ? township[lang === 'my' ? 'my' : 'en'] : slug;
}
