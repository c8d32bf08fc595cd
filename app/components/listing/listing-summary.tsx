// The facts a visitor looks for first: what and where, the price, the rooms and area, who sells
// and how to reach them (call, SMS and the chat apps they answer on).
import type { ListingView } from '../../lib/views/listing-view';
import { formatPrice } from '../../lib/format-price';
import { formatReference } from '../../lib/listing-reference';
import { pricePerSquareFoot } from '../../lib/price-per-area';
import { useT, useTextLang } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { ContactButtons } from '../ui/contact-buttons';
import { Eye, Pin } from '../ui/icons';
import { KeyFacts } from './key-facts';
import { Price } from './price';
import { SaveButton } from './save-button';
import { usePageViews } from './use-page-views';
import { formatNumber } from '../../lib/format-number';
import { preloadBurmeseFontFor } from '../../lib/burmese-font';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Whether an address already names the township ("…, Mingalardon"): then it is not said twice. */
export function namesTownship(address: string, township: string): boolean {
  return address.toLocaleLowerCase().includes(township.toLocaleLowerCase());
}

export function ListingSummary({ listing, townshipName, own = false, priceReduced = false }: { listing: ListingView; townshipName: string; own?: boolean; priceReduced?: boolean }) {
  // A rented-out or sold home says so where 'For Rent' would be, and offers no call (listing.tsx offers similar homes).
  const closed = listing.propertyStatus !== 'Still Available';
  const t = useT();
  const textLang = useTextLang();
  const views = usePageViews(listing._id);
  const perSquareFoot = pricePerSquareFoot(listing);
  // The title is the page's first large text, in bold: a Burmese one asks for the bold Burmese
  // face at once (on a Burmese page root.tsx has asked for it already).
  preloadBurmeseFontFor(listing.name, 'bold');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {closed ? (
          <span className={`${badge} bg-fg text-surface`}>{t(listing.propertyStatus)}</span>
        ) : (
          <span className={`${badge} bg-brand text-on-brand`}>{listing.type === 'rent' ? t('For Rent') : t('For Sale')}</span>
        )}
        {listing.offer && <span className={`${badge} border border-accent text-accent`}>{t('Premium Ad')}</span>}
        {priceReduced && <span className={`${badge} bg-success-soft text-success`} data-price-reduced>{t('Price reduced')}</span>}
        <span className={`${badge} border border-line text-muted`}>{t(listing.status === 'Owner' ? 'Owner' : 'Agent')}</span>
      </div>
      {/* On wide screens the summary is a column beside the photos: a smaller title keeps the price in view. */}
      <h1 lang={textLang(listing.name)} className="text-2xl font-bold leading-tight tracking-tight text-fg sm:text-3xl lg:text-2xl">
        {listing.name}
      </h1>
      <p className="flex items-start gap-1.5 text-muted">
        <Pin size={18} className="mt-0.5 shrink-0" />
        <span lang={textLang(listing.address)}>
          {listing.address}
          {!namesTownship(listing.address, townshipName) && (
            <>
              {' · '}
              <span className="font-medium text-fg">{townshipName}</span>
            </>
          )}
        </span>
      </p>
      <Price listing={listing} large />
      {perSquareFoot !== null && (
        <p className="-mt-2 text-sm text-muted">
          {t('{price} per sq ft', { price: formatPrice(perSquareFoot.value, perSquareFoot.currency, t) })}
          {listing.type === 'rent' && ` ${t('/ month')}`}
        </p>
      )}
      <KeyFacts listing={listing} />
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <div className="flex gap-1">
          <dt>{t('Reference')}:</dt>
          <dd className="font-medium text-fg">{formatReference(listing.refNo)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('Seller status')}:</dt>
          <dd className="font-medium text-fg">{t(listing.status === 'Owner' ? 'Owner' : 'Agent')}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <Eye size={16} />
            <span className="sr-only">{t('Views')}</span>
          </dt>
          {/* The count arrives after hydration (use-page-views.ts). Its box is as wide as a count of
              five digits (tabular, all as wide) from the first paint, so nothing moves when it does:
              the width comes from generated text, which no reader, even one without CSS, gets as a number. */}
          <dd
            aria-live="polite"
            data-width-of={t('{n} views', { n: '00,000' })}
            className="grid tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-width-of)]"
          >
            {typeof views === 'number' ? (
              <span className="col-start-1 row-start-1">{views === 1 ? t('1 view') : t('{n} views', { n: formatNumber(views) })}</span>
            ) : (
              <span className="col-start-1 row-start-1 flex items-center" data-views-placeholder>
                <span aria-hidden="true" className="h-[0.8em] w-full rounded-sm bg-line" />
                {/* Said while counting; a count that failed leaves no word rather than a wrong number. */}
                {views === 'counting' && <span className="sr-only">{t('Loading...')}</span>}
              </span>
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('Updated')}:</dt>
          {/* Relative time differs by a few seconds between server and browser render. */}
          <dd suppressHydrationWarning>{timeAgo(listing.updatedAt, t)}</dd>
        </div>
      </dl>
      {/* The lister on their own listing has its panel (Edit, state) next: calling or saving themselves is no use. */}
      {!own && (
        <>
          {!closed && <ContactButtons phone={listing.phone} chats={listing} className="sm:max-w-sm" tap={{ target: 'listing', id: listing._id }} />}
          <SaveButton listingId={listing._id} title={listing.name} variant="labelled" />
        </>
      )}
    </div>
  );
}
