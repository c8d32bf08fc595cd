// One error type for everything the user may be told. Its message is shown as it is, so it is
// always a sentence for a person (the spec's texts where it has one), never a stack trace.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  /** When a busy server may take the same request again: sent as Retry-After (a 429 or 503). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The headers a refusal's answer carries, page or /api alike: when to try again (Retry-After),
 * and a body refused as too large closes its connection rather than be read to its end
 * (server/app.ts drains what an answer leaves unread, to keep a connection usable).
 */
export function refusalHeaders(error: AppError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.status === 413) headers.Connection = 'close';
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  return headers;
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message);
export const forbidden = (message = 'Access denied') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);

/** The fields a failed form's answer never gives back: the page keeps what was typed in them. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword'];

/** What was sent, to give back with a failure: all but the passwords. */
export const withoutSecrets = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.includes(name)));

/** What a page action answers when a form fails: messages plus what the user typed. */
export interface FormFailure {
  message: string;
  errors: FieldErrors;
  values: Record<string, unknown>;
}
