// The /api calls' common shape: success answers are JSON; every failure is
// { success: false, statusCode, message } (plus per-field `errors` for validation) with the
// matching HTTP status. Nothing a client sends can turn into a 500.
import type { z } from 'zod';
import { AppError, badRequest, refusalHeaders } from '../lib/errors';
import { hasBody, mediaTypeOf, REQUEST_TOO_LARGE } from '../lib/request-body';
import { validate } from '../lib/validation';
import { unicodeFields } from './zawgyi.server';
import { boundedFields } from './bounded-fields.server';
import { textLimitsOf } from '../lib/schemas/checked';

export function apiError(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof AppError) {
    return Response.json(
      { success: false, statusCode: error.status, message: error.message, ...(error.fieldErrors && { errors: error.fieldErrors }) },
      { status: error.status, headers: refusalHeaders(error) },
    );
  }
  console.error(error);
  return Response.json({ success: false, statusCode: 500, message: 'Something went wrong' }, { status: 500 });
}

/**
 * The loader or action of a call that does not serve this method; without it React Router
 * answers in its own shape ({ message: 'Unexpected Server Error' }, 400 or 405).
 */
export const methodNotAllowed = ({ request }: { request: Request }) =>
  apiError(new AppError(405, `This call does not accept ${request.method} requests.`));

/** Runs an /api handler and turns whatever it throws into the JSON error shape. */
export async function api(handler: () => Promise<Response | object>): Promise<Response> {
  try {
    const result = await handler();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    return apiError(error);
  }
}

const MAX_JSON_BYTES = 100_000;

/** Reads a JSON body (bounded in size) and validates it with a shared schema. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertJsonBody(request);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError(413, REQUEST_TOO_LARGE);
  const text = await readBounded(request, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return validated(schema, body as Record<string, unknown>);
}

/** Each field held to its length (bounded-fields.server.ts), then converted from Zawgyi (zawgyi.server.ts), then checked. */
async function validated<S extends z.ZodType>(schema: S, input: Record<string, unknown>): Promise<z.output<S>> {
  const bounded = boundedFields(input, textLimitsOf(schema));
  if (!bounded.ok) throw badRequest(bounded.message, bounded.errors);
  const result = validate(schema, (await unicodeFields(bounded.value)).value);
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.data;
}

/**
 * A JSON call's body must say it is JSON. server/api-guard.ts refuses other types before any
 * /api call runs; this is the same rule where the body is read, whatever the path looked like.
 * (Another site's page can post text/plain, a form or multipart without asking, never JSON.)
 */
function assertJsonBody(request: Request) {
  const type = mediaTypeOf(request.headers);
  if ((type !== undefined || hasBody(request.headers)) && type !== 'application/json') {
    throw new AppError(415, 'This call accepts only application/json bodies.');
  }
}

async function readBounded(request: Request, max: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not cancelled: that would reset the connection before the 413 is sent. The answer
      // closes the connection instead (apiError).
      reader.releaseLock();
      throw new AppError(413, REQUEST_TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Validates a URL's query string with a schema; a bad value is a 400, never a crash. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return validated(schema, Object.fromEntries(new URL(request.url).searchParams));
}
