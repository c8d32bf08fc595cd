// The body of a listing the browser tests post through /api/listing/create: a plain flat that
// passes every rule, named by the test so it can find it again.
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
  squareFeet: 900,
  bedrooms: 2,
  bathrooms: 1,
  phone: '09 420 111 222',
  imageUrls,
});
