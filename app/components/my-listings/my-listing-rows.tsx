// My Listings drawn two ways from one list: cards on a phone (photo, title, price, status and the
// Edit and Delete buttons in reach of a thumb), the spec's table from 768 px on, where its six
// columns fit. Only one is displayed at a time, and the other is display:none, which also takes
// it out of the accessibility tree: a screen reader meets each listing, and its actions, once.
import { Link } from 'react-router';
import { HELD_FOR_REVIEW } from '../../lib/duplicates';
import type { ListingView } from '../../lib/views/listing-view';
import type { HiddenState } from '../../lib/views/report-view';
import type { ShowMoreListProps } from '../../lib/show-more/use-show-more';
import { smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import { formatNumber } from '../../lib/format-number';
import { timeAgo } from '../../lib/time-ago';
import { Price } from '../listing/price';
import { ButtonLink } from '../ui/button';
import { ListingTrend } from '../listing-performance/listing-trend';
import { ShownStatus, StatusToggle } from './status-toggle';

/** What a row shows: the page's hydration data carries no descriptions or image lists. */
export type MyListingRow = Pick<ListingView, '_id' | 'name' | 'type' | 'offer' | 'regularPrice' | 'discountPrice' | 'currency' | 'propertyStatus' | 'updatedAt'> & {
  cover: string | null;
  /** How many people saved it (the page's loader counts them; rows added later may not say). */
  saves?: number;
  /** Views per day over the last 30 days (the page's loader reads them from the rollup). */
  trend?: number[];
  /** Set while an admin hides it: the lister is told why here (and by e-mail). */
  hidden?: HiddenState | null;
};

/** 'Hidden by an admin: Scam or fraud', 'Waiting for a moderator', or nothing for a public listing. */
export function HiddenBy({ hidden }: { hidden?: HiddenState | null }) {
  const t = useT();
  if (!hidden) return null;
  if (hidden.reason === HELD_FOR_REVIEW) return <span className="block font-semibold text-fg">{t(hidden.label)}</span>;
  return <span className="block font-semibold text-danger">{t('Hidden by an admin: {reason}', { reason: t(hidden.label) })}</span>;
}

/** 'Saved by 3 people', or nothing when the count is not known. */
export function SavedBy({ saves }: { saves?: number }) {
  const t = useT();
  if (saves === undefined) return null;
  return <span>{saves === 1 ? t('Saved by 1 person') : t('Saved by {n} people', { n: formatNumber(saves) })}</span>;
}

export function toMyListingRow(listing: ListingView & { hidden?: HiddenState | null }): MyListingRow {
  const { _id, name, type, offer, regularPrice, discountPrice, currency, propertyStatus, updatedAt } = listing;
  return { _id, name, type, offer, regularPrice, discountPrice, currency, propertyStatus, updatedAt, cover: listing.imageUrls[0] ?? null, hidden: listing.hidden ?? null };
}

type RowsProps = { rows: MyListingRow[]; onDelete: (row: MyListingRow) => void; listProps?: ShowMoreListProps };

function Thumbnail({ row, className }: { row: MyListingRow; className: string }) {
  // A fixed box: the photo arriving late moves nothing.
  return row.cover ? <img src={smallImage(row.cover)} alt="" width={96} height={64} loading="lazy" decoding="async" className={`rounded object-cover ${className}`} /> : <span aria-hidden="true" className={`rounded bg-surface-2 ${className}`} />;
}

export function MyListingCards({ rows, onDelete, listProps }: RowsProps) {
  const t = useT();
  const textLang = useTextLang();
  return (
    <ul {...listProps} className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row._id} className="rounded-xl border border-line bg-surface p-3">
          <div className="flex gap-3">
            <Thumbnail row={row} className="h-16 w-24 shrink-0" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <h2 lang={textLang(row.name)} className="line-clamp-2 text-base font-semibold leading-snug text-fg">
                <Link to={`/listing/${row._id}`} className="hover:text-brand">
                  {row.name}
                </Link>
              </h2>
              <Price listing={row} />
              <HiddenBy hidden={row.hidden} />
            </div>
          </div>
          <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-muted">
            <span className="font-medium text-fg">
              <ShownStatus row={row} />
            </span>
            <span aria-hidden="true">·</span>
            <span>{t(row.type === 'rent' ? 'Rent' : 'Sale')}</span>
            <span aria-hidden="true">·</span>
            <span>{timeAgo(row.updatedAt, t)}</span>
          </p>
          {/* A line of its own: as a fourth item it wrapped, and left a dot hanging at the line's end. */}
          {row.saves !== undefined && (
            <p className="text-sm text-muted">
              <SavedBy saves={row.saves} />
            </p>
          )}
          <ListingTrend listingId={row._id} views={row.trend} />
          {/* The status a thumb changes most, beside Edit; Delete, which cannot be undone, apart and quiet. */}
          <StatusToggle row={row}>
            <ButtonLink to={`/update-listing/${row._id}`} variant="secondary" aria-label={`${t('Edit')}: ${row.name}`}>
              {t('Edit')}
            </ButtonLink>
          </StatusToggle>
          <div className="flex justify-end">
            <button type="button" onClick={() => onDelete(row)} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-danger hover:bg-danger-soft" aria-label={`${t('Delete')}: ${row.name}`}>
              {t('Delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function MyListingTable({ rows, onDelete, listProps }: RowsProps) {
  const t = useT();
  const textLang = useTextLang();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-surface md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-3">{t('Image')}</th>
            <th scope="col" className="px-3 py-3">{t('Title')}</th>
            <th scope="col" className="px-3 py-3">{t('Type')}</th>
            <th scope="col" className="px-3 py-3">{t('Date Updated')}</th>
            <th scope="col" className="px-3 py-3">{t('Edit')}</th>
            <th scope="col" className="px-3 py-3">{t('Delete')}</th>
          </tr>
        </thead>
        <tbody {...listProps}>
          {rows.map((row) => (
            <tr key={row._id} className="border-t border-line">
              <td className="px-3 py-2">
                {/* The title's link names the listing; this one repeats it for a pointer only. */}
                <Link to={`/listing/${row._id}`} tabIndex={-1} aria-hidden="true">
                  <Thumbnail row={row} className="block h-[53px] w-20" />
                </Link>
              </td>
              <td className="px-3 py-2 font-medium">
                <Link lang={textLang(row.name)} to={`/listing/${row._id}`} className="hover:text-brand">
                  {row.name}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  <SavedBy saves={row.saves} />
                </span>
                <ListingTrend listingId={row._id} views={row.trend} />
                <span className="text-xs">
                  <HiddenBy hidden={row.hidden} />
                </span>
              </td>
              <td className="px-3 py-2">
                {t(row.type === 'rent' ? 'Rent' : 'Sale')}
                <span className="block text-xs text-muted">
                  <ShownStatus row={row} />
                </span>
                <StatusToggle row={row} compact />
              </td>
              <td className="px-3 py-2 text-muted">{timeAgo(row.updatedAt, t)}</td>
              <td className="px-3 py-2">
                <Link to={`/update-listing/${row._id}`} className="inline-flex min-h-11 items-center font-semibold text-brand" aria-label={`${t('Edit')}: ${row.name}`}>
                  {t('Edit')}
                </Link>
              </td>
              <td className="px-3 py-2">
                <button type="button" onClick={() => onDelete(row)} className="inline-flex min-h-11 items-center font-semibold text-danger" aria-label={`${t('Delete')}: ${row.name}`}>
                  {t('Delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
