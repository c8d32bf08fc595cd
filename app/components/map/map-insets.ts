// What covers a map's edges, and how far a popup must move to stay clear of it. Leaflet's own
// popup autoPan knows only the map's edges: on a phone a popup opened near the top slid under the
// zoom buttons (and the 'Search this area' button beside them), or under the sticky header when
// the page had scrolled the map's top beneath it.
import type L from 'leaflet';

/** Room left between a popup (or a framed marker) and whatever covers the map. */
export const GAP_PX = 8;

/**
 * How far in from the map's top and bottom edges Leaflet's controls reach: the zoom buttons at the
 * top, the attribution at the bottom. The results map's own buttons over its top (components/
 * search/results-map.tsx) are no taller than the zoom buttons.
 */
export function controlInsets(container: HTMLElement): { top: number; bottom: number } {
  const frame = container.getBoundingClientRect();
  let top = 0;
  let bottom = 0;
  for (const control of container.querySelectorAll('.leaflet-top .leaflet-control')) top = Math.max(top, control.getBoundingClientRect().bottom - frame.top);
  for (const control of container.querySelectorAll('.leaflet-bottom .leaflet-control')) bottom = Math.max(bottom, frame.bottom - control.getBoundingClientRect().top);
  return { top, bottom };
}

/** How much of the map's top the page's sticky header covers now (0 unless the page has scrolled the map under it). */
function headerOverlap(container: HTMLElement): number {
  // The page's own header (components/layout/header.tsx) is the document's first.
  const header = document.querySelector('header');
  if (!header || !['sticky', 'fixed'].includes(getComputedStyle(header).position)) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom - container.getBoundingClientRect().top);
}

/**
 * The pan (in pixels, as map.panBy takes it) that brings the open popup whole inside the map and
 * clear of its controls and the sticky header; [0, 0] when it already is. The top wins over the
 * bottom: a popup's title is at its top.
 */
export function popupPan(map: L.Map, popup: L.Popup): [number, number] {
  const element = popup.getElement();
  if (!element) return [0, 0];
  const container = map.getContainer();
  const frame = container.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const insets = controlInsets(container);
  // Never more than half the map: a map mostly scrolled away still shows its popup somewhere.
  const top = frame.top + Math.min(Math.max(insets.top, headerOverlap(container)), frame.height / 2) + GAP_PX;
  const bottom = frame.bottom - insets.bottom - GAP_PX;
  const left = frame.left + GAP_PX;
  const right = frame.right - GAP_PX;
  let dx = 0;
  let dy = 0;
  if (box.right > right) dx = box.right - right;
  if (box.left - dx < left) dx = box.left - left;
  if (box.bottom > bottom) dy = box.bottom - bottom;
  if (box.top - dy < top) dy = box.top - top;
  return [Math.round(dx), Math.round(dy)];
}
