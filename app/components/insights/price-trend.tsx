// A township's monthly median over the last 12 months for one type: a line chart drawn on the
// server (components/charts, with its table for screen readers) in lakh, and the months in both
// currencies in a table one can open.
import { LineChart } from '../charts';
import { monthAndYear } from '../../lib/dates';
import { medianParts } from '../../lib/insights-format';
import { formatNumber } from '../../lib/format-number';
import { useRootData, useT } from '../../lib/root-data';
import type { PriceMonth } from '../../lib/views/price-insights';

export function PriceTrend({ title, months }: { title: string; months: PriceMonth[] }) {
  const t = useT();
  const { lang } = useRootData();
  if (!months.some((m) => m.median.lakh !== null)) return <p className="text-sm text-muted">{t('Not enough listings yet for a monthly trend.')}</p>;
  const labels = months.map((m) => monthAndYear(m.month, lang));
  return (
    <div className="flex flex-col gap-2">
      {/* The chart's table for screen readers is positioned out of sight; a table is as wide as
          its widest row whatever its own width, so it is held inside the page's column here. */}
      <div className="relative overflow-hidden">
        <LineChart
          title={title}
          description={t('Median asking price in lakh MMK, month by month; months with fewer than 5 listings are left blank.')}
          labels={labels}
          labelHeading={t('Month')}
          series={{ name: t('Median (lakh MMK)'), values: months.map((m) => m.median.lakh) }}
          formatValue={formatNumber}
        />
      </div>
      <details className="rounded-lg border border-line bg-surface text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-fg">{t('Month by month, in lakh and US dollars')}</summary>
        <table className="w-full text-left">
          <thead className="text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('Month')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('Listings')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('Median price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m, i) => {
              const parts = medianParts(t, m.median);
              return (
                <tr key={m.month} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {labels[i]}
                  </th>
                  <td className="px-3 py-2">{formatNumber(m.listings)}</td>
                  <td className="px-3 py-2">{parts ? `${parts.lakh} · ${parts.usd}` : <span className="text-muted">{t('Too few listings')}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </div>
  );
}
