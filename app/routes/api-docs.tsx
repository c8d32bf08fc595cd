// /api/docs: the API document (GET /api/openapi.json) as a page, for people writing a client.
// Server-rendered from the same document; no script or style from anywhere else. Not for search
// engines (noindex; /robots.txt already keeps crawlers out of /api/).
import type { ReactNode } from 'react';
import { useLoaderData, type MetaFunction } from 'react-router';
import { ApiCallEntry, DocText, FieldList, Shape } from '../components/api-docs/api-call-entry';
import { loadApiDocsPage } from '../domain/api-docs/api-docs-page.server';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'API documentation') }, { name: 'robots', content: 'noindex' }];

export const loader = () => loadApiDocsPage();

export default function ApiDocs() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const contents = [
    ...page.areas.map((area) => ({ id: area.id, label: `${area.name} (${area.calls.length})` })),
    { id: 'failures', label: t('Failures') },
    { id: 'shapes', label: t('Shared shapes') },
  ];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <header className="mb-6 border-b border-line pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('API documentation')}</h1>
        <p className="mt-2 text-sm text-muted">
          {page.title} {page.version}
        </p>
        <p className="mt-4 leading-relaxed text-fg">
          <DocText text={page.intro} />
        </p>
        <p className="mt-4">
          <a href="/api/openapi.json" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
            {t('The OpenAPI 3.1 document (JSON)')}
          </a>
        </p>
      </header>

      <nav aria-labelledby="api-contents-heading" className="mb-8 rounded-xl border border-line bg-surface p-4">
        <h2 id="api-contents-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
          {t('Contents')}
        </h2>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="inline-flex min-h-8 items-center text-brand hover:underline">
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {page.areas.map((area) => (
        <DocSection key={area.id} id={area.id} title={area.name}>
          <div className="space-y-4">
            {area.calls.map((call) => (
              <ApiCallEntry key={call.id} call={call} />
            ))}
          </div>
        </DocSection>
      ))}

      <DocSection id="failures" title={t('Failures')}>
        <p className="mb-3 leading-relaxed text-fg">{t('Every failure answers a JSON object of this shape, with the same HTTP status:')}</p>
        <FieldList fields={page.failureFields} />
      </DocSection>

      <DocSection id="shapes" title={t('Shared shapes')}>
        <div className="space-y-4">
          {page.shapes.map((shape) => (
            <section key={shape.name} aria-labelledby={`shape-${shape.name}`} className="rounded-xl border border-line bg-surface p-4">
              <h3 id={`shape-${shape.name}`} className="mb-2 scroll-mt-24 font-mono text-base font-semibold text-fg">
                {shape.name}
              </h3>
              <Shape shape={shape.fields} />
            </section>
          ))}
        </div>
      </DocSection>
    </div>
  );
}

/** A part of the document, named by its heading, which the contents link to. */
function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-4 scroll-mt-24 text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
