// What the server (server/*.ts, Express) and the app (app/, web Requests) both say about a
// request's body: its media type, whether it has one, and the two refusals every reader of a
// body may answer. One module so that both sides decide and word them alike.

/** The headers of an Express request (`req.get`) or of a web Request (`request.headers`). */
export interface HeaderSource {
  get(name: string): string | null | undefined;
}

export const REQUEST_TOO_LARGE = 'The request is too large.';
export const NOT_A_FORM = 'The request must be sent as a form.';

/** The body's media type, without parameters (charset, boundary), lower case. */
export const mediaTypeOf = (headers: HeaderSource): string | undefined => headers.get('content-type')?.split(';')[0].trim().toLowerCase();

/** True when a body follows the headers: chunked, or a length above zero. */
export const hasBody = (headers: HeaderSource): boolean =>
  (headers.get('transfer-encoding') ?? undefined) !== undefined || Number(headers.get('content-length') ?? 0) > 0;
