// The browser side of a page whose loader also answers 'Show More' batches. A fetcher's failed
// load would replace the whole page with its error boundary; a batch that fails (no network,
// the server's fault) is instead answered as BatchFailed, which the list shows in place with
// the button kept for another try. The page itself, and any redirect (a session that ended:
// off to /sign-in), go through as React Router does them.
import type { ClientLoaderFunctionArgs } from 'react-router';
import { batchStart } from './batch-request';

/** A failed batch's answer: a new object each time, so the list tells one failure from the next. */
export type BatchFailed = { batchFailed: true };

export const isBatchFailed = (data: unknown): data is BatchFailed =>
  typeof data === 'object' && data !== null && (data as Partial<BatchFailed>).batchFailed === true;

export async function batchClientLoader<T>({ request, serverLoader }: Pick<ClientLoaderFunctionArgs, 'request'> & { serverLoader: () => Promise<T> }): Promise<T | BatchFailed> {
  if (batchStart(new URL(request.url).searchParams) === undefined) return serverLoader();
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('A batch of the list failed to load:', error);
    return { batchFailed: true };
  }
}
