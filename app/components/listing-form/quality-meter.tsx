// The listing's quality score as the lister writes it (lib/quality-score.ts, the same function the
// server stores it with): the score out of 100, a bar, and the one step that raises it most. It
// reads the form it sits in on every edit, including the fields scripts fill (photos, the pin, the
// description), which change without an input event: a MutationObserver sees those.
//
// The freshness points are counted as the save will give them: on a new listing, or when the form
// holds a real change (lib/real-change.ts, the server's rule); a listing saved unchanged keeps the
// date of its last real change, so a stale one shows the step that would make it fresh.
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../lib/format-number';
import { qualityScore, type PriceRange, type QualityInput } from '../../lib/quality-score';
import { isRealChange } from '../../lib/real-change';
import { useT } from '../../lib/root-data';
import type { ListingView } from '../../lib/views/listing-view';

const numberOf = (value: FormDataEntryValue | null) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The listing being updated as it was loaded, and its last real change (ISO 8601). */
export interface SavedListing {
  listing: ListingView;
  changedAt: string;
}

type FormValues = Pick<FormData, 'get' | 'getAll' | 'has'>;

const photosOf = (data: FormValues) => data.getAll('imageUrls').filter((url): url is string => typeof url === 'string' && url !== '');

/**
 * The listing's last real change once the form is saved: null (saving makes it fresh) for a new
 * listing or a form holding a real change, else the date it already had. A field the form does not
 * send (the status on some forms, the discount outside an admin's) is the one saved.
 */
export function changedAtOnSave(data: FormValues, saved: SavedListing | undefined): Date | null {
  if (!saved) return null;
  const { listing } = saved;
  const typed = {
    regularPrice: numberOf(data.get('regularPrice')) ?? Number.NaN,
    discountPrice: data.has('discountPrice') ? numberOf(data.get('discountPrice')) : listing.discountPrice,
    currency: textOf(data.get('currency')),
    name: textOf(data.get('name')),
    description: textOf(data.get('description')),
    address: textOf(data.get('address')),
    propertyStatus: data.has('propertyStatus') ? textOf(data.get('propertyStatus')) : listing.propertyStatus,
    imageUrls: photosOf(data),
  };
  return isRealChange(listing, typed) ? null : new Date(saved.changedAt);
}

/** The score's input from the form's values now. */
function qualityInputFrom(data: FormValues, ranges: Record<string, PriceRange>, saved?: SavedListing): QualityInput {
  const township = textOf(data.get('township'));
  const type = textOf(data.get('type')) || 'rent';
  return {
    photos: photosOf(data).length,
    title: textOf(data.get('name')),
    description: textOf(data.get('description')),
    township,
    latitude: numberOf(data.get('latitude')),
    longitude: numberOf(data.get('longitude')),
    propertyType: textOf(data.get('propertyType')),
    squareFeet: numberOf(data.get('squareFeet')),
    landSquareFeet: numberOf(data.get('landSquareFeet')),
    bedrooms: numberOf(data.get('bedrooms')),
    bathrooms: numberOf(data.get('bathrooms')),
    regularPrice: numberOf(data.get('regularPrice')),
    currency: textOf(data.get('currency')),
    viber: textOf(data.get('viber')) || null,
    whatsapp: textOf(data.get('whatsapp')) || null,
    messenger: textOf(data.get('messenger')) || null,
    changedAt: changedAtOnSave(data, saved),
    priceRange: ranges[`${type}:${township}`] ?? null,
  };
}

export function QualityMeter({ initial, ranges, saved }: { initial: QualityInput; ranges: Record<string, PriceRange>; saved?: SavedListing }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState(() => qualityScore(initial));
  const rangesRef = useRef(ranges);
  rangesRef.current = ranges;
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // After the event: React updates the fields it controls once the event has reached its root.
    const read = () => {
      clearTimeout(pending);
      pending = setTimeout(() => setResult(qualityScore(qualityInputFrom(new FormData(form), rangesRef.current, savedRef.current))), 0);
    };
    read();
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    const observer = new MutationObserver(read);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    return () => {
      clearTimeout(pending);
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
      observer.disconnect();
    };
  }, []);

  const { score, next } = result;
  return (
    <div ref={ref} className="rounded-xl border border-line bg-surface p-4" data-quality-score={score}>
      <div className="flex items-baseline justify-between gap-3">
        <span id="quality-label" className="text-sm font-semibold text-fg">
          {t('Listing quality')}
        </span>
        <span className="text-lg font-bold text-fg" aria-hidden="true">
          {t('{score} / 100', { score: formatNumber(score) })}
        </span>
      </div>
      <div role="meter" aria-labelledby="quality-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-valuetext={t('{score} / 100', { score: formatNumber(score) })} className="mt-2 h-2 overflow-hidden rounded-full bg-line">
        <div className={`h-full rounded-full ${score >= 80 ? 'bg-success' : 'bg-brand'}`} style={{ width: `${score}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted" aria-live="polite" data-quality-next>
        {next ? t(next.text, Object.fromEntries(Object.entries(next.vars).map(([key, value]) => [key, formatNumber(value)]))) : t('Your listing has everything seekers look for.')}
      </p>
    </div>
  );
}

/** The score's input before the form is read: the listing being updated (unchanged yet: its own last change), or an empty one. */
export function initialQualityInput(listing: ListingView | undefined, ranges: Record<string, PriceRange>, changedAt?: string): QualityInput {
  return {
    photos: listing?.imageUrls.length ?? 0,
    title: listing?.name ?? '',
    description: listing?.description ?? '',
    township: listing?.township ?? '',
    latitude: listing?.latitude ?? null,
    longitude: listing?.longitude ?? null,
    propertyType: listing?.propertyType ?? '',
    squareFeet: listing?.squareFeet ?? null,
    landSquareFeet: listing?.landSquareFeet ?? null,
    bedrooms: listing?.bedrooms ?? null,
    bathrooms: listing?.bathrooms ?? null,
    regularPrice: listing?.regularPrice ?? null,
    currency: listing?.currency ?? 'USD',
    viber: listing?.viber ?? null,
    whatsapp: listing?.whatsapp ?? null,
    messenger: listing?.messenger ?? null,
    changedAt: listing && changedAt ? new Date(changedAt) : null,
    priceRange: listing ? (ranges[`${listing.type}:${listing.township}`] ?? null) : null,
  };
}
