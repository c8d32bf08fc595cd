// What /api/docs receives: the API document (GET /api/openapi.json) laid out for reading, one
// area at a time (domain/api-docs/api-docs-page.server.ts makes it from the document).

/** Texts may hold `code` in backticks (the document's descriptions are CommonMark). */
export interface ApiDocField {
  name: string;
  /** The JSON Schema in a few words: 'string', 'integer', 'Listing[]', "'rent' | 'sale'". */
  type: string;
  required: boolean;
  description: string | null;
}

export interface ApiDocParameter extends ApiDocField {
  in: 'path' | 'query';
}

/** An object's fields; a body or answer that is one of several objects has one list each. */
export type ApiDocShape = ApiDocField[][];

export interface ApiDocAnswer {
  /** '200', '404', or 'default' for any other failure. */
  status: string;
  description: string;
  /** The answer's media type and schema in a few words, null for no body. */
  contentType: string | null;
  type: string | null;
  fields: ApiDocShape;
}

export interface ApiDocCall {
  /** The operationId, also the call's anchor on the page. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiDocParameter[];
  body: { contentType: string; type: string; fields: ApiDocShape } | null;
  answers: ApiDocAnswer[];
}

export interface ApiDocArea {
  id: string;
  name: string;
  calls: ApiDocCall[];
}

export interface ApiDocsPage {
  title: string;
  version: string;
  intro: string;
  /** The shape every failure has. */
  failureFields: ApiDocField[];
  /** The shapes several calls share (their names appear in the calls' types), with their fields. */
  shapes: { name: string; fields: ApiDocShape }[];
  areas: ApiDocArea[];
}
