// A page form sent through a fetcher whose request never got an answer (offline, timed out)
// would replace the page with its error boundary. A page exports keepNetworkFailureInPlace as
// its clientAction instead: the form is answered { ok: false, status: 0 }, shows its own
// message for it, and keeps what was typed. Before hydration the form posts to the server
// action directly and this plays no part. (Page forms whose failures are FormFailures use
// lib/forms/keep-form-in-place.ts, built on answerWhenUnanswered.)
import { data } from 'react-router';

export interface NetworkFailure {
  ok: false;
  status: 0;
}

export const keepNetworkFailureInPlace = <T>({ serverAction }: { serverAction: () => Promise<T> }) =>
  answerWhenUnanswered(serverAction, (): NetworkFailure => ({ ok: false, status: 0 }));

/**
 * The server action's answer, or `failure` when none came, or none that could be read (a
 * connection dropped mid-answer; a fault the server did not answer for itself reads the same).
 * The failure goes out with a failing status (no response had one): React Router then leaves
 * the page's data as it is instead of reloading it over the same dead connection, which would
 * fail in turn and show the error page.
 */
export async function answerWhenUnanswered<T, F>(serverAction: () => Promise<T>, failure: () => F) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (a session that ended: off to /sign-in) goes through as React Router does it.
    if (error instanceof Response) throw error;
    console.error('The form got no answer it could read:', error);
    return data(failure(), { status: 503 });
  }
}
