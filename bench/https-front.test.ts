import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsFront, type HttpsFront } from './https-front';

/** What the front answers a browser-like HTTP/2 client for `path`. */
function fetchOverH2(front: HttpsFront, path: string, headers: http2.OutgoingHttpHeaders = {}) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string; alpn: string | false | undefined }>((resolve, reject) => {
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    let body = '';
    let responseHeaders: http2.IncomingHttpHeaders = {};
    request.on('response', (h) => (responseHeaders = h));
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({ headers: responseHeaders, body, alpn });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the HTTPS front of the Lighthouse benchmarks', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  let upstream: http.Server;
  let front: HttpsFront;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      seen.push(request.headers);
      const answer = () => {
        response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'identity', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
        response.end(`${request.method} ${request.url}`);
      };
      if (request.url === '/slow') setTimeout(answer, 200);
      else answer();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startHttpsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers over HTTP/2 what the app answers, with its headers but not HTTP/1.1 connection ones', async () => {
    const answer = await fetchOverH2(front, '/search?type=rent', { 'accept-encoding': 'br' });
    expect(answer.alpn).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.body).toBe('GET /search?type=rent');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('identity');
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(seen.at(-1)?.['accept-encoding']).toBe('br');
    expect(seen.at(-1)?.host).toBe(new URL(front.url).host);
    expect(seen.at(-1)?.['x-forwarded-proto']).toBe('https');
    expect(seen.at(-1)?.['x-forwarded-host']).toBe(new URL(front.url).host);
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('keeps serving after a browser gives up a stream before the app has answered it', async () => {
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    const request = session.request({ ':path': '/slow' });
    request.on('error', () => {});
    request.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.close(http2.constants.NGHTTP2_CANCEL);
    // The app answers the cancelled request now; the front must not write to the stream it lost.
    await new Promise((resolve) => setTimeout(resolve, 300));
    session.close();
    expect((await fetchOverH2(front, '/after')).body).toBe('GET /after');
  });
});
