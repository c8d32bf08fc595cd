// A listing's key numbers as the cards show them: bedrooms, bathrooms and area, each only when
// the listing has it. Land has no rooms and no floor area: its card says the plot's size, as
// land, and a listing with no numbers at all gets no (empty) row.
import { formatNumber } from '../../lib/format-number';
import { useT } from '../../lib/root-data';
import { bathroomsLabel, bedroomsLabel } from '../../lib/room-labels';
import { Area, Bath, Bed } from '../ui/icons';

interface Facts {
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  landSquareFeet: number | null;
}

export function ListingFacts({ listing }: { listing: Facts }) {
  const t = useT();
  const beds = listing.bedrooms !== null && listing.bedrooms > 0 ? listing.bedrooms : null;
  const baths = listing.bathrooms !== null && listing.bathrooms > 0 ? listing.bathrooms : null;
  const living = listing.squareFeet !== null && listing.squareFeet > 0 ? listing.squareFeet : null;
  const land = living === null && listing.landSquareFeet !== null && listing.landSquareFeet > 0 ? listing.landSquareFeet : null;
  if (beds === null && baths === null && living === null && land === null) return null;
  return (
    <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted">
      {beds !== null && (
        <li className="flex items-center gap-1">
          <Bed size={16} className="shrink-0" />
          {bedroomsLabel(t, beds)}
        </li>
      )}
      {baths !== null && (
        <li className="flex items-center gap-1">
          <Bath size={16} className="shrink-0" />
          {bathroomsLabel(t, baths)}
        </li>
      )}
      {living !== null && (
        <li className="flex items-center gap-1">
          <Area size={16} className="shrink-0" />
          {t('{n} sq ft', { n: formatNumber(living) })}
        </li>
      )}
      {land !== null && (
        <li className="flex items-center gap-1">
          <Area size={16} className="shrink-0" />
          {t('{n} sq ft of land', { n: formatNumber(land) })}
        </li>
      )}
    </ul>
  );
}
