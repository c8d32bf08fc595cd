// /insights/:township: the township's median rent and sale price, their last 12 months and the
// medians by property type and bedrooms.
import { Link } from 'react-router';
import { ArrowLeft } from '../ui/icons';
import { mediumDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format-number';
import { useRootData, useT } from '../../lib/root-data';
import type { TownshipInsights } from '../../lib/views/price-insights';
import { GroupTable } from './group-table';
import { MedianFigure } from './median-figure';
import { PriceTrend } from './price-trend';
import { InsightsNote } from './insights-note';

export function TownshipInsightsView({ data }: { data: TownshipInsights }) {
  const t = useT();
  const { lang } = useRootData();
  const name = lang === 'my' ? data.township.my : data.township.en;
  const sections = [
    { type: 'rent', heading: t('For Rent'), trend: t('Median asking rent in {township}, last 12 months', { township: name }) },
    { type: 'sale', heading: t('For Sale'), trend: t('Median asking sale price in {township}, last 12 months', { township: name }) },
  ] as const;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <Link to="/insights" className="-ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft size={16} />
        {t('Prices by township')}
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('What homes cost in {township}', { township: name })}</h1>
      <InsightsNote computedAt={data.computedAt ? mediumDate(data.computedAt, lang) : null} />
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {sections.map((s) => (
          <div key={s.type} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{s.heading}</dt>
            <dd className="mt-1 text-sm">
              <MedianFigure median={data.overall[s.type]} perMonth={s.type === 'rent'} />
              <span className="mt-1 block text-muted">{t('{n} live listings', { n: formatNumber(data.live[s.type]) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      {sections.map((s) => {
        const groups = data.groups.filter((g) => g.type === s.type);
        return (
          <section key={s.type} aria-labelledby={`insights-${s.type}`} className="mt-8 flex flex-col gap-4">
            <h2 id={`insights-${s.type}`} className="text-xl font-semibold text-fg">
              {s.heading}
            </h2>
            <PriceTrend title={s.trend} months={data.trend[s.type]} />
            {groups.length > 0 ? (
              <GroupTable caption={t('Median prices by property type and bedrooms')} groups={groups} />
            ) : (
              <p className="text-sm text-muted">{t('No live listings yet.')}</p>
            )}
          </section>
        );
      })}
      <Link to={`/search?township=${data.township.slug}`} className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
        {t('See the listings in {township}', { township: name })}
      </Link>
    </div>
  );
}
