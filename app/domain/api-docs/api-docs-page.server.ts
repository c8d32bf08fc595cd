// /api/docs reads the API document itself (openapi-document.server.ts), so the page shows
// exactly what GET /api/openapi.json says: each schema is put in a few words, and an object's
// fields are listed one level deep; a shape several calls share is named where it is used and
// its fields listed once, at the end of the page.
import { openApiDocument, SCHEMA_REF_PREFIX } from './openapi-document.server';
import type { ApiDocAnswer, ApiDocArea, ApiDocField, ApiDocParameter, ApiDocsPage, ApiDocShape } from '../../lib/views/api-docs';

type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};
interface Document {
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const ref = (name: string): Schema => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });
const refName = (schema: Schema) => (typeof schema.$ref === 'string' ? schema.$ref.slice(SCHEMA_REF_PREFIX.length) : null);

function resolve(schema: Schema, doc: Document): Schema {
  const name = refName(schema);
  return name ? (doc.components.schemas[name] ?? {}) : schema;
}

/** A schema in a few words. */
function typeText(schema: Schema): string {
  const name = refName(schema);
  if (name) return name;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map(typeText).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map(typeText).join(' & ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.contentMediaType) return 'file';
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (!types.length) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return `${typeText((schema.items as Schema | undefined) ?? {})}[]`;
      if (type === 'string' && schema.format) return `string (${String(schema.format)})`;
      return type;
    })
    .join(' | ');
}

function fieldsOf(schema: Schema): ApiDocField[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeText(property),
    required: required.includes(name),
    description: typeof property.description === 'string' ? property.description : null,
  }));
}

/** An object's fields, or each alternative's for one of several objects. */
function shapeOf(schema: Schema | undefined, doc: Document): ApiDocShape {
  if (!schema) return [];
  const target = resolve(schema, doc);
  const union = (target.anyOf ?? target.oneOf) as Schema[] | undefined;
  if (union) return union.map((alternative) => fieldsOf(resolve(alternative, doc))).filter((fields) => fields.length);
  const fields = fieldsOf(target);
  return fields.length ? [fields] : [];
}

/**
 * A call's own body or answer is a component named after the call ('SearchListings200',
 * 'SignUpRequest'): the page says what it is instead. A shared one keeps its name ('Listing'),
 * which the page's list of shapes explains.
 */
const isCallsOwn = (name: string) => /(\d{3}|Request)$/.test(name);

function shapeName(schema: Schema, doc: Document): string {
  const name = refName(schema);
  return name && isCallsOwn(name) ? typeText(resolve(schema, doc)) : typeText(schema);
}

function answersOf(operation: Operation, doc: Document): ApiDocAnswer[] {
  return Object.entries(operation.responses).map(([status, response]) => {
    const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [null, undefined];
    const isFailure = media?.schema && refName(media.schema) === 'Failure';
    return {
      status,
      description: response.description,
      contentType,
      type: media?.schema ? shapeName(media.schema, doc) : contentType && 'file',
      fields: isFailure ? [] : shapeOf(media?.schema, doc),
    };
  });
}

const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function loadApiDocsPage(): ApiDocsPage {
  const doc = openApiDocument() as unknown as Document;
  const areas: ApiDocArea[] = doc.tags.map(({ name }) => ({ id: anchor(name), name, calls: [] }));
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const parameters = (operation.parameters ?? []).map(
        (p): ApiDocParameter => ({ name: p.name, in: p.in, type: typeText(p.schema), required: p.required, description: p.description || null }),
      );
      areas
        .find((area) => area.name === operation.tags[0])
        ?.calls.push({
          id: operation.operationId,
          method: method.toUpperCase(),
          path,
          summary: operation.summary,
          description: operation.description ?? '',
          parameters,
          body: contentType && media?.schema ? { contentType, type: shapeName(media.schema, doc), fields: shapeOf(media.schema, doc) } : null,
          answers: answersOf(operation, doc),
        });
    }
  }
  return {
    title: doc.info.title,
    version: doc.info.version,
    intro: doc.info.description,
    failureFields: fieldsOf(doc.components.schemas.Failure ?? {}),
    shapes: Object.keys(doc.components.schemas)
      .filter((name) => !isCallsOwn(name) && name !== 'Failure')
      .map((name) => ({ name, fields: shapeOf(ref(name), doc) })),
    areas: areas.filter((area) => area.calls.length),
  };
}
