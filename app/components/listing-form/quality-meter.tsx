// The listing's quality score as the lister writes it (lib/quality-score.ts, the same function the
// server stores it with): the score out of 100, a bar, and the one step that raises it most. It
// reads the form it sits in on every edit, including the fields scripts fill (photos, the pin, the
// description), which change without an input event: a MutationObserver sees those.
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../lib/format-number';
import { qualityScore, type PriceRange, type QualityInput } from '../../lib/quality-score';
import { useT } from '../../lib/root-data';
import type { ListingView } from '../../lib/views/listing-view';

const numberOf = (value: FormDataEntryValue | null) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The score's input as the form holds it now; the listing counts as updated by the save. */
export function qualityInputOf(form: HTMLFormElement, ranges: Record<string, PriceRange>): QualityInput {
  const data = new FormData(form);
  const township = textOf(data.get('township'));
  const type = textOf(data.get('type')) || 'rent';
  return {
    photos: data.getAll('imageUrls').filter((url) => typeof url === 'string' && url !== '').length,
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
    changedAt: null,
    priceRange: ranges[`${type}:${township}`] ?? null,
  };
}

export function QualityMeter({ initial, ranges }: { initial: QualityInput; ranges: Record<string, PriceRange> }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState(() => qualityScore(initial));
  const rangesRef = useRef(ranges);
  rangesRef.current = ranges;

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // After the event: React updates the fields it controls once the event has reached its root.
    const read = () => {
      clearTimeout(pending);
      pending = setTimeout(() => setResult(qualityScore(qualityInputOf(form, rangesRef.current))), 0);
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

/** The score's input before the form is read: the listing being updated, or an empty one. */
export function initialQualityInput(listing: ListingView | undefined, ranges: Record<string, PriceRange>): QualityInput {
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
    changedAt: null,
    priceRange: listing ? (ranges[`${listing.type}:${listing.township}`] ?? null) : null,
  };
}
