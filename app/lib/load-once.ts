// Code a page fetches with import() on first need (the photo viewer, the report form, the review
// delete dialog), so that a first visit does not pay for it: fetched once, and again after a
// failure, which may have been the network.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
