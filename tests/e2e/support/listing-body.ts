// The body of a listing the browser tests post through /api/listing/create: a plain flat that
// passes every rule, named by the test so it can find it again.

// Each flat its own living area: two listers' flats at the same price and area would be possible
// duplicates, held for a moderator (domain/duplicates). A block of 100 areas per test file, by
// the second it started (files run one at a time, each for seconds), then one after another.
const block = (Math.floor(Date.now() / 1000) % 9000) * 100;
let flats = 0;

export const quietFlat = (name: string, imageUrls: string[]) => ({
  name,
  description: 'A quiet flat near the lake, second floor, with a balcony.',
  address: 'No. 7, Inya Road',
  township: 'kamayut',
  propertyType: 'apartment',
  type: 'rent',
  status: 'Owner',
  currency: 'USD',
  regularPrice: 650,
  squareFeet: 1000 + block + (flats++ % 100),
  bedrooms: 2,
  bathrooms: 1,
  phone: '09 420 111 222',
  imageUrls,
});
