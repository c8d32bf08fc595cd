import type { ListingView } from '../../lib/views/listing-view';
import { effectivePrice, formatPrice, otherCurrencyPrice } from '../../lib/format-price';
import { useT } from '../../lib/root-data';

type Priced = Pick<ListingView, 'offer' | 'regularPrice' | 'discountPrice' | 'currency' | 'type' | 'priceLakh' | 'priceUsd'>;

/**
 * The price with its currency, '/ month' for rent, the regular price struck out on an offer, and
 * about how much in the other currency. With `shown` (the currency the reader searched in), a price
 * listed in the other one leads in the reader's, the lister's following as 'listed at'.
 */
export function Price({ listing, large = false, shown }: { listing: Priced; large?: boolean; shown?: string }) {
  const t = useT();
  const price = effectivePrice(listing);
  const discounted = price !== listing.regularPrice;
  const other = otherCurrencyPrice(listing);
  const converted = other !== null && shown === other.currency;
  const lead = converted ? formatPrice(other.value, other.currency, t) : formatPrice(price, listing.currency, t);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-brand ${large ? 'text-3xl' : 'text-lg'}`}>{lead}</span>
      {listing.type === 'rent' && <span className="text-sm text-muted">{t('/ month')}</span>}
      {other && (
        <span className="text-xs text-muted">
          {converted ? t('listed at {price}', { price: formatPrice(price, listing.currency, t) }) : t('about {price}', { price: formatPrice(other.value, other.currency, t) })}
        </span>
      )}
      {discounted && (
        <>
          <span className="text-sm text-muted line-through">
            <span className="sr-only">{t('Regular price')} </span>
            {formatPrice(listing.regularPrice, listing.currency, t)}
          </span>
          {large && (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
              {t('{amount} discount', { amount: formatPrice(listing.regularPrice - price, listing.currency, t) })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
