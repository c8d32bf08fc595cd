// What a visitor decides on at a glance, under the price: the kind of property, its rooms and its
// area (the features section below has the full list). Rooms only when the listing has them.
import type { ListingView } from '../../lib/views/listing-view';
import { formatNumber } from '../../lib/format-number';
import { useT } from '../../lib/root-data';
import { bathroomsLabel, bedroomsLabel } from '../../lib/room-labels';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { Area, Bath, Bed, Home } from '../ui/icons';

type Facts = Pick<ListingView, 'propertyType' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'landSquareFeet'>;

export function KeyFacts({ listing }: { listing: Facts }) {
  const t = useT();
  const propertyType = usePropertyTypeLabel();
  const area = listing.squareFeet || listing.landSquareFeet;
  const item = 'flex items-center gap-1.5';
  return (
    <ul aria-label={t('Key facts')} className="flex flex-wrap gap-x-5 gap-y-2 font-medium text-fg">
      <li className={item}>
        <Home size={18} className="shrink-0 text-muted" />
        {propertyType(listing.propertyType)}
      </li>
      {!!listing.bedrooms && (
        <li className={item}>
          <Bed size={18} className="shrink-0 text-muted" />
          {bedroomsLabel(t, listing.bedrooms)}
        </li>
      )}
      {!!listing.bathrooms && (
        <li className={item}>
          <Bath size={18} className="shrink-0 text-muted" />
          {bathroomsLabel(t, listing.bathrooms)}
        </li>
      )}
      {!!area && (
        <li className={item}>
          <Area size={18} className="shrink-0 text-muted" />
          {t('{n} sq ft', { n: formatNumber(area) })}
        </li>
      )}
    </ul>
  );
}
