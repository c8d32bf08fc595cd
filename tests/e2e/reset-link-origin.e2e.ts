// The password reset link over real HTTP against the production server (npm start's code path),
// which runs without PUBLIC_URL here: a request naming another host (Host, X-Forwarded-Host,
// which this portal behind 'a proxy' even trusts) gets a link to the address the server
// announced at start, never to that host.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { findMail } from './support/outbox';

function post(path: string, json: unknown, headers: Record<string, string>): Promise<number> {
  const base = new URL(inject('baseURL'));
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('password reset link', () => {
  it('starts with the announced address, whatever host the request named', async () => {
    const name = `origin${Date.now().toString(36)}`;
    const email = `${name}@example.com`;
    const address = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    expect(await post('/api/auth/signup', { username: name, email, password: 'a fine long password' }, address)).toBe(201);
    const hostile = { ...address, host: 'evil.example', 'x-forwarded-host': 'evil-forwarded.example', 'x-forwarded-proto': 'https' };
    expect(await post('/api/auth/forgotpassword', { email }, hostile)).toBe(200);
    const mail = await findMail((text) => text.includes(email) && text.includes('/reset-password/'));
    expect(mail).not.toContain('evil');
    // startPortal listens on 127.0.0.1: the address the start-up message names.
    const link = /(https?:\/\/\S+?)\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail);
    expect(link?.[1]).toBe(inject('baseURL'));
  });
});
