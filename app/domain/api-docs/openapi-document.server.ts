// The OpenAPI 3.1 document of every /api call (GET /api/openapi.json, drawn by /api/docs), written
// from API_CALLS. Zod converts the schemas: request bodies and queries as the call reads them
// (io 'input'), answers as the code sends them ('output'). OpenAPI 3.1's schemas are JSON Schema
// 2020-12, which is what Zod writes, so they go in unchanged; named schemas become
// components/schemas and are referred to with $ref.
import { z } from 'zod';
import { API_AREAS, type ApiAccess, type ApiAnswer, type ApiCall } from './api-call.server';
import { API_CALLS, NAMED_ANSWERS, NAMED_REQUESTS } from './api-calls.server';
import { SESSION_COOKIE } from '../auth/session.server';
import { failureSchema } from '../../lib/schemas/answers/failure';

type Json = Record<string, unknown>;

export const SCHEMA_REF_PREFIX = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });

export const ACCESS_TEXT: Record<ApiAccess, string> = {
  public: 'Anyone.',
  'optional-session': 'Anyone; with the session cookie, the answer is for that user.',
  user: 'Signed in: the session cookie.',
  admin: 'Admins: the session cookie of an admin.',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'The input was refused: `message` says why, `errors` names each refused field.',
  401: 'Not signed in.',
  403: 'Not an admin.',
  413: 'The body is too large.',
  415: 'The body is not of the type this call reads.',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Zod's JSON Schema of one registry, each entry without the keywords that only a standalone schema carries. */
function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, target: 'draft-2020-12', unrepresentable: 'any', uri: (id) => `${SCHEMA_REF_PREFIX}${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _schema, $id: _id, ...schema }]) => [name, schema as Json]));
}

/** A query schema's properties as OpenAPI parameters (inline: each is a small scalar). */
function queryParameters(query: z.ZodObject): Json[] {
  const json = z.toJSONSchema(query, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(typeof description === 'string' && { description }),
    schema,
  }));
}

function pathParameters(call: ApiCall): Json[] {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.map((name) => ({ name, in: 'path', required: true, description: call.pathParams?.[name] ?? '', schema: { type: 'string' } }));
}

/** The failures a call names, with those its shape implies (input, session, body). */
function failuresOf(call: ApiCall): Record<number, string> {
  const implied: Record<number, string> = {};
  if (call.query || call.body) implied[400] = STATUS_TEXT[400]!;
  if (call.access === 'user' || call.access === 'admin') implied[401] = STATUS_TEXT[401]!;
  if (call.access === 'admin') implied[403] = STATUS_TEXT[403]!;
  if (call.body) Object.assign(implied, { 413: STATUS_TEXT[413], 415: STATUS_TEXT[415] });
  return { ...implied, ...call.failures };
}

function answerObject(answer: ApiAnswer, schemaName: string | undefined): Json {
  const headers = answer.headers && Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]));
  const content = schemaName
    ? { 'application/json': { schema: ref(schemaName) } }
    : answer.contentTypes && Object.fromEntries(answer.contentTypes.map((type) => [type, {}]));
  return { description: answer.description, ...(headers && { headers }), ...(content && { content }) };
}

function buildDocument(): Json {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  outputs.add(failureSchema, { id: 'Failure' });
  for (const [id, schema] of Object.entries(NAMED_REQUESTS)) inputs.add(schema, { id });
  for (const [id, schema] of Object.entries(NAMED_ANSWERS)) outputs.add(schema, { id });

  // Every other body and answer is a component named after its call.
  const nameOf = (registry: typeof inputs, schema: z.ZodType, name: string) => {
    const known = registry.get(schema)?.id;
    if (known) return known;
    registry.add(schema, { id: name });
    return name;
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const call of API_CALLS) {
    const base = capitalized(call.operationId);
    const failure = { content: { 'application/json': { schema: ref('Failure') } } };
    const responses: Record<string, Json> = {};
    for (const answer of call.answers) {
      const name = answer.schema && nameOf(outputs, answer.schema, `${base}${answer.status}`);
      responses[String(answer.status)] = answerObject(answer, name);
    }
    for (const [status, description] of Object.entries(failuresOf(call))) responses[status] = { description, ...failure };
    responses.default = { description: 'Any other failure (405 for a method the call does not serve).', ...failure };

    const parameters = [...pathParameters(call), ...(call.query ? queryParameters(call.query) : [])];
    const requestBody = call.body && {
      required: true,
      ...(call.body.description && { description: call.body.description }),
      content: { [call.body.contentType]: { schema: ref(nameOf(inputs, call.body.schema, `${base}Request`)) } },
    };
    const security = call.access === 'public' ? undefined : call.access === 'optional-session' ? [{}, { session: [] }] : [{ session: [] }];

    paths[call.path] ??= {};
    paths[call.path]![call.method] = {
      operationId: call.operationId,
      tags: [call.area],
      summary: call.summary,
      description: [call.description, `Who may call: ${ACCESS_TEXT[call.access]}`].filter(Boolean).join('\n\n'),
      'x-access': call.access,
      ...(parameters.length && { parameters }),
      ...(requestBody && { requestBody }),
      responses,
      ...(security && { security }),
    };
  }

  const requestSchemas = convert(inputs, 'input');
  const answerSchemas = convert(outputs, 'output');
  const clash = Object.keys(requestSchemas).find((name) => name in answerSchemas);
  if (clash) throw new Error(`Two schemas of the API document are both named ${clash}`);

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Yangon Homes API',
      version: '1.0.0',
      description:
        'The JSON calls of the Yangon Homes property portal. Every failure answers `{ success: false, statusCode, message }` with the same HTTP status. ' +
        "Identity comes from the session cookie only, which signing in sets. A write from another site's page is refused (403), and each write reads only its own content type (415).",
    },
    tags: API_AREAS.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...answerSchemas, ...requestSchemas },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by signing in (the sign-in page or POST /api/auth/signin).' } },
    },
  };
}

let built: Json | undefined;

/** The document (built once: it depends on the code only). */
export function openApiDocument(): Json {
  built ??= buildDocument();
  return built;
}
