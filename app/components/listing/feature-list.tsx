// What the property has. Numbers the lister left empty (or the property type hides, such as
// rooms on land) are not shown; amenities are listed when present.
import type { ListingView } from '../../lib/views/listing-view';
import { useT } from '../../lib/root-data';
import { usePropertyTypeLabel } from '../../lib/use-property-type-label';
import { Check } from '../ui/icons';
import { formatNumber } from '../../lib/format-number';

export function FeatureList({ listing }: { listing: ListingView }) {
  const t = useT();
  const propertyType = usePropertyTypeLabel();
  const facts: [label: string, value: string | null][] = [
    [t('Property type'), propertyType(listing.propertyType)],
    [t('Bedrooms'), listing.bedrooms === null ? null : String(listing.bedrooms)],
    [t('Bathrooms'), listing.bathrooms === null ? null : String(listing.bathrooms)],
    [t('Living area'), listing.squareFeet === null ? null : t('{n} sq ft', { n: formatNumber(listing.squareFeet) })],
    [t('Land area'), listing.landSquareFeet === null ? null : t('{n} sq ft', { n: formatNumber(listing.landSquareFeet) })],
  ];
  const amenities: [present: boolean, label: string][] = [
    [listing.parking, t('Parking')],
    [listing.furnished, t('Furnished')],
    [listing.swimmingPool, t('Swimming pool')],
    [listing.gym, t('Gym')],
    [listing.generator, t('24/7 backup generator')],
  ];
  const present = amenities.filter(([has]) => has);

  return (
    <section aria-labelledby="features-heading" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="features-heading" className="mb-3 text-lg font-semibold text-fg">
        {t('Features')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-semibold text-fg">{value}</dd>
            </div>
          ))}
      </dl>
      {present.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-2 border-t border-line pt-4 sm:grid-cols-3" aria-label={t('Amenities')}>
          {present.map(([, label]) => (
            <li key={label} className="flex items-center gap-2 text-sm text-fg">
              <Check size={16} className="shrink-0 text-success" />
              {label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
