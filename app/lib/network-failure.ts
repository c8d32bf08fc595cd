// A page form sent through a fetcher whose request never got an answer (offline, timed out)
// would replace the page with its error boundary. A page exports keepNetworkFailureInPlace as
// its clientAction instead: the form is answered { ok: false, status: 0 }, shows its own
// message for it, and keeps what was typed. Before hydration the form posts to the server
// action directly and this plays no part.

export interface NetworkFailure {
  ok: false;
  status: 0;
}

export async function keepNetworkFailureInPlace<T>({ serverAction }: { serverAction: () => Promise<T> }): Promise<T | NetworkFailure> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (a session that ended: off to /sign-in) goes through as React Router does it.
    if (error instanceof Response) throw error;
    console.error('The form got no answer:', error);
    return { ok: false, status: 0 };
  }
}
