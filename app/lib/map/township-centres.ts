// The approximate centre of each of the 31 townships (latitude, longitude; WGS 84, the
// coordinates OpenStreetMap uses), the one place they live: the migration that gave every listing
// a place copied them (drizzle/*_listing_location.sql; township-centres.test.ts holds the two
// equal), a listing posted without a pin gets its township's, the listing form's pin starts
// there, and the demo seeder scatters its listings around them.
import type { TownshipSlug } from '../constants';

export type LatLng = readonly [latitude: number, longitude: number];

export const TOWNSHIP_CENTRES: Record<TownshipSlug, LatLng> = {
  ahlone: [16.7857, 96.1306],
  bahan: [16.8131, 96.1561],
  botahtaung: [16.7716, 96.1724],
  dagon: [16.7925, 96.1475],
  'dagon-myothit-east': [16.9005, 96.2254],
  'dagon-myothit-north': [16.8737, 96.1931],
  'dagon-myothit-seikkan': [16.8397, 96.2504],
  'dagon-myothit-south': [16.8508, 96.2188],
  dawbon: [16.7918, 96.1904],
  hlaing: [16.8450, 96.1222],
  hlaingtharya: [16.8710, 96.0600],
  insein: [16.8937, 96.1031],
  kamayut: [16.8254, 96.1307],
  kyauktada: [16.7741, 96.1590],
  kyaemyindaing: [16.8033, 96.1238],
  lanmadaw: [16.7795, 96.1470],
  latha: [16.7760, 96.1525],
  mayangone: [16.8653, 96.1401],
  mingalardon: [16.9371, 96.1229],
  'mingalar-taung-nyunt': [16.7917, 96.1705],
  'north-okkalapa': [16.9040, 96.1703],
  pabedan: [16.7767, 96.1558],
  pazundaung: [16.7826, 96.1772],
  sanchaung: [16.8046, 96.1343],
  shwepyithar: [16.9693, 96.0806],
  'south-okkalapa': [16.8510, 96.1810],
  tamwe: [16.8108, 96.1750],
  thanlyin: [16.7642, 96.2504],
  thingangyun: [16.8302, 96.1927],
  thaketa: [16.7975, 96.2114],
  yankin: [16.8370, 96.1624],
};

/** The centre of a township, or of Yangon for anything else (a blank or unknown township). */
export function townshipCentre(slug: unknown): LatLng {
  return (TOWNSHIP_CENTRES as Record<string, LatLng | undefined>)[String(slug)] ?? YANGON_CENTRE;
}

/** Where a map of all of Yangon starts: the city's centre (Sule Pagoda is at 16.7747, 96.1588). */
export const YANGON_CENTRE: LatLng = [16.7967, 96.1610];
