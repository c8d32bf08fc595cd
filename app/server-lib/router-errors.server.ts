// React Router answers some requests itself, before any of our code runs: a POST or PUT to a
// page without an action (405), a method it does not know (405), a URL no route matches (404).
// Its answer is an ErrorResponse whose data is a message for developers, naming the route:
// 'You made a POST request to "/about" but did not provide an `action` for route
// "routes/about"...'. That data is sent to the browser with the page (its hydration data) and in
// single-fetch answers (/about.data), so any client could read our route ids and internals.
//
// handleError (exported by entry.server.tsx) is the one hook React Router calls with such an
// error before it serializes it, for pages and .data requests alike; it is where the message is
// replaced by the bare status text. The root ErrorBoundary shows a plain, translated sentence.
import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';

/** An ErrorResponse React Router made itself (status and statusText are still meaningful). */
interface InternalErrorResponse {
  status: number;
  statusText: string;
  internal: true;
  data: unknown;
  error?: Error;
}

function isInternalErrorResponse(error: unknown): error is InternalErrorResponse {
  return isRouteErrorResponse(error) && (error as { internal?: unknown }).internal === true;
}

/** Replaces the developer message of React Router's own answer; true when it was one. */
export function scrubInternalErrorResponse(error: unknown): boolean {
  if (!isInternalErrorResponse(error)) return false;
  error.data = error.statusText;
  delete error.error;
  return true;
}

export const handleRouterError: HandleErrorFunction = (error, { request }) => {
  // A client's mistake, already in the request log with its status: no stack trace for it.
  if (scrubInternalErrorResponse(error)) return;
  if (request.signal.aborted) return;
  // What React Router logs by default: the Error inside an ErrorResponse, else the error.
  const inner: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};
