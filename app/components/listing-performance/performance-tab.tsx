// /dashboard?tab=performance: the listings' numbers over the last 30 or 90 days, each listing's
// views per day drawn beside the median of listings of the same township, type and property type,
// with its rank among them. Drawn on the server (components/charts); plain links switch the
// period and the page, so it works before and without JavaScript.
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format-number';
import { useRootData, useT, useTextLang, useUser } from '../../lib/root-data';
import { townshipLabel } from '../../lib/township-label';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { PERFORMANCE_PERIODS, type ListingPerformance, type PerformanceData, type PerformancePeriod, type PerformanceTotals } from '../../lib/views/listing-performance-view';
import { dayLabel, LineChart } from '../charts';
import { NoListingsYet } from '../my-listings/no-listings-yet';
import { Pagination } from '../ui/pagination';

const hrefOf = ({ period, page, listing }: { period: PerformancePeriod; page?: number; listing?: string | null }) =>
  `/dashboard?tab=performance&period=${period}${listing ? `&listing=${listing}` : ''}${page && page > 1 ? `&page=${page}` : ''}`;

const TOTALS: { key: keyof PerformanceTotals; label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'saves', label: 'Saves' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'contactTaps', label: 'Contact taps' },
  { key: 'alerts', label: 'Alert mails' },
];

function PeriodSwitch({ data }: { data: PerformanceData }) {
  const t = useT();
  return (
    <nav aria-label={t('Period')} className="mb-4">
      <ul className="inline-flex rounded-lg border border-line bg-surface p-1">
        {PERFORMANCE_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={hrefOf({ period, listing: data.listingId })}
              aria-current={period === data.period ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold ${period === data.period ? 'bg-brand text-on-brand' : 'text-fg hover:bg-surface-2'}`}
            >
              {t('Last {n} days', { n: period })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Totals({ totals }: { totals: PerformanceTotals }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {TOTALS.map(({ key, label: name }) => (
        <div key={key} className="rounded-lg bg-surface-2 px-2 py-1.5" data-total={key}>
          <dt className="text-xs text-muted">{t(name)}</dt>
          <dd className="text-lg font-bold text-fg">{formatNumber(totals[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListingCard({ listing, data }: { listing: ListingPerformance; data: PerformanceData }) {
  const t = useT();
  const { lang } = useRootData();
  const textLang = useTextLang();
  const propertyType = usePropertyTypeLabel();
  const group = `${townshipLabel(listing.township, lang)} · ${t(listing.type === 'rent' ? 'Rent' : 'Sale')} · ${propertyType(listing.propertyType)}`;
  const alone = listing.peers === 1;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4" data-performance-listing={listing._id}>
      <div>
        <h2 lang={textLang(listing.name)} className="text-base font-semibold leading-snug text-fg">
          <Link to={`/listing/${listing._id}`} className="hover:text-brand">
            {listing.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">{group}</p>
        <p className="mt-1 text-sm text-fg" data-rank>
          {listing.rank === null
            ? t('Not ranked yet: ranks are worked out once a day.')
            : alone
              ? t('The only listing of its kind: there are no similar listings to compare it with.')
              : t('Ranked {rank} of {peers} similar listings by views', { rank: formatNumber(listing.rank), peers: formatNumber(listing.peers) })}
        </p>
      </div>
      <Totals totals={listing.totals} />
      <LineChart
        title={t('Views per day, last {n} days', { n: data.period })}
        description={
          alone
            ? t('Views of this listing each day.')
            : t('Views of this listing each day, beside the median of listings of the same township, type and property type ({median} views over the period).', {
                median: formatNumber(listing.peerMedianViews),
              })
        }
        labels={data.days.map((day) => dayLabel(day, lang))}
        labelHeading={t('Day')}
        series={{ name: t('This listing'), values: listing.views }}
        // Alone, the median is its own line again: nothing to compare with.
        comparison={alone ? undefined : { name: t('Median of similar listings'), values: listing.peerMedian }}
        className="max-w-xl"
      />
    </li>
  );
}

export function PerformanceTab({ data }: { data: PerformanceData }) {
  const t = useT();
  const summaryTitle = t(useUser()?.isAdmin ? 'Every listing, last {n} days' : 'All your listings, last {n} days', { n: data.period });
  if (data.totalListings === 0) {
    return <NoListingsYet />;
  }
  return (
    <div>
      <PeriodSwitch data={data} />
      {data.listingId ? (
        <p className="mb-4">
          <Link to={hrefOf({ period: data.period })} className="inline-flex min-h-11 items-center font-semibold text-brand">
            {t('All listings')}
          </Link>
        </p>
      ) : (
        <section aria-labelledby="performance-summary" className="mb-6 rounded-xl border border-line bg-surface p-4">
          <h2 id="performance-summary" className="mb-3 text-base font-semibold text-fg">
            {summaryTitle}
          </h2>
          <Totals totals={data.summary} />
        </section>
      )}
      <p className="mb-4 text-sm text-muted">{t('Each listing beside the median of listings of the same township, type and property type. Ranks are worked out once a day, up to the day before yesterday.')}</p>
      <ul className="flex flex-col gap-4">
        {data.listings.map((listing) => (
          <ListingCard key={listing._id} listing={listing} data={data} />
        ))}
      </ul>
      <Pagination page={data.page} pageCount={data.pageCount} href={(page) => hrefOf({ period: data.period, page, listing: data.listingId })} />
    </div>
  );
}
