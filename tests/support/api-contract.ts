// Holds every /api answer of the integration suite to the API document (GET /api/openapi.json):
// call() (requests.ts) hands each answer to checkApiAnswer, which finds the documented operation
// for the request's method and path, the answer documented for its status (a success must be
// documented by its own status; a failure may fall to `default`), and checks the body against
// that answer's JSON Schema with @cfworker/json-schema (draft 2020-12). A mismatch fails the test
// that made the call, naming the call, the status and what differs.
import { Validator, type Schema } from '@cfworker/json-schema';
import { openApiDocument } from '../../app/domain/api-docs/openapi-document.server';

interface MediaType {
  schema?: Schema;
}
interface ResponseSpec {
  content?: Record<string, MediaType>;
}
interface OperationSpec {
  responses: Record<string, ResponseSpec>;
}
type Paths = Record<string, Record<string, OperationSpec>>;

/** Pages under /api (not calls): the document's own page. */
const PAGES = new Set(['/api/docs']);

const document = () => openApiDocument() as unknown as { paths: Paths; components: Record<string, unknown> };

/**
 * The documented path a URL path matches: the template whose segments all match (a `{name}`
 * matches any one segment; literals match regardless of case, as the routes do), preferring the
 * one with the most literal segments (/api/packages/create over /api/packages/{id}).
 */
export function documentedPath(pathname: string, templates: string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { template: string; literals: number } | null = null;
  for (const template of templates) {
    const parts = template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    let literals = 0;
    const matches = parts.every((part, i) => {
      if (/^\{\w+\}$/.test(part)) return true;
      literals += 1;
      return part.toLowerCase() === safeDecode(segments[i]!).toLowerCase();
    });
    if (matches && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template ?? null;
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const validators = new Map<Schema, Validator>();

/** A validator of one schema of the document, its $refs resolved against the document's components. */
function validatorFor(schema: Schema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    // The schema's $refs point into the document ('#/components/schemas/...'), so the document's
    // components ride along under the same pointer.
    validator = new Validator({ ...schema, components: document().components } as Schema, '2020-12', false);
    validators.set(schema, validator);
  }
  return validator;
}

const FAILURE = () => ({ $ref: '#/components/schemas/Failure' }) as Schema;

function fail(what: string, detail: string): never {
  throw new Error(`The answer to ${what} does not match the API document (app/domain/api-docs): ${detail}`);
}

async function checkJson(what: string, response: Response, schema: Schema) {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) fail(what, `its Content-Type is '${type}', the document says application/json`);
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(what, `its body is not JSON: ${text.slice(0, 200)}`);
  }
  const result = validatorFor(schema).validate(body);
  if (!result.valid) {
    const errors = result.errors.map((e) => `${e.instanceLocation}: ${e.error}`).slice(0, 8);
    fail(what, `\n  ${errors.join('\n  ')}\n  body: ${text.slice(0, 600)}`);
  }
}

/** Checks one answer of an /api call against the document; anything outside /api passes unseen. */
export async function checkApiAnswer(request: { method: string; url: string }, response: Response): Promise<void> {
  const { pathname } = new URL(request.url);
  if (!/^\/api\//i.test(pathname) || PAGES.has(pathname.toLowerCase())) return;
  // A HEAD answer has a GET's status and headers but no body to check.
  if (request.method.toUpperCase() === 'HEAD') return;
  const method = request.method.toLowerCase();
  const what = `${request.method} ${pathname} (${response.status})`;
  const failed = response.status >= 400;
  const { paths } = document();
  const template = documentedPath(pathname, Object.keys(paths));
  const operation = template ? paths[template]![method] : undefined;

  // A call the document does not have may only fail, in the API's failure shape (the unknown
  // paths' 404, a method a call does not serve).
  if (!operation) {
    if (!failed) fail(what, template ? `${template} documents no ${method.toUpperCase()}` : 'no documented path matches');
    return checkJson(what, response, FAILURE());
  }
  const spec = operation.responses[String(response.status)] ?? (failed ? operation.responses.default : undefined);
  if (!spec) fail(what, `${method.toUpperCase()} ${template} documents no ${response.status} answer`);
  const content = spec.content;
  if (!content) return;
  const json = content['application/json'];
  if (json?.schema) return checkJson(what, response, json.schema);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Object.keys(content).includes(type)) fail(what, `its Content-Type is '${type}', the document says ${Object.keys(content).join(' or ')}`);
}
