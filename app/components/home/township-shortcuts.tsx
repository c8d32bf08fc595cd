// Township shortcuts: the busiest townships first, each a link to its search with its number
// of listings. Four at first; 'Show More Townships' shows seven and 'View All' every township.
// All links are in the page (hidden ones too), so search engines find every township; each is
// kept to a few elements (no icon of its own), as 31 of them are. The names come from the
// township list the bundle has anyway: the page's data carries only each township's count.
import { useState } from 'react';
import { Link } from 'react-router';
import { TOWNSHIPS } from '../../lib/constants';
import { useRootData, useT } from '../../lib/root-data';
import { SectionHeading } from './section';
import { formatNumber } from '../../lib/format-number';

const NAMES = new Map<string, { en: string; my: string }>(TOWNSHIPS.map((x) => [x.slug, x]));

/** How many townships each stage shows: 4, then 7, then all (spec: Home). */
export const TOWNSHIP_STAGES = [4, 7, Infinity] as const;

export function TownshipShortcuts({ townships }: { townships: { slug: string; count: number }[] }) {
  const t = useT();
  const { lang } = useRootData();
  const [stage, setStage] = useState(0);
  const shown = TOWNSHIP_STAGES[stage];
  const hasMore = shown < townships.length;

  return (
    <section aria-labelledby="townships-heading">
      <SectionHeading id="townships-heading" title={t('Explore by township')} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" id="township-list">
        {townships.map((township, i) => {
          const names = NAMES.get(township.slug) ?? { en: township.slug, my: township.slug };
          const [primary, secondary] = lang === 'my' ? [names.my, names.en] : [names.en, names.my];
          return (
            <li key={township.slug} hidden={i >= shown}>
              <Link
                to={`/search?township=${township.slug}`}
                className="group flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 shadow-sm transition hover:border-brand"
              >
                <span className="truncate font-semibold text-fg group-hover:underline">{primary}</span>
                <span lang={lang === 'my' ? 'en' : 'my'} className="truncate text-xs text-muted">
                  {secondary}
                </span>
                <span className="mt-auto text-sm font-medium text-brand">
                  {township.count === 1 ? t('1 listing') : t('{n} listings', { n: formatNumber(township.count) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            aria-controls="township-list"
            onClick={() => setStage((s) => Math.min(s + 1, TOWNSHIP_STAGES.length - 1))}
            className="min-h-11 rounded-lg border border-line bg-surface px-5 text-sm font-semibold text-fg hover:bg-surface-2"
          >
            {stage === 0 ? t('Show More Townships') : t('View All')}
          </button>
        </div>
      )}
    </section>
  );
}
