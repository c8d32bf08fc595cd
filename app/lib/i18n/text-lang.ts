// The language of a text a person typed (a listing's title, an agency's name, a review), where it
// differs from the page's: a Burmese title on an English page is marked lang="my", so it gets
// the taller lines Burmese needs (app.css, :lang(my): its stacked marks otherwise touch the next
// line and a clamped title cuts them off) and a screen reader reads it with a Burmese voice. An
// English title on a Burmese page is marked lang="en" the same way.
import type { Lang } from './index';

/** Myanmar script: Burmese and the other languages written in it, and its extensions. */
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;

/** The lang attribute for `text` on a page in `pageLang`: undefined when they agree. */
export function textLang(text: string | null | undefined, pageLang: Lang): Lang | undefined {
  if (!text) return undefined;
  const lang: Lang = MYANMAR.test(text) ? 'my' : 'en';
  return lang === pageLang ? undefined : lang;
}
