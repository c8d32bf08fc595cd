/** The id of a listing in a running portal's demo data: the audits' `/listing/:id` page. */
export async function firstListingId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/listing/get?limit=1`);
  const body = (await response.json()) as { results?: { result?: { _id: string }[] } };
  const id = body.results?.result?.[0]?._id;
  if (!id) throw new Error('The demo data has no listing: /api/listing/get answered none.');
  return id;
}
