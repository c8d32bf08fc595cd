// What a page loader does with a refusal (an AppError) from the domain: the routes say what
// each status means for their page, and never inspect errors themselves. A fault (anything
// that is not an AppError) always reaches the router's error handling, which logs it: a 500.
import { AppError, refusalHeaders } from '../lib/errors';

/** The status of a refusal, or undefined for a fault. */
export const refusalStatus = (error: unknown): number | undefined => (error instanceof AppError ? error.status : undefined);

/** The 404 page, for a record that does not exist. */
export const notFoundPage = () => new Response('Not found', { status: 404 });

/**
 * A refusal as the route's error answer, its message as the data (the page's ErrorBoundary shows
 * it) with its headers: for a refusal the page shows in place, such as "search is busy". The
 * route passes them on to the document with its `headers` export (React Router keeps a thrown
 * answer's headers off the page otherwise).
 */
export const refusalPage = (error: AppError) =>
  new Response(error.message, { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8', ...refusalHeaders(error) } });

/**
 * A page's read, with the page's answer to each refusal it expects (thrown, as loaders do:
 * a 404 page, a redirect). Other refusals and every fault propagate unchanged.
 */
export async function readForPage<T>(read: Promise<T>, answers: Partial<Record<number, (error: AppError) => Response>>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const status = refusalStatus(error);
    const answer = status === undefined ? undefined : answers[status]?.(error as AppError);
    throw answer ?? error;
  }
}

/**
 * An action that takes no page form (formAction reads one first): its work, with the page's
 * answer to a refusal. Faults propagate unchanged.
 */
export async function refusedInPlace<Done, Refused>(work: () => Promise<Done>, answer: (error: AppError) => Refused): Promise<Done | Refused> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return answer(error);
    throw error;
  }
}
