// What counts as a real change of a listing, one a seeker would notice: its price (regular,
// discount or currency), its photos (which, and their order: the first is the cover), its words
// (title, description, address) or its status (rented out, sold, available again). Freshness in
// "Recommended" and in the quality score counts from the last one (listings.changed_at): saving
// the form again unchanged, or changing only a detail such as the room count, refreshes nothing.
// One rule for both sides: the server sets changed_at by it, and the listing form's quality meter
// counts the freshness points only when the save will earn them.

interface ListingContent {
  regularPrice: number;
  discountPrice: number | null;
  currency: string;
  name: string;
  description: string;
  address: string;
  propertyStatus: string;
  imageUrls: readonly string[];
}

export function isRealChange(before: ListingContent, after: ListingContent): boolean {
  return (
    before.regularPrice !== after.regularPrice ||
    before.discountPrice !== after.discountPrice ||
    before.currency !== after.currency ||
    before.name !== after.name ||
    before.description !== after.description ||
    before.address !== after.address ||
    before.propertyStatus !== after.propertyStatus ||
    before.imageUrls.length !== after.imageUrls.length ||
    before.imageUrls.some((url, i) => url !== after.imageUrls[i])
  );
}
