// The listing form's quality meter promises the freshness points only as the save gives them: an
// update form left unchanged keeps the listing's last real change, so a listing last changed long
// ago scores without them and shows the step that earns them; a real change typed (price, photos,
// words, status) counts them, a detail such as the rooms does not. A new listing always has them.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { QUALITY_POINTS, qualityScore } from '../../lib/quality-score';
import { townshipCentre } from '../../lib/map/township-centres';
import type { ListingView } from '../../lib/views/listing-view';
import { changedAtOnSave, initialQualityInput, QualityMeter, type SavedListing } from './quality-meter';

const [lat, lng] = townshipCentre('bahan');
const listing: ListingView = {
  _id: '00000000-0000-4000-8000-000000000001',
  refNo: 1,
  name: 'Bright two-bedroom condo by Inya Lake in Bahan',
  description: `<p>${'Corner unit, high floor, lake view. '.repeat(10)}</p>`,
  address: 'No. 12, Kaba Aye Pagoda Road, Bahan',
  township: 'bahan',
  propertyType: 'condo',
  type: 'rent',
  squareFeet: 1100,
  landSquareFeet: null,
  bedrooms: 2,
  bathrooms: 2,
  regularPrice: 1200,
  discountPrice: null,
  offer: false,
  parking: false,
  swimmingPool: false,
  gym: false,
  furnished: false,
  generator: false,
  propertyStatus: 'Still Available',
  currency: 'USD',
  status: 'Owner',
  phone: '09 450 777 888',
  viber: '09 450 777 888',
  whatsapp: null,
  messenger: null,
  latitude: lat + 0.01,
  longitude: lng + 0.01,
  imageUrls: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'],
  userRef: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

function meter(changedAt: string) {
  const html = renderPage('/update-listing/x', () => <QualityMeter initial={initialQualityInput(listing, {}, changedAt)} ranges={{}} />, {});
  return { score: Number(/data-quality-score="(\d+)"/.exec(html)![1]), html };
}

describe('the quality meter on the update form', () => {
  it('leaves out the freshness points of a listing last changed long ago, and says how to earn them', () => {
    const stale = meter(daysAgo(40));
    expect(stale.score).toBe(100 - QUALITY_POINTS.fresh);
    expect(stale.html).toContain('Update the price, photos, title, description, address or status to show it is current: +10');
    expect(meter(daysAgo(3)).score).toBe(100);
  });

  it('counts them on a new listing', () => {
    expect(qualityScore(initialQualityInput(undefined, {})).parts.fresh).toBe(QUALITY_POINTS.fresh);
  });
});

describe('the last real change once the form is saved', () => {
  const saved: SavedListing = { listing, changedAt: daysAgo(40) };
  const form = (changes: Record<string, string | string[]> = {}) => {
    const data = new FormData();
    const values: Record<string, string | string[]> = {
      name: listing.name,
      description: listing.description,
      address: listing.address,
      regularPrice: '1200',
      currency: 'USD',
      propertyStatus: 'Still Available',
      bedrooms: '2',
      imageUrls: listing.imageUrls,
      ...changes,
    };
    for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one);
    return data;
  };

  it('stays as it was when nothing a seeker would notice changed', () => {
    expect(changedAtOnSave(form(), saved)?.toISOString()).toBe(saved.changedAt);
    expect(changedAtOnSave(form({ bedrooms: '3' }), saved)?.toISOString()).toBe(saved.changedAt);
  });

  it('becomes the save itself (null) with a new price, photo order, title, description, address or status', () => {
    const changes: Record<string, string | string[]>[] = [
      { regularPrice: '1100' },
      { currency: 'lakh MMK' },
      { imageUrls: [...listing.imageUrls].reverse() },
      { name: 'Bright two-bedroom condo by Inya Lake, furnished' },
      { description: '<p>Newly painted.</p>' },
      { address: 'No. 14, Kaba Aye Pagoda Road, Bahan' },
      { propertyStatus: 'Rented Out' },
    ];
    for (const change of changes) expect({ change, at: changedAtOnSave(form(change), saved) }).toEqual({ change, at: null });
  });

  it('is null for a new listing', () => {
    expect(changedAtOnSave(form(), undefined)).toBeNull();
  });
});
