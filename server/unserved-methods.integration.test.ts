// Methods no /api call serves (server/unserved-methods.ts), over real HTTP: every spelling of an
// /api path gets the API's 405, not React Router's bare 'Unexpected Server Error'; and a body
// sent with one is dropped after the answer, so the connection serves the next request.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { setupHttpApp } from '../tests/support/http-app';
import { setupTestDatabase } from '../tests/support/test-db';

setupTestDatabase();

const app = setupHttpApp();

describe('a method React Router does not know, on /api', () => {
  it.each(['/api/reviews', '/API/reviews', '/%61pi/reviews', '/%41PI/reviews', '//api/reviews'])('%s: 405 in the /api failure shape', async (path) => {
    const res = await app.request(path, { method: 'PROPFIND' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(await res.json()).toEqual({ success: false, statusCode: 405, message: 'This call does not accept PROPFIND requests.' });
  });

  it('drops a body sent with it and serves the next request on the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.request(`${app.url}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const first = await send('PROPFIND', '/%61pi/reviews', JSON.stringify({ filler: 'x'.repeat(100_000) }));
      const second = await send('OPTIONS', '/api/reviews');
      expect([first.status, second.status]).toEqual([405, 405]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
