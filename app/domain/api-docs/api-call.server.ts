// What the API document knows of one /api call (api-calls.server.ts lists them all;
// openapi-document.server.ts writes them as OpenAPI 3.1). Schemas are the Zod schemas the call
// itself parses with, or the answer schemas of lib/schemas/answers, never copies.
import type { z } from 'zod';

export const API_AREAS = ['Authentication', 'Listings', 'Users', 'Posts', 'Reviews', 'Contact', 'Images', 'Packages', 'Push', 'Admin', 'Documentation'] as const;
export type ApiArea = (typeof API_AREAS)[number];

/**
 * Who may call: anyone; anyone, with an answer that depends on the session; a signed-in user
 * (the session cookie); an admin.
 */
export type ApiAccess = 'public' | 'optional-session' | 'user' | 'admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface ApiAnswer {
  status: number;
  description: string;
  /** The JSON body; absent for a body of another type (`contentTypes`) or none. */
  schema?: z.ZodType;
  /** Media types of a body that is not JSON. */
  contentTypes?: string[];
  /** Headers the answer sets, by name, with what they mean. */
  headers?: Record<string, string>;
}

export interface ApiCall {
  method: HttpMethod;
  /** The path in OpenAPI's spelling: `/api/listing/get/{id}`. */
  path: string;
  area: ApiArea;
  operationId: string;
  summary: string;
  description?: string;
  access: ApiAccess;
  /** Each `{name}` of the path, with what it names. */
  pathParams?: Record<string, string>;
  /** The query string's schema (an object: each property is one parameter). */
  query?: z.ZodObject;
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: z.ZodType; description?: string };
  /** The answers when the call succeeds. */
  answers: ApiAnswer[];
  /**
   * The failures worth naming, by status, with when they happen; every failure has the shape of
   * failureSchema, and the document lists that shape as each call's default answer too.
   */
  failures?: Record<number, string>;
}
