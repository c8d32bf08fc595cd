// Every map of the portal, drawn with Leaflet. This module (with Leaflet, its marker clustering
// and their CSS) is loaded by import() only when a map is about to show (load-maps.ts), so no
// page carries it on its first visit. The React side (the search, listing, agent and form maps)
// hands it translated texts and callbacks.
import L from 'leaflet';
import 'leaflet.markercluster';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?url';
import clusterThemeCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css?url';
import { townshipCentre, YANGON_CENTRE, type LatLng } from '../../lib/map/township-centres';
import type { MapBounds } from '../../lib/schemas/search';
import type { MapPoint, MapTiles } from '../../lib/views/map';
import { controlInsets, GAP_PX, popupPan } from './map-insets';
import type { MapTexts } from '../../lib/map-texts';
import { declutter, popupContent, priceMarker, type PriceMarker } from './price-markers';

export { townshipCentre };

/** Zoom of a whole-city map, and of one home's street. */
const CITY_ZOOM = 11;
const STREET_ZOOM = 15;

/**
 * Leaflet's styles, linked when the first map is drawn. As URLs rather than CSS imports: a CSS
 * import would make every page that can open a map list the stylesheet beside this module in its
 * own script (the bundler's preload table), bytes the listing page's budget has no room for.
 */
let stylesLoaded: Promise<void> | undefined;

/**
 * Links the styles once and resolves when the browser has them (or gave up on one): a map drawn
 * before them lays its controls and markers out unstyled, then jumps (a layout shift).
 */
export function stylesReady(): Promise<void> {
  stylesLoaded ??= Promise.all(
    [leafletCss, clusterCss, clusterThemeCss].map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
  return stylesLoaded;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function baseMap(element: HTMLElement, tiles: MapTiles, texts: MapTexts, options: L.MapOptions = {}) {
  void stylesReady();
  // Leaflet's zoom buttons are titled in English; ours in the page's language.
  const map = L.map(element, { center: [...YANGON_CENTRE], zoom: CITY_ZOOM, ...options, zoomControl: false });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  // Leaflet's own credit (its flag and name) kept as it is, with its English title translated.
  const prefix = (L.Control.Attribution.prototype as L.Control.Attribution).options.prefix;
  if (typeof prefix === 'string') map.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, `title="${escapeHtml(texts.leafletTitle)}"`));
  map.on('popupopen', ({ popup }) => popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup));
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  return map;
}

export interface PointsMapOptions {
  tiles: MapTiles;
  /** The price as the page writes it (lib/format-price.ts, in the reader's language). */
  priceText: (point: MapPoint) => string;
  /** The price on the marker's pill, shorter than `priceText` (which the popup shows). */
  pillText: (point: MapPoint) => string;
  /** Leaflet's controls in the page's language (lib/map-texts.ts). */
  texts: MapTexts;
  /** The popup's link to the listing ('View listing'). */
  linkText: string;
  /** Called when the reader pans or zooms (not when the map moves itself). */
  onMove?: () => void;
}

export interface PointsMap {
  /** Shows these markers; frames them, or `area` when given. */
  show(points: MapPoint[], area?: MapBounds): void;
  /** The area on screen, rounded as a search URL keeps it. */
  area(): MapBounds;
  destroy(): void;
}

/**
 * How far a pill reaches from its point: half its width to each side (the widest prices, '1,250
 * lakh MMK' in Burmese, are about 110 px) and its height above. Framing keeps every point this far
 * inside the map, so no pill is cut at the map's edge.
 */
const PILL_REACH = { side: 56, up: 30 };
const FRAME_ZOOM_SNAP = 0.25;

/** A map of many listings with clustered price markers: the search results, an agent's listings. */
export function pointsMap(element: HTMLElement, options: PointsMapOptions): PointsMap {
  const map = baseMap(element, options.tiles, options.texts);
  const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
  map.addLayer(cluster);
  let markers: PriceMarker[] = [];
  const tidy = () => declutter(map, cluster, markers);
  // After a zoom's clusters have split or merged, and as markers enter the map with a pan.
  cluster.on('animationend spiderfied unspiderfied', tidy);
  map.on('moveend', tidy);
  // Moves the map makes itself (framing new results, bringing a popup into view) are not the reader's.
  let framing = false;
  let panningToPopup = false;
  map.on('moveend', () => {
    if (panningToPopup) panningToPopup = false;
    else if (!framing) options.onMove?.();
  });
  const frame = (move: () => void) => {
    framing = true;
    move();
    framing = false;
  };
  map.on('popupopen', ({ popup }) => {
    const [dx, dy] = popupPan(map, popup);
    if (dx === 0 && dy === 0) return;
    panningToPopup = true;
    map.panBy([dx, dy]);
  });
  return {
    show(points, area) {
      // Framed first, then the markers drawn once where they stay: drawn first, every marker
      // would move with the frame, a layout shift of the whole map.
      cluster.clearLayers();
      if (area) frame(() => map.fitBounds([[area.south, area.west], [area.north, area.east]], { animate: false }));
      else if (points.length > 0) {
        // Clear of the zoom buttons and the attribution too, not only of the map's edges.
        const insets = controlInsets(element);
        const side = PILL_REACH.side + GAP_PX;
        // At a quarter zoom step: in whole steps, that padding often left a phone's map at half
        // the scale it had room for. The reader's next zoom lands on a whole step again (crisp tiles).
        map.options.zoomSnap = FRAME_ZOOM_SNAP;
        frame(() =>
          map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
            paddingTopLeft: [side, insets.top + GAP_PX + PILL_REACH.up],
            paddingBottomRight: [side, insets.bottom + GAP_PX],
            maxZoom: STREET_ZOOM,
            animate: false,
          }),
        );
        map.options.zoomSnap = 1;
      }
      markers = points.map((point) => {
        const price = options.priceText(point);
        const item = priceMarker(point, options.pillText(point), price);
        // Panned by popupPan, which knows what covers the map, rather than by Leaflet.
        item.marker.bindPopup(() => popupContent(point, price, options.linkText), { autoPan: false, maxWidth: 240 });
        return item;
      });
      cluster.addLayers(markers.map((item) => item.marker));
      tidy();
    },
    area() {
      const b = map.getBounds();
      const round = (n: number) => Math.round(n * 1e5) / 1e5;
      return { south: round(b.getSouth()), west: round(b.getWest()), north: round(b.getNorth()), east: round(b.getEast()) };
    },
    destroy: () => map.remove(),
  };
}

/** One listing's place, on its page. */
export function placeMap(element: HTMLElement, { tiles, point, title, texts }: { tiles: MapTiles; point: LatLng; title: string; texts: MapTexts }) {
  const map = baseMap(element, tiles, texts, { center: [...point], zoom: STREET_ZOOM, scrollWheelZoom: false });
  L.marker([...point], { icon: pinIcon(), title, keyboard: false }).addTo(map);
  return { destroy: () => map.remove() };
}

function pinIcon() {
  const pin = document.createElement('span');
  pin.className = 'block size-6 rounded-full rounded-br-none border-2 border-white bg-danger shadow-md rotate-45';
  return L.divIcon({ className: 'map-pin', html: pin, iconSize: [24, 24], iconAnchor: [12, 24] });
}

export interface PinMapOptions {
  tiles: MapTiles;
  start: LatLng;
  /** The pin's name ('Where the property is'). */
  title: string;
  onMove: (place: LatLng) => void;
  /** Leaflet's controls in the page's language (lib/map-texts.ts). */
  texts: MapTexts;
}

/** How far one arrow key press moves the pin, in screen pixels. */
const KEY_STEP_PX = 12;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The listing form's pin: dragged, placed by a tap on the map, or moved with the arrow keys while
 * the map has the focus (+ and - zoom). The map itself does not pan under the arrows: they move
 * the pin, and the map follows it.
 */
export function pinMap(element: HTMLElement, options: PinMapOptions) {
  const map = baseMap(element, options.tiles, options.texts, { center: [...options.start], zoom: STREET_ZOOM - 1, keyboard: false });
  // Leaflet's keyboard handler, off here, is what would put the map in the tab order: without
  // this, Tab skips the map (and its name and help) and lands on its Zoom in button.
  element.tabIndex = 0;
  const pin = L.marker([...options.start], { icon: pinIcon(), title: options.title, draggable: true, keyboard: false, autoPan: true }).addTo(map);
  const rounded = (ll: L.LatLng): LatLng => [Math.round(ll.lat * 1e6) / 1e6, Math.round(ll.lng * 1e6) / 1e6];
  const place = (ll: L.LatLng) => {
    pin.setLatLng(ll);
    options.onMove(rounded(ll));
  };
  pin.on('dragend', () => place(pin.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng));
  element.addEventListener('keydown', (event) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const at = map.latLngToContainerPoint(pin.getLatLng()).add([arrow[0] * KEY_STEP_PX, arrow[1] * KEY_STEP_PX]);
      place(map.containerPointToLatLng(at));
      map.panInside(pin.getLatLng(), { padding: [24, 24] });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      map.zoomIn();
    } else if (event.key === '-') {
      event.preventDefault();
      map.zoomOut();
    }
  });
  return {
    /** Puts the pin (and the map) there without telling onMove: the caller set it. */
    moveTo(to: LatLng) {
      pin.setLatLng([...to]);
      // At once, not panned: a tap while the map still glides would land somewhere else.
      map.setView([...to], map.getZoom(), { animate: false });
    },
    destroy: () => map.remove(),
  };
}
