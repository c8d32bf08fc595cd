// The demo data's newest listings as the API lists them, for a test that needs one of a kind (a
// title in Burmese, one in English).
export interface ListedListing {
  _id: string;
  name: string;
}

export async function demoListings(baseURL: string): Promise<ListedListing[]> {
  const answer = await fetch(`${baseURL}/api/listing/get?limit=50`);
  return ((await answer.json()) as { results: { result: ListedListing[] } }).results.result;
}

/** A listing as the API lists it, with what the demo's choice of a price cut reads. */
interface ListedRental extends ListedListing {
  refNo: number;
  createdAt: string;
  propertyStatus: string;
  offer: boolean;
}

/**
 * The demo's rental whose price was cut six days ago from one asked for weeks before
 * (app/db/demo/quality.server.ts): the public listing whose page shows "Price reduced". Chosen as
 * the seeder chooses it, from the API's list: the lowest reference number among the rentals still
 * available, not on offer, posted two weeks ago or more.
 */
export async function demoPriceCut(baseURL: string): Promise<string> {
  const twoWeeksAgo = Date.now() - 14 * 86_400_000;
  const rentals: ListedRental[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const answer = (await (await fetch(`${baseURL}/api/listing/get?type=rent&limit=50&page=${page}`)).json()) as { results: { result: ListedRental[]; pageCount: number } };
    rentals.push(...answer.results.result);
    pageCount = answer.results.pageCount;
  }
  const [cut] = rentals
    .filter((listing) => Date.parse(listing.createdAt) < twoWeeksAgo && listing.propertyStatus === 'Still Available' && !listing.offer)
    .sort((a, b) => a.refNo - b.refNo);
  if (!cut) throw new Error('No demo rental is old enough to have had its price cut');
  return cut._id;
}
