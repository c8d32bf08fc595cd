// The price markers of the search and agent maps: a pill with the price above each listing's
// point, its popup, and the decluttering that keeps the pills legible. Pills are wider than the
// cluster radius, so two listings far enough apart to stand alone could still draw their prices
// one over the other; the later one in the search's order then shows as a dot (tapped, it opens
// the same popup), and its price comes back when a zoom gives it room.
import L from 'leaflet';
import type { MapPoint } from '../../lib/views/map';
import { pillsThatFit, type Box } from './pill-layout';

// Centred above its point: the icon itself has no size (iconSize null), the label sizes itself.
const PILL_CLASS = 'inline-block -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full border border-white bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand shadow';
// Centred on its point, its text kept for nothing but the pill it turns back into; the
// transparent ring around it (before:) makes a finger-sized target of a small dot.
const DOT_CLASS = 'relative block size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand text-[0px] shadow before:absolute before:-inset-2';

/** A dot sits under the pills around it: it never hides a price. */
const DOT_Z_OFFSET = -1000;
/** The dot's size (size-3.5). */
const DOT_PX = 14;

export interface PriceMarker {
  marker: L.Marker;
  /** The pill (or dot): the same element each time Leaflet draws the marker again. */
  label: HTMLElement;
  /** Its size as a pill, measured the last time it was one. */
  pill?: { width: number; height: number };
  dot: boolean;
}

/** `pillText` on the pill; `fullText` (the price as the page writes it) names the marker. */
export function priceMarker(point: MapPoint, pillText: string, fullText: string): PriceMarker {
  const label = document.createElement('span');
  label.className = PILL_CLASS;
  label.textContent = pillText;
  const icon = L.divIcon({ className: 'map-price-marker', html: label, iconSize: null as unknown as L.PointExpression });
  const marker = L.marker([point.latitude, point.longitude], { icon, title: point.name, keyboard: true, riseOnHover: true });
  // A screen reader names the marker by the listing and its price; the title shows on hover.
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', `${point.name}, ${fullText}`));
  return { marker, label, dot: false };
}

/** The popup's content, built as elements: a title is user text, never HTML. */
export function popupContent(point: MapPoint, priceText: string, linkText: string) {
  const box = document.createElement('div');
  box.className = 'flex flex-col gap-1';
  const title = document.createElement('strong');
  title.textContent = point.name;
  const price = document.createElement('span');
  price.textContent = priceText;
  const link = document.createElement('a');
  link.href = `/listing/${point._id}`;
  link.textContent = linkText;
  box.append(title, price, link);
  return box;
}

function showAsDot(item: PriceMarker, dot: boolean) {
  // The popup's tip points just above the pill (or the dot): the popup must not cover the price
  // it tells more about. Leaflet reads the anchor each time it places the popup.
  item.marker.options.icon!.options.popupAnchor = [0, dot ? -DOT_PX / 2 : -(item.pill?.height ?? 0)];
  if (item.dot === dot) return;
  item.dot = dot;
  item.label.className = dot ? DOT_CLASS : PILL_CLASS;
  item.marker.setZIndexOffset(dot ? DOT_Z_OFFSET : 0);
}

/**
 * Shows each listing standing alone on the map as a pill, or as a dot where its pill would cover
 * a cluster or a pill before it in `items`' order (the search's). Positions come from the points,
 * not from the screen, so this holds while clusters still glide apart; run it whenever the
 * markers on the map change.
 */
export function declutter(map: L.Map, group: L.MarkerClusterGroup, items: PriceMarker[]) {
  const alone: PriceMarker[] = [];
  const clusters = new Set<L.Marker>();
  for (const item of items) {
    const shown = group.getVisibleParent(item.marker) as L.Marker | null;
    if (shown === item.marker) alone.push(item);
    else if (shown) clusters.add(shown);
  }
  // Every size read before any class is written: one layout, not one per marker.
  for (const item of alone) if (!item.dot) item.pill = { width: item.label.offsetWidth, height: item.label.offsetHeight };
  const pills: Box[] = alone.map(({ marker, pill = { width: 0, height: 0 } }) => {
    const at = map.latLngToContainerPoint(marker.getLatLng());
    return { left: at.x - pill.width / 2, top: at.y - pill.height, right: at.x + pill.width / 2, bottom: at.y };
  });
  const circles: Box[] = [...clusters].map((cluster) => {
    const at = map.latLngToContainerPoint(cluster.getLatLng());
    const half = (cluster.getElement()?.offsetWidth ?? 40) / 2;
    return { left: at.x - half, top: at.y - half, right: at.x + half, bottom: at.y + half };
  });
  const fits = pillsThatFit(pills, circles);
  alone.forEach((item, i) => showAsDot(item, !fits[i]));
}
