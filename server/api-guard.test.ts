import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../app/server-lib/api.server';
import { AppError } from '../app/lib/errors';
import { apiPathOf } from './api-guard';

describe('apiPathOf: every spelling React Router would route to an /api call', () => {
  it('finds the call whatever the case, encoding, slashes, dot segments or data suffix', () => {
    for (const url of [
      '/api/media/upload',
      '/API/Media/Upload',
      '/%61pi/media/upload',
      '/api/media/%75pload',
      '//api//media/upload/',
      '/listing/../api/media/upload',
      '/./api/media/upload',
      '/api/media/upload.data',
      '/api/media/upload/_.data',
      '/api/media/upload?x=1',
      '/a\tp\ni/media/upload',
    ]) {
      expect(apiPathOf(url), url).toBe('/api/media/upload');
    }
  });

  it('leaves pages alone', () => {
    for (const url of ['/', '/sign-in', '/apis', '/listing/api', '/about?api=1', '/api-docs/x']) expect(apiPathOf(url), url).toBeNull();
  });

  it('never throws on a malformed path', () => {
    expect(apiPathOf('/api/%E0%A4%A')).toBe('/api/%e0%a4%a');
    expect(apiPathOf('/%')).toBeNull();
  });
});

describe('readJson: the body must say it is JSON, wherever the request came from', () => {
  const schema = z.object({ a: z.number() });
  // A Blob without a type: a string body would be given text/plain by Request itself.
  const request = (type: string | null, body: string) =>
    new Request('http://localhost/api/x', {
      method: 'POST',
      body: new Blob([body]),
      headers: { ...(type && { 'content-type': type }), 'content-length': String(body.length) },
    });

  it('refuses text/plain, a form and an untyped body with 415', async () => {
    for (const [type, body] of [
      ['text/plain', '{"a":1}'],
      ['application/x-www-form-urlencoded', 'a=1'],
      [null, '{"a":1}'],
    ] as const) {
      const refused = await readJson(request(type, body), schema).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(415);
    }
  });

  it('reads application/json (with parameters) and an empty untyped body', async () => {
    expect(await readJson(request('application/json; charset=utf-8', '{"a":1}'), schema)).toEqual({ a: 1 });
    const empty = await readJson(new Request('http://localhost/api/x', { method: 'DELETE' }), z.object({}));
    expect(empty).toEqual({});
  });
});
