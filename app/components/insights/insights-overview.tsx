// /insights: every township's median rent and sale price and its live listings, each row leading
// to the township's own page. Three columns, so it fits a 390 px phone.
import { Link } from 'react-router';
import { mediumDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format-number';
import { useRootData, useT } from '../../lib/root-data';
import type { InsightsOverview } from '../../lib/views/price-insights';
import { InsightsNote } from './insights-note';
import { MedianFigure } from './median-figure';

export function InsightsOverviewView({ data }: { data: InsightsOverview }) {
  const t = useT();
  const { lang } = useRootData();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('Prices by township')}</h1>
      <InsightsNote computedAt={data.computedAt ? mediumDate(data.computedAt, lang) : null} />
      <div className="mt-6 rounded-xl border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('Median asking rent and sale price by township')}</caption>
          <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-3">
                {t('Township')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('Median rent')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('Median sale price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.townships.map((row) => (
              <tr key={row.township.slug} className="border-t border-line align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  <Link to={`/insights/${row.township.slug}`} className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
                    {lang === 'my' ? row.township.my : row.township.en}
                  </Link>
                  <span className="block text-muted">{t('{n} live listings', { n: formatNumber(row.live.rent + row.live.sale) })}</span>
                </th>
                <td className="px-3 py-2">
                  <MedianFigure median={row.rent} perMonth />
                </td>
                <td className="px-3 py-2">
                  <MedianFigure median={row.sale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
