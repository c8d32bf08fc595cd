// A listing's quality score, 0 to 100: what makes a listing useful to a seeker, each part worth
// its points. One pure function for both sides: the listing form shows it live with the next
// step to raise it, and the server stores it on the listing for the "Recommended" order.
import { ROUGH_LAKH_PER_USD } from './constants';
import { DAY_MS } from './durations';
import { hidesLandArea, hidesLivingArea } from './forms/listing';
import { townshipCentre } from './map/township-centres';
import { plainText } from './plain-text';

export const QUALITY = {
  photosWanted: 5,
  pointsPerPhoto: 5,
  titleMin: 30,
  titleMax: 80,
  descriptionMin: 300,
  freshDays: 30,
  /** A pin closer than this to its township's centre (degrees, about 50 m) reads as never moved. */
  pinTolerance: 0.0005,
} as const;

/** Points of each part; they add up to 100. */
export const QUALITY_POINTS = {
  photos: QUALITY.photosWanted * QUALITY.pointsPerPhoto,
  title: 10,
  description: 15,
  pin: 10,
  size: 10,
  price: 10,
  chat: 10,
  fresh: 10,
} as const;
export type QualityPart = keyof typeof QUALITY_POINTS;

/** A township's usual price per square foot for one type (rent or sale), in lakh MMK, from its own listings. */
export interface PriceRange {
  low: number;
  high: number;
}

export interface QualityInput {
  photos: number;
  title: string;
  /** The description as stored (sanitised HTML) or typed. */
  description: string;
  township: string;
  latitude: number | null;
  longitude: number | null;
  propertyType: string;
  squareFeet: number | null;
  landSquareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  regularPrice: number | null;
  currency: string;
  viber: string | null;
  whatsapp: string | null;
  messenger: string | null;
  /**
   * The listing's last real change (listings.changed_at): its price, photos, words or status.
   * Null when saving will make it fresh: a new listing, or one whose form holds a real change
   * (lib/real-change.ts). A listing saved unchanged keeps its date, and so its age.
   */
  changedAt: Date | null;
  /** The township's range for the listing's type; null when too few listings show one (then any price counts). */
  priceRange: PriceRange | null;
}

export interface QualityStep {
  part: QualityPart;
  /** Points the step adds. */
  points: number;
  /** What to do, a translation key, and its values ('Add {n} more photos: +{points}'). */
  text: string;
  vars: Record<string, number>;
}

export interface QualityScore {
  score: number;
  /** Points earned by each part. */
  parts: Record<QualityPart, number>;
  /** The step that raises the score most (the first in QUALITY_POINTS' order on a tie); null at 100. */
  next: QualityStep | null;
}

const filled = (n: number | null | undefined) => typeof n === 'number' && Number.isFinite(n) && n > 0;
const given = (n: number | null | undefined) => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** A price in lakh MMK whatever its currency, as the search's price order reads it. */
export const priceInLakh = (price: number, currency: string) => (currency === 'USD' ? price * ROUGH_LAKH_PER_USD : price);

/** The price per square foot (lakh MMK) the township's range is compared with: of the floor area, else of the plot. */
export function lakhPerSquareFoot(input: Pick<QualityInput, 'regularPrice' | 'currency' | 'squareFeet' | 'landSquareFeet'>): number | null {
  const area = filled(input.squareFeet) ? input.squareFeet! : filled(input.landSquareFeet) ? input.landSquareFeet! : null;
  if (!area || !filled(input.regularPrice)) return null;
  return priceInLakh(input.regularPrice!, input.currency) / area;
}

/** Area and rooms as the property type asks for them: land its plot, a home its floor area, bedrooms and bathrooms. */
function sizeFilled(input: QualityInput): boolean {
  if (hidesLivingArea(input.propertyType)) return filled(input.landSquareFeet);
  const home = filled(input.squareFeet) && given(input.bedrooms) && given(input.bathrooms);
  return hidesLandArea(input.propertyType) || input.propertyType === '' ? home : home && filled(input.landSquareFeet);
}

function pinMoved(input: QualityInput): boolean {
  if (input.latitude === null || input.longitude === null || !Number.isFinite(input.latitude) || !Number.isFinite(input.longitude)) return false;
  const [lat, lng] = townshipCentre(input.township);
  return Math.abs(input.latitude - lat) > QUALITY.pinTolerance || Math.abs(input.longitude - lng) > QUALITY.pinTolerance;
}

function priceFits(input: QualityInput): boolean {
  const perFoot = lakhPerSquareFoot(input);
  if (perFoot === null) return false;
  return !input.priceRange || (perFoot >= input.priceRange.low && perFoot <= input.priceRange.high);
}

export function qualityScore(input: QualityInput, now: Date = new Date()): QualityScore {
  const photos = Math.min(Math.max(Math.floor(input.photos), 0), QUALITY.photosWanted);
  const titleLength = input.title.trim().length;
  const descriptionLength = plainText(input.description).length;
  const fresh = input.changedAt === null || now.getTime() - input.changedAt.getTime() < QUALITY.freshDays * DAY_MS;
  const earned = (part: QualityPart, yes: boolean) => (yes ? QUALITY_POINTS[part] : 0);
  const parts: Record<QualityPart, number> = {
    photos: photos * QUALITY.pointsPerPhoto,
    title: earned('title', titleLength >= QUALITY.titleMin && titleLength <= QUALITY.titleMax),
    description: earned('description', descriptionLength >= QUALITY.descriptionMin),
    pin: earned('pin', pinMoved(input)),
    size: earned('size', sizeFilled(input)),
    price: earned('price', priceFits(input)),
    chat: earned('chat', !!(input.viber || input.whatsapp || input.messenger)),
    fresh: earned('fresh', fresh),
  };
  const score = Object.values(parts).reduce((sum, points) => sum + points, 0);
  let next: QualityStep | null = null;
  for (const part of Object.keys(QUALITY_POINTS) as QualityPart[]) {
    const points = QUALITY_POINTS[part] - parts[part];
    if (points > 0 && (!next || points > next.points)) next = stepFor(part, points, { photos, titleLength, descriptionLength });
  }
  return { score, parts, next };
}

function stepFor(part: QualityPart, points: number, seen: { photos: number; titleLength: number; descriptionLength: number }): QualityStep {
  const step = (text: string, vars: Record<string, number> = {}): QualityStep => ({ part, points, text, vars: { ...vars, points } });
  switch (part) {
    case 'photos': {
      const n = QUALITY.photosWanted - seen.photos;
      return n === 1 ? step('Add 1 more photo: +{points}') : step('Add {n} more photos: +{points}', { n });
    }
    case 'title':
      return seen.titleLength < QUALITY.titleMin
        ? step('Write a title of {min} to {max} characters: +{points}', { min: QUALITY.titleMin, max: QUALITY.titleMax })
        : step('Shorten the title to {max} characters: +{points}', { max: QUALITY.titleMax });
    case 'description':
      return step('Write {n} more characters of description: +{points}', { n: QUALITY.descriptionMin - seen.descriptionLength });
    case 'pin':
      return step('Move the pin to the home on the map: +{points}');
    case 'size':
      return step('Fill in the area and rooms: +{points}');
    case 'price':
      return step('Check the price and area: the price per square foot is unusual for this township: +{points}');
    case 'chat':
      return step('Add a Viber, WhatsApp or Messenger contact: +{points}');
    case 'fresh':
      // Saving unchanged earns nothing: only a real change (lib/real-change.ts) makes it fresh.
      return step('Update the price, photos, title, description, address or status to show it is current: +{points}');
  }
}
