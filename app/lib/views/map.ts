// What the maps receive: the tiles to draw (MAP_TILE_URL, MAP_ATTRIBUTION) and the listings to pin.

/** A Leaflet tile URL template (`{z}/{x}/{y}`, optionally `{s}`) and its attribution (HTML). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** A listing as a marker: where, what it costs, and enough to name it in a popup. */
export interface MapPoint {
  _id: string;
  name: string;
  latitude: number;
  longitude: number;
  type: 'rent' | 'sale';
  offer: boolean;
  regularPrice: number;
  discountPrice: number | null;
  currency: string;
}

/** GET /map-points: the markers of a search or of an agent's listings. */
export interface MapPointsAnswer {
  points: MapPoint[];
  /** True when more listings matched than the map shows (MAP_POINTS_CAP). */
  capped: boolean;
  tiles: MapTiles;
}

/** What a map's fetcher of /map-points holds: the answer, a refusal's message, or no answer at all. */
export type MapPointsData = MapPointsAnswer | { error: string } | { failed: true };
