// The township centres live in township-centres.ts; the migration that gave the listings that
// existed then a place holds a copy, which must say the same.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOWNSHIP_SLUGS, YANGON_REGION } from '../constants';
import { TOWNSHIP_CENTRES } from './township-centres';

const drizzle = path.resolve(import.meta.dirname, '../../../drizzle');

describe('township centres', () => {
  it('has one for each of the 31 townships, inside Yangon Region', () => {
    expect(Object.keys(TOWNSHIP_CENTRES).sort()).toEqual([...TOWNSHIP_SLUGS].sort());
    for (const [latitude, longitude] of Object.values(TOWNSHIP_CENTRES)) {
      expect(latitude).toBeGreaterThan(YANGON_REGION.south);
      expect(latitude).toBeLessThan(YANGON_REGION.north);
      expect(longitude).toBeGreaterThan(YANGON_REGION.west);
      expect(longitude).toBeLessThan(YANGON_REGION.east);
    }
  });

  it("equals the copy in the migration's backfill", () => {
    const file = fs.readdirSync(drizzle).find((name) => name.endsWith('_listing_location.sql'))!;
    const text = fs.readFileSync(path.join(drizzle, file), 'utf8');
    const copied = Object.fromEntries([...text.matchAll(/\('([a-z-]+)', ([\d.]+), ([\d.]+)\)/g)].map(([, slug, lat, lng]) => [slug, [Number(lat), Number(lng)]]));
    expect(copied).toEqual(TOWNSHIP_CENTRES);
  });
});
