// Sending the hostile-input probes as a visitor, a user or an admin, judging the answers, and
// the people who send them, and the snapshot of what no probe may change.
import { expect, inject } from 'vitest';
import { PROPERTY_TYPES, TOWNSHIP_SLUGS } from '../../../app/lib/constants';
import { createAdmin } from './accounts';
import { uniqueUser } from './browser';
import type { Access, Fixtures } from './hostile-targets';
import type { Body } from './hostile-values';

export type Role = 'visitor' | 'user' | 'admin';

/** Requests in flight at once: enough to be quick, few enough for a 2-core machine. */
const CONCURRENCY = 8;

// ---------------------------------------------------------------------------------------------
// Sending probes and judging the answers.

export interface Probe {
  role: Role;
  method: string;
  path: string;
  label?: string;
  contentType?: string;
  body?: Body;
  kind: 'api' | 'page';
}

const cookies: Partial<Record<Role, string>> = {};
let addressCounter = 0;
/** A new client address for every request (IPv6 documentation range): no rate limit is ever reached, here or in another file. */
const nextAddress = () => `2001:db8:e2e::${(addressCounter++ % 0xffff).toString(16)}`;

export function send(probe: Omit<Probe, 'kind'>): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  const cookie = cookies[probe.role];
  if (cookie) headers.cookie = cookie;
  if (probe.contentType) headers['content-type'] = probe.contentType;
  return fetch(inject('baseURL') + probe.path, {
    method: probe.method,
    headers,
    body: probe.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    // Node's fetch sends a stream body only when told it will not read the answer meanwhile.
    ...(probe.body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
}

/** "user POST /api/x/…[label]", with long runs of one character shortened. */
export function describeProbe(p: Pick<Probe, 'role' | 'method' | 'path' | 'label'>) {
  const path = p.path.replace(/(.)\1{39,}/g, (run, c: string) => `${c}{×${run.length}}`);
  return `${p.role} ${p.method} ${path}${p.label ? ` [${p.label}]` : ''}`;
}

/** What is wrong with an /api failure's body, if anything. */
export function errorShapeProblem(res: Response, text: string): string | null {
  if (!res.headers.get('content-type')?.includes('application/json')) {
    return `not JSON (${res.headers.get('content-type')}): ${JSON.stringify(text.slice(0, 120))}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `unparsable JSON: ${text.slice(0, 120)}`;
  }
  const b = body as { success?: unknown; statusCode?: unknown; message?: unknown };
  if (b?.success !== false || b.statusCode !== res.status || typeof b.message !== 'string' || b.message.trim() === '') {
    return `not the error shape: ${text.slice(0, 200)}`;
  }
  return null;
}

async function judge(probe: Probe): Promise<string | null> {
  let res: Response;
  try {
    res = await send(probe);
  } catch (error) {
    return `${describeProbe(probe)} → no answer: ${String(error)}`;
  }
  const text = await res.text();
  if (res.status >= 500) return `${describeProbe(probe)} → ${res.status} ${text.slice(0, 200)}`;
  if (probe.kind === 'api' && res.status >= 400) {
    const problem = errorShapeProblem(res, text);
    if (problem) return `${describeProbe(probe)} → ${res.status} ${problem}`;
  }
  return null;
}

/** Sends every probe (CONCURRENCY at a time) and returns the failures, one line each. */
export async function sweep(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const problem = await judge(probes[next++]);
      if (problem) failures.push(problem);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/** Who probes a call: the visitor, and whoever the call is for (an admin also for user calls: admins see more). */
export function rolesFor(access: Access[]): Role[] {
  const roles = new Set<Role>(['visitor']);
  for (const a of access) {
    if (a === 'public' || a === 'user') roles.add('user');
    if (a === 'user' || a === 'admin') roles.add('admin');
  }
  return [...roles];
}

// ---------------------------------------------------------------------------------------------
// The people: a visitor, an ordinary user (no package), another user (the victim), an admin.

const clientAddress = '198.51.100.61';

async function signUpByApi() {
  const person = uniqueUser('hostile');
  const res = await fetch(inject('baseURL') + '/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify(person),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { _id: string };
  return { ...person, id: body._id, cookie: sessionCookie(res) };
}

async function signInByApi(person: { email: string; password: string }) {
  const res = await fetch(inject('baseURL') + '/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify(person),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export const getJson = async (path: string, role: Role = 'visitor') => (await send({ role, method: 'GET', path })).json();

/**
 * Signs up the user and the victim and signs in an admin (the sessions `send` uses), and finds
 * the demo listing, package and post the probes aim at.
 */
export async function setUpFixtures(): Promise<Fixtures> {
  const user = await signUpByApi();
  const victim = await signUpByApi();
  const admin = createAdmin();
  cookies.user = user.cookie;
  cookies.admin = await signInByApi(admin);

  const listed = await getJson('/api/listing/get?limit=1');
  const listing = listed.results.result[0];
  const packages = await getJson('/api/packages');
  const posts = await getJson('/api/post/getposts?limit=1');
  return {
    user: { id: user.id, email: user.email, username: user.username },
    victim: { id: victim.id, username: victim.username },
    listing: {
      id: listing._id,
      name: listing.name,
      // A valid listing body (the demo listing's own images, so only ownership can refuse it).
      body: {
        name: 'A probe listing that is valid',
        description: 'Valid in every field.',
        address: '1 Probe Road',
        township: TOWNSHIP_SLUGS[0],
        propertyType: PROPERTY_TYPES[0],
        type: 'rent',
        status: 'Agent',
        currency: 'USD',
        regularPrice: 500,
        squareFeet: 800,
        bedrooms: 2,
        bathrooms: 1,
        phone: '09123456789',
        imageUrls: listing.imageUrls,
      },
    },
    packageId: packages[0]._id,
    postId: posts.posts[0]._id,
  };
}

// ---------------------------------------------------------------------------------------------
// What no probe may change.

/** Counts of everything a probe could create, and the probing user's account. */
export async function whatProbesMustNotChange(userId: string) {
  const [listings, posts, packages, users, messages, inquiries, user] = await Promise.all([
    getJson('/api/listing/get?limit=1'),
    getJson('/api/post/getposts?limit=1'),
    getJson('/api/packages'),
    getJson('/api/user/getusers?limit=1', 'admin'),
    getJson('/api/admin/inbox?kind=messages&limit=1', 'admin'),
    getJson('/api/admin/inbox?kind=inquiries&limit=1', 'admin'),
    getJson(`/api/user/${userId}`, 'user'),
  ]);
  return {
    listings: listings.totalListings,
    posts: posts.totalPosts,
    packages: packages.length,
    users: users.totalUsers,
    contactMessages: messages.totalMessages,
    paymentInquiries: inquiries.totalInquiries,
    user: { username: user.username, email: user.email, avatar: user.avatar, isAdmin: user.isAdmin },
  };
}
