// Long-form text (privacy policy, terms, about): a readable measure, clear headings and a
// contents list, in both themes. The texts live in *-text.ts beside this file and go through
// t() one paragraph at a time, so each has its Burmese version in the catalogue.
import type { ReactNode } from 'react';
import { useT } from '../../lib/root-data';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  vars,
  contents = true,
  children,
}: {
  title: string;
  updated?: string;
  intro: string[];
  sections: LegalSection[];
  /** Values for placeholders such as {email}. */
  vars?: Record<string, string>;
  /** A numbered contents list: for the long legal texts, not for the short About page. */
  contents?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const p = (text: string) => (
    <p key={text} className="my-3 leading-relaxed text-fg">
      {t(text, vars)}
    </p>
  );
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6 border-b border-line pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t(title)}</h1>
        {updated && <p className="mt-2 text-sm text-muted">{t(updated)}</p>}
        <div className="mt-4 text-lg">{intro.map(p)}</div>
      </header>
      {contents && (
        <nav aria-labelledby="contents-heading" className="mb-8 rounded-xl border border-line bg-surface p-4">
          <h2 id="contents-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {t('Contents')}
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand hover:underline">
                  {t(s.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((s, index) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mb-8 scroll-mt-20">
          <h2 id={`${s.id}-heading`} className="mb-2 text-xl font-semibold text-fg">
            {contents && `${index + 1}. `}
            {t(s.heading)}
          </h2>
          {s.paragraphs?.map(p)}
          {s.items && (
            <ul className="my-3 list-disc space-y-2 pl-6 leading-relaxed text-fg marker:text-brand">
              {s.items.map((item) => (
                <li key={item}>{t(item, vars)}</li>
              ))}
            </ul>
          )}
          {s.after?.map(p)}
        </section>
      ))}
      {children}
    </article>
  );
}
