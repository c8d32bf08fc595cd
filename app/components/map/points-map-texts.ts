// The texts of a map of listings, in the page's language.
import { effectivePrice, formatPrice } from '../../lib/format-price';
import { useMapTexts } from '../../lib/map-texts';
import { useT } from '../../lib/root-data';
import type { MapPoint } from '../../lib/views/map';

/**
 * The texts of a map of listings (the search's, an agent's), as components/map/leaflet-maps.ts's
 * pointsMap takes them: the pill says the price alone ('/ month' on every pill of a rent search
 * made them too wide to sit side by side on a phone); the popup and the marker's name keep it.
 */
export function usePointsMapTexts() {
  const t = useT();
  const pillText = (point: MapPoint) => formatPrice(effectivePrice(point), point.currency, t);
  const priceText = (point: MapPoint) => `${pillText(point)}${point.type === 'rent' ? ` ${t('/ month')}` : ''}`;
  return { pillText, priceText, linkText: t('View listing'), texts: useMapTexts() };
}
