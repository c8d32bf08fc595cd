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

/**
 * The demo's rental whose price was cut six days ago from one asked for weeks before
 * (app/db/demo/quality.server.ts): the public listing whose page shows "Price reduced". Read from
 * the pages of the rentals posted two weeks ago or more, newest first.
 */
export async function demoPriceCut(baseURL: string): Promise<string> {
  const twoWeeksAgo = Date.now() - 14 * 86_400_000;
  for (let page = 1; page <= 10; page++) {
    const answer = await fetch(`${baseURL}/api/listing/get?type=rent&limit=50&page=${page}`);
    const listed = ((await answer.json()) as { results: { result: (ListedListing & { createdAt: string; propertyStatus: string; offer: boolean })[] } }).results.result;
    if (!listed.length) break;
    for (const listing of listed) {
      if (Date.parse(listing.createdAt) > twoWeeksAgo || listing.propertyStatus !== 'Still Available' || listing.offer) continue;
      if ((await (await fetch(`${baseURL}/listing/${listing._id}`)).text()).includes('data-price-reduced')) return listing._id;
    }
  }
  throw new Error('No demo listing shows "Price reduced"');
}
