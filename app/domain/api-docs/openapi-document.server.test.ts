// The API document covers app/routes.ts exactly, and is OpenAPI 3.1 in shape: paths and
// operations, unique operationIds, declared path parameters, and every $ref resolving.
import path from 'node:path';
import { Validator, type Schema } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document.server';
import routes from '../../routes';
import { methodNotAllowed } from '../../server-lib/api.server';

interface RouteEntry {
  path?: string;
  file: string;
}

/** Routes that are not calls the document describes: the unknown paths' 404 and the document's own page. */
const NOT_CALLS = new Set(['api/*', 'api/docs']);

/** A route path in OpenAPI's spelling, once per optional segment left out or kept ('a/:b?' → '/a', '/a/{b}'). */
function openApiPaths(routePath: string): string[] {
  let variants = [''];
  for (const segment of routePath.split('/')) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const written = name.startsWith(':') ? `/{${name.slice(1)}}` : `/${name}`;
    variants = optional ? [...variants, ...variants.map((v) => v + written)] : variants.map((v) => v + written);
  }
  return variants;
}

/** What is wrong between the routes and the documented paths, one line each (empty when they agree). */
function coverageProblems(routeEntries: RouteEntry[], documented: string[]): string[] {
  const served = routeEntries.filter((r) => r.path?.startsWith('api/') && !NOT_CALLS.has(r.path)).flatMap((r) => openApiPaths(r.path!).map((path) => ({ path, route: r })));
  const missing = served.filter(({ path }) => !documented.includes(path)).map(({ path, route }) => `${path} (${route.file}) is not in the API document`);
  const unserved = documented.filter((path) => !served.some((s) => s.path === path)).map((path) => `${path} is documented but no route serves it`);
  return [...missing, ...unserved];
}

const doc = openApiDocument() as {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId: string; tags: string[]; parameters?: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown>; security?: Record<string, unknown>[] }>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};
const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })));

describe('the API document and app/routes.ts', () => {
  it('has every /api route of app/routes.ts, and no path without a route', () => {
    expect(coverageProblems(routes as RouteEntry[], Object.keys(doc.paths))).toEqual([]);
  });

  it('names a route missing from the document, and a documented path no route serves', () => {
    const routeEntries = [
      { path: 'api/listing/get/:id', file: 'routes/api/listing.get-one.ts' },
      { path: 'api/post/deletepost/:postId/:userId?', file: 'routes/api/post.delete.ts' },
      { path: 'api/*', file: 'routes/api/not-found.ts' },
      { path: 'about', file: 'routes/about.tsx' },
    ];
    expect(coverageProblems(routeEntries, ['/api/listing/get/{id}', '/api/post/deletepost/{postId}', '/api/gone'])).toEqual([
      '/api/post/deletepost/{postId}/{userId} (routes/api/post.delete.ts) is not in the API document',
      '/api/gone is documented but no route serves it',
    ]);
  });

  it('documents only methods the route serves', async () => {
    const modules = new Map((routes as RouteEntry[]).filter((r) => r.path?.startsWith('api/')).flatMap((r) => openApiPaths(r.path!).map((path) => [path, r.file] as const)));
    for (const { path: route, method } of operations) {
      const module = (await import(/* @vite-ignore */ path.resolve(import.meta.dirname, '../..', modules.get(route)!))) as { loader?: unknown; action?: unknown };
      const handler = method === 'get' ? module.loader : module.action;
      expect(handler && handler !== methodNotAllowed, `${method.toUpperCase()} ${route}`).toBeTruthy();
    }
  });
});

describe('the API document', () => {
  it('is OpenAPI 3.1 with an info block', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it('has operations of HTTP methods, each with a success answer and a known tag', () => {
    const tags = doc.tags.map((t) => t.name);
    for (const { path, method, operation } of operations) {
      expect(path).toMatch(/^\/api\//);
      expect(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']).toContain(method);
      expect(Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)), `${method} ${path}`).toBe(true);
      expect(tags).toContain(operation.tags[0]);
    }
  });

  it('gives each operation its own operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declares each path's parameters, required, and no others", () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath.sort());
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('names only security schemes it defines', () => {
    for (const { operation } of operations) {
      for (const name of (operation.security ?? []).flatMap(Object.keys)) expect(doc.components.securitySchemes).toHaveProperty(name);
    }
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string') refs.push(inner);
          else walk(inner);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(50);
    const unresolved = refs.filter((ref) => {
      if (!ref.startsWith('#/')) return true;
      let target: unknown = doc;
      for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
      return target === undefined;
    });
    expect(unresolved).toEqual([]);
  });

  it('has schemas a draft 2020-12 validator takes, which tell a failure from a success', () => {
    for (const schema of Object.values(doc.components.schemas)) expect(() => new Validator({ ...schema, components: doc.components } as Schema, '2020-12')).not.toThrow();
    const failure = new Validator({ $ref: '#/components/schemas/Failure', components: doc.components } as Schema, '2020-12');
    expect(failure.validate({ success: false, statusCode: 404, message: 'Listing not found!' }).valid).toBe(true);
    expect(failure.validate({ success: true, message: 'Done' }).valid).toBe(false);
  });

  it('describes a form body by its fields (not as any value)', () => {
    const body = doc.components.schemas.SignUpRequest as { properties?: Record<string, unknown>; required?: string[] };
    expect(Object.keys(body.properties ?? {})).toEqual(['username', 'email', 'password']);
    expect(body.required).toEqual(['username', 'email', 'password']);
  });
});
