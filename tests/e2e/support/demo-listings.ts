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
