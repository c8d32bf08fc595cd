// The portal as a phone reaches it once deployed: over HTTPS with HTTP/2, which Caddy speaks as
// soon as it serves the site under its name (deploy/Caddyfile), in front of the app's plain
// HTTP/1.1. Lighthouse's audits go through this front (bench:lighthouse, lighthouse-ab) so that
// its model of a slow network sees the deployed shape: one connection carrying the page and its
// scripts together, where plain HTTP/1.1 has the browser open five more connections to fetch
// the scripts, each paying its own handshake and slow start.
//
// Node's own http2 server forwards each request to the portal unchanged (its compressed bodies
// and cache headers included) over a kept-alive HTTP/1.1 connection, as Caddy's reverse_proxy
// does. The certificate is self-signed for 127.0.0.1 and made anew each run; the browser is told
// to accept it (HTTPS_FRONT_FLAGS).
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** The portal's settings behind the front, as compose.yaml's behind Caddy: trust the proxy's X-Forwarded-*. */
export const PORTAL_BEHIND_FRONT = { TRUST_PROXY: 'loopback' };

/** Chromium flags for a browser that visits the front: its certificate is self-signed. */
const HTTPS_FRONT_FLAGS = ['--ignore-certificate-errors'];

/** Response headers that belong to one HTTP/1.1 connection and that HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface HttpsFront {
  /** `https://127.0.0.1:PORT`, the portal's pages through the front. */
  url: string;
  close(): Promise<void>;
}

/** Starts an HTTPS + HTTP/2 front on a free port forwarding to the portal at `upstream`. */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    // As Caddy's reverse_proxy does: the app, trusting its loopback proxy (PORTAL_BEHIND_FRONT),
    // then sees the page's own https origin, which its checks of a write's Origin compare with.
    forwarded.host = headers[':authority'];
    forwarded['x-forwarded-proto'] = 'https';
    forwarded['x-forwarded-host'] = headers[':authority'];
    forwarded['x-forwarded-for'] = stream.session?.socket.remoteAddress ?? '127.0.0.1';
    const request = http.request(
      { host: target.hostname, port: target.port, method: headers[':method'], path: headers[':path'], headers: forwarded, agent },
      (response) => {
        // The browser may have given the stream up meanwhile (a page it left, a photo no longer needed).
        if (stream.destroyed) return void response.resume();
        const back: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) if (!CONNECTION_HEADERS.has(name)) back[name] = value;
        stream.respond(back);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  // A browser closing a stream early (a photo it no longer needs) is not the front's error.
  server.on('sessionError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface AuditOrigin {
  /** Where the audited pages are fetched from. */
  url: string;
  /** What the browser is told to fetch them over, for the report. */
  protocol: 'h2' | 'http/1.1';
  /** Flags for the auditing Chromium. */
  chromeFlags: string[];
  close(): Promise<void>;
}

/**
 * Where Lighthouse reaches a running portal: through the HTTPS front (HTTP/2), or with
 * LIGHTHOUSE_HTTP1=1 at the app's own plain HTTP/1.1 address.
 */
export async function auditOrigin(portalUrl: string): Promise<AuditOrigin> {
  if (process.env.LIGHTHOUSE_HTTP1 === '1') return { url: portalUrl, protocol: 'http/1.1', chromeFlags: [], close: async () => {} };
  const front = await startHttpsFront(portalUrl);
  return { url: front.url, protocol: 'h2', chromeFlags: HTTPS_FRONT_FLAGS, close: front.close };
}
