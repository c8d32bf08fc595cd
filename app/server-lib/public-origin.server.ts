// The site's own address, for every absolute link it hands out: password reset and contact
// e-mails, the OpenID Connect callback, share links and canonical URLs.
//
// Never from the request: the Host and X-Forwarded-Host headers are whatever the client sent,
// so a reset e-mail built from them could carry a stranger's host (with the victim's token) to
// the victim's inbox. PUBLIC_URL when it is set (production); else the address the server
// announced when it started listening, which is what the person who started it opens.
import { getConfig } from './config.server';
import { trimEnd } from '../lib/trim-ends';

/**
 * Kept on globalThis: the Express server (server/main.ts) announces it, the React Router bundle
 * reads it, and the two are separate module graphs (as for the database handle).
 */
const KEY = Symbol.for('yangon-portal.announced-origin');
type Holder = { [KEY]?: string };

/** What the start-up message tells the user to open: a wildcard address is opened as localhost. */
export function announcedOrigin({ host, port }: { host: string; port: number }): string {
  const wildcard = ['', '0.0.0.0', '::', '[::]', '::0'].includes(host.trim());
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Called by each server process once it listens (server/main.ts); undefined forgets it (tests). */
export function announceOrigin(origin: string | undefined) {
  (globalThis as Holder)[KEY] = origin;
}

/** PUBLIC_URL without a trailing slash (a query or fragment in it is ignored). */
export function normalizePublicUrl(value: string): string {
  const url = new URL(value);
  return trimEnd(`${url.origin}${url.pathname}`, (c) => c === '/');
}

/**
 * The origin absolute links start with, without a trailing slash: PUBLIC_URL, else the address
 * this process announced, else (a process that never listens: tests, scripts) the one it would
 * announce with this configuration.
 */
export function publicOrigin(): string {
  const { PUBLIC_URL, HOST, PORT } = getConfig();
  if (PUBLIC_URL) return normalizePublicUrl(PUBLIC_URL);
  return (globalThis as Holder)[KEY] ?? announcedOrigin({ host: HOST, port: PORT });
}
