// A listing's key numbers as the cards show them: bedrooms, bathrooms and area, each only when
// the listing has it. Land has no rooms and no floor area: its card says the plot's size, as
// land, and a listing with no numbers at all gets no (empty) row.
import { formatNumber } from '../../lib/format-number';
import type { T } from '../../lib/i18n';
import { useT } from '../../lib/root-data';
import { bathroomsLabel, bedroomsLabel } from '../../lib/room-labels';
import { Area, Bath, Bed } from '../ui/icons';

interface Facts {
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  landSquareFeet: number | null;
}

/** The facts a listing has, in the cards' order, as words ('2 beds', '1,200 sq ft'). */
export function listingFacts(t: T, listing: Facts): { kind: 'beds' | 'baths' | 'area'; text: string }[] {
  const facts: { kind: 'beds' | 'baths' | 'area'; text: string }[] = [];
  if (listing.bedrooms !== null && listing.bedrooms > 0) facts.push({ kind: 'beds', text: bedroomsLabel(t, listing.bedrooms) });
  if (listing.bathrooms !== null && listing.bathrooms > 0) facts.push({ kind: 'baths', text: bathroomsLabel(t, listing.bathrooms) });
  if (listing.squareFeet !== null && listing.squareFeet > 0) facts.push({ kind: 'area', text: t('{n} sq ft', { n: formatNumber(listing.squareFeet) }) });
  else if (listing.landSquareFeet !== null && listing.landSquareFeet > 0) facts.push({ kind: 'area', text: t('{n} sq ft of land', { n: formatNumber(listing.landSquareFeet) }) });
  return facts;
}

const ICONS = { beds: Bed, baths: Bath, area: Area };

export function ListingFacts({ listing }: { listing: Facts }) {
  const t = useT();
  const facts = listingFacts(t, listing);
  if (!facts.length) return null;
  return (
    <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted">
      {facts.map(({ kind, text }) => {
        const Icon = ICONS[kind];
        return (
          <li key={kind} className="flex items-center gap-1">
            <Icon size={16} className="shrink-0" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
