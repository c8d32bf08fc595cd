// Reads a posted form while it streams, under limits chosen by the caller: bytes per part (a
// file or a text field), bytes in all, and number of files. Without this, `request.formData()`
// reads a body whole before anyone can look at its size: a visitor's 600 MB chunked upload
// (no Content-Length to refuse up front) was held in memory. Each limit is checked as the bytes
// arrive, so a body is refused after at most its limit has been read.
//
// Every body is also cut at 30 MB by the server (server/body-limit.ts), whatever reads it; that
// cut reaches a reader as an error named BodyTooLargeError (the server and the app are separate
// module bundles, so it is recognised by name, not by class).
import { MaxFilesExceededError, parseFormData, type FileUpload } from '@remix-run/form-data-parser';

/** The name of the error a request body's stream fails with once it passes the server's limit. */
export const BODY_TOO_LARGE_ERROR = 'BodyTooLargeError';

export interface FormLimits {
  /** The largest part: a file, or a text field. */
  maxPartBytes: number;
  /** Everything the form's parts hold together. */
  maxTotalBytes: number;
  /** How many file parts are accepted (0: none). */
  maxFiles: number;
}

/** Why a body could not be read as a form. */
export type FormBodyProblem = 'too-large' | 'too-many-files' | 'not-a-form';

export class FormBodyError extends Error {
  constructor(readonly problem: FormBodyProblem) {
    super(`The form could not be read: ${problem}`);
    this.name = 'FormBodyError';
  }
}

/** True when `error`, or one of its causes, is the server's cut of a body past its limit. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === BODY_TOO_LARGE_ERROR) return true;
  }
  return false;
}

/** The parser's own limit errors: a part, the whole, the header of a part or the part count. */
const PARSER_LIMIT_ERRORS = new Set([
  'MaxFileSizeExceededError',
  'MaxTotalSizeExceededError',
  'MaxHeaderSizeExceededError',
  'MaxPartsExceededError',
]);

function problemOf(error: unknown): FormBodyProblem {
  if (error instanceof MaxFilesExceededError) return 'too-many-files';
  if (isBodyTooLarge(error)) return 'too-large';
  if (error instanceof Error && PARSER_LIMIT_ERRORS.has(error.name)) return 'too-large';
  return 'not-a-form';
}

/**
 * The posted form (multipart or URL-encoded), read under `limits`; throws FormBodyError.
 * `keepFile` decides which files are kept (the others are read, counted and dropped).
 */
export async function parseFormBody(
  request: Request,
  limits: FormLimits,
  keepFile: (file: FileUpload) => boolean = () => true,
): Promise<FormData> {
  // Checked before reading: the parser would hand any other type to request.formData(), which
  // reads the whole body first only to refuse it.
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) throw new FormBodyError('not-a-form');
  try {
    return await parseFormData(
      withLowerCaseMediaType(request, type),
      {
        maxFileSize: limits.maxPartBytes,
        maxTotalSize: limits.maxTotalBytes,
        maxFiles: limits.maxFiles,
        // A form of this site has a few dozen fields; thousands of empty parts are an attack on
        // the parser, not a form.
        maxParts: 1000,
      },
      (file) => (keepFile(file) ? file : null),
    );
  } catch (error) {
    throw new FormBodyError(problemOf(error));
  }
}

/**
 * Media types are case-insensitive, but the parser recognises only the lower-case spelling and
 * hands any other (`Multipart/Form-Data`) to `request.formData()`, which would read the body
 * whole, past every limit above. The parameters stay as sent: a multipart boundary is
 * case-sensitive.
 */
function withLowerCaseMediaType(request: Request, type: string): Request {
  const separator = type.indexOf(';');
  const mediaType = separator === -1 ? type : type.slice(0, separator);
  if (mediaType === mediaType.toLowerCase()) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', mediaType.toLowerCase() + type.slice(mediaType.length));
  return new Request(request.url, { method: request.method, headers, body: request.body, signal: request.signal, duplex: 'half' } as RequestInit);
}
