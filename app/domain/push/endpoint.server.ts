// Which push endpoints the server will POST to. A browser hands over any URL as its endpoint,
// so without these checks the subscribe call would make the server send requests to any address
// (its own network included): only https on a host of PUSH_HOSTS, never an address that is
// private, loopback or link-local, whatever the list says; the name is checked again as it is
// resolved at send time (deliver-push.server.ts), so DNS cannot point a listed name inward.
import { BlockList, isIP } from 'node:net';
import { ECDH } from 'node:crypto';
import { badRequest } from '../../lib/errors';
import { getConfig } from '../../server-lib/config.server';

export const ENDPOINT_MESSAGES = {
  malformed: 'The endpoint is not a valid URL.',
  notAllowed: 'The endpoint must be an https address of a known push service.',
  p256dh: 'keys.p256dh must be a P-256 public key: 65 bytes (an uncompressed point), base64url.',
  auth: 'keys.auth must be 16 bytes, base64url.',
} as const;

/** Addresses no push service has: loopback, private networks, link-local, and the unroutable. */
const inward = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  inward.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::', 127], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  inward.addSubnet(net, bits, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether the server may connect to this IP address (the tests' own push service aside, on loopback). */
export function isReachableAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it is.
  const mapped = type === 'ipv6' ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return isReachableAddress(mapped);
  if (getConfig().pushAllowLocalHttp && loopback.check(address, type)) return true;
  return !inward.check(address, type);
}

const hostListed = (host: string, hosts: string[]) => hosts.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));

/** The endpoint as a URL the server may POST to, or a 400 saying why not. */
export function checkEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(ENDPOINT_MESSAGES.malformed, { endpoint: ENDPOINT_MESSAGES.malformed });
  }
  const { pushHosts, pushAllowLocalHttp } = getConfig();
  const refuse = () => badRequest(ENDPOINT_MESSAGES.notAllowed, { endpoint: ENDPOINT_MESSAGES.notAllowed });
  const schemeOk = url.protocol === 'https:' || (pushAllowLocalHttp && url.protocol === 'http:');
  if (!schemeOk || url.username || url.password) throw refuse();
  // IPv6 literals come bracketed in a URL's hostname.
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (!hostListed(host, pushHosts)) throw refuse();
  if (isIP(host) && !isReachableAddress(host)) throw refuse();
  if (host === 'localhost' || host.endsWith('.localhost')) throw refuse();
  return url;
}

function base64urlBytes(value: string): Buffer | null {
  return /^[\w-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** The browser's keys, checked: a real P-256 point and a 16-byte secret, or a 400. */
export function checkKeys(keys: { p256dh: string; auth: string }): { p256dh: string; auth: string } {
  const point = base64urlBytes(keys.p256dh.trim());
  let onCurve = false;
  if (point?.length === 65 && point[0] === 4) {
    try {
      ECDH.convertKey(point, 'prime256v1');
      onCurve = true;
    } catch {
      onCurve = false;
    }
  }
  if (!onCurve) throw badRequest(ENDPOINT_MESSAGES.p256dh, { 'keys.p256dh': ENDPOINT_MESSAGES.p256dh });
  const auth = base64urlBytes(keys.auth.trim());
  if (auth?.length !== 16) throw badRequest(ENDPOINT_MESSAGES.auth, { 'keys.auth': ENDPOINT_MESSAGES.auth });
  // Stored without padding, as the browser and web-push spell them.
  return { p256dh: point!.toString('base64url'), auth: auth.toString('base64url') };
}
