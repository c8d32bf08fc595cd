import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedFiles, WARM_ROUNDS, warmServer } from './warm-server';

const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css">
<link rel="preload" as="image" imagesrcset="/media/ab/x-400.webp 400w, /media/ab/x-800.webp 800w"></head>
<body><a href="/search?type=rent">Rent</a><img src="/media/ab/y-800.webp" alt="">
<script>(gate)(["/assets/entry.client-2.js","/assets/framework-3.js"],"import \\"/assets/root-4.js\\"")</script>
<a href="https://example.com/assets/elsewhere.js">x</a></body></html>`;

describe('linkedFiles', () => {
  it("finds the page's scripts, stylesheet and photos on this origin, once each, in attributes and inline scripts", () => {
    expect(linkedFiles(PAGE).sort()).toEqual(
      ['/assets/app-1.css', '/assets/entry.client-2.js', '/assets/framework-3.js', '/assets/root-4.js', '/media/ab/x-400.webp', '/media/ab/x-800.webp', '/media/ab/y-800.webp'].sort(),
    );
  });
});

describe('warmServer', () => {
  const requested: string[] = [];
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requested.push(request.url!);
      response.end(request.url!.startsWith('/page') ? PAGE : 'file');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches every page and every file it names, WARM_ROUNDS times over', async () => {
    await warmServer(origin, ['/page-a', '/page-b?x=1']);
    const count = (url: string) => requested.filter((r) => r === url).length;
    expect(count('/page-a')).toBe(WARM_ROUNDS);
    expect(count('/page-b?x=1')).toBe(WARM_ROUNDS);
    for (const file of linkedFiles(PAGE)) expect(count(file)).toBe(2 * WARM_ROUNDS);
    expect(requested).toHaveLength(2 * WARM_ROUNDS * (1 + linkedFiles(PAGE).length));
  });
});
