// A listing's key numbers as the cards show them: bedrooms, bathrooms and area, each only when
// the listing has it (land has no bedrooms).
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
  const area = listing.squareFeet ?? listing.landSquareFeet;
  return (
    <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted">
      {listing.bedrooms !== null && listing.bedrooms > 0 && (
        <li className="flex items-center gap-1">
          <Bed size={16} className="shrink-0" />
          {bedroomsLabel(t, listing.bedrooms)}
        </li>
      )}
      {listing.bathrooms !== null && listing.bathrooms > 0 && (
        <li className="flex items-center gap-1">
          <Bath size={16} className="shrink-0" />
          {bathroomsLabel(t, listing.bathrooms)}
        </li>
      )}
      {area !== null && area > 0 && (
        <li className="flex items-center gap-1">
          <Area size={16} className="shrink-0" />
          {t('{n} sq ft', { n: formatNumber(area) })}
        </li>
      )}
    </ul>
  );
}
