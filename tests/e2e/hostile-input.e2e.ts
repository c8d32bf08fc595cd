// "Bad input gets a clear message; no input yields a 500; every mutation checks on the server who
// is asking", proved over real HTTP against the production server. Every /api call and every page
// of app/routes.ts is sent hostile path parameters, query strings, bodies and content types, as a
// visitor, an ordinary user and an admin: nothing may answer 5xx, and every /api failure must
// come in the API's JSON error shape. Then the mutations are tried by people who may not make them.
//
// The probes never succeed at changing anything: ids are unknown ones (NIL_UUID), bodies that
// could pass validation name nothing that exists, and the signed-in user has no package.
import { describe, expect, it, beforeAll } from 'vitest';
import {
  apiCalls,
  fill,
  GARBAGE_FORMS,
  hasParams,
  PAGE_PATH_VALUES,
  PAGE_QUERY_NAMES,
  PAGE_QUERY_VALUES,
  PAGES,
  type Fixtures,
} from './support/hostile-targets';
import { hostileBodies, hostileForms, hostileQueries, NIL_UUID, PATH_VALUES } from './support/hostile-values';
import {
  describeProbe,
  errorShapeProblem,
  getJson,
  rolesFor,
  send,
  setUpFixtures,
  sweep,
  whatProbesMustNotChange,
  type Probe,
  type Role,
} from './support/probes';

let fixtures: Fixtures;
let before: Awaited<ReturnType<typeof whatProbesMustNotChange>>;

beforeAll(async () => {
  fixtures = await setUpFixtures();
  before = await whatProbesMustNotChange(fixtures.user.id);
}, 120_000);

describe('hostile input over HTTP: never a 5xx, /api failures in the JSON error shape', () => {
  it('sessions are what they claim (so the sweeps really run as user and admin)', async () => {
    expect((await send({ role: 'admin', method: 'GET', path: '/api/user/getusers' })).status).toBe(200);
    expect((await send({ role: 'user', method: 'GET', path: '/api/user/getusers' })).status).toBe(403);
    expect((await send({ role: 'visitor', method: 'GET', path: '/api/user/getusers' })).status).toBe(401);
  });

  it('/api calls: hostile path parameters, by every method each serves and each role', async () => {
    const probes: Probe[] = [];
    for (const call of apiCalls(fixtures)) {
      const roles = call.signsOut ? (['visitor'] as Role[]) : rolesFor(Object.values(call.methods));
      const values = hasParams(call.path) ? PATH_VALUES : [''];
      for (const role of roles) {
        for (const method of Object.keys(call.methods)) {
          for (const value of values) probes.push({ kind: 'api', role, method, path: fill(call.path, value) });
        }
      }
    }
    expect(probes.length).toBeGreaterThan(1000);
    expect(await sweep(probes)).toEqual([]);
  });

  it('/api calls answer an unserved method with a 4xx in the error shape', async () => {
    const failures: string[] = [];
    for (const call of apiCalls(fixtures)) {
      if (!call.wrongMethod) continue;
      for (const role of rolesFor(Object.values(call.methods))) {
        const probe = { role, method: call.wrongMethod, path: fill(call.path, NIL_UUID) };
        const res = await send(probe);
        const text = await res.text();
        if (res.status < 400 || res.status >= 500) failures.push(`${describeProbe(probe)} → ${res.status}`);
        const problem = errorShapeProblem(res, text);
        if (problem) failures.push(`${describeProbe(probe)} → ${res.status} ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('/api calls: hostile query strings', async () => {
    const probes: Probe[] = [];
    for (const call of apiCalls(fixtures)) {
      if (!call.query || call.signsOut) continue;
      for (const role of rolesFor(Object.values(call.methods))) {
        for (const { label, query } of hostileQueries(call.query)) {
          probes.push({ kind: 'api', role, method: 'GET', path: `${fill(call.path, NIL_UUID)}?${query}`, label });
        }
      }
    }
    // The owner's own id, with hostile paging: the query reaches the database.
    for (const { label, query } of hostileQueries(['startIndex'])) {
      probes.push({ kind: 'api', role: 'user', method: 'GET', path: `/api/user/listings/${fixtures.user.id}?${query}`, label });
    }
    expect(probes.length).toBeGreaterThan(300);
    expect(await sweep(probes)).toEqual([]);
  });

  it('/api calls: malformed, mistyped, incomplete and oversized bodies, and wrong content types', async () => {
    const probes: Probe[] = [];
    for (const call of apiCalls(fixtures)) {
      const bodyMethods = Object.entries(call.methods).filter(([method]) => method !== 'GET');
      if (!bodyMethods.length || call.signsOut || !(call.body || call.multipart)) continue;
      // POST and PUT of one call run the same code: the first is enough.
      for (const [method, access] of bodyMethods.slice(0, 1)) {
        // The body is read only once the caller may use the call.
        const role: Role = access === 'admin' ? 'admin' : access === 'user' ? 'user' : 'visitor';
        const path = fill(call.path, call.body?.params?.() ?? NIL_UUID);
        const bodies = call.body ? hostileBodies(call.body) : hostileForms();
        for (const { label, contentType, body } of bodies) probes.push({ kind: 'api', role, method, path, label, contentType, body });
      }
    }
    expect(probes.length).toBeGreaterThan(1000);
    expect(await sweep(probes)).toEqual([]);
  });

  // A ceiling on waiting, not a speed check: every page route with each hostile value, by each role.
  it('pages: hostile query strings and path parameters, GET and POST, by each role', { timeout: 180_000 }, async () => {
    const probes: Probe[] = [];
    const queries = hostileQueries(PAGE_QUERY_NAMES, PAGE_QUERY_VALUES, ['%FF'], false);
    for (const page of PAGES) {
      const join = page.path.includes('?') ? '&' : '?';
      for (const role of rolesFor([page.access])) {
        // A visitor on a page for members is sent to sign in whatever the input: one probe is enough.
        const refused = role === 'visitor' && page.access !== 'public';
        for (const { label, query } of refused ? queries.slice(0, 1) : queries) {
          probes.push({ kind: 'page', role, method: 'GET', path: `${fill(page.path, NIL_UUID)}${join}${query}`, label });
        }
        if (hasParams(page.path) && !refused) {
          for (const value of PAGE_PATH_VALUES) {
            probes.push({ kind: 'page', role, method: 'GET', path: fill(page.path, value) });
            // React Router's data request for the same page (client navigations).
            probes.push({ kind: 'page', role, method: 'GET', path: `${fill(page.path, value)}.data` });
          }
        }
        // Garbage posted to the page: its action, or (without one) the router's refusal.
        for (const { label, contentType, body } of page.action ? GARBAGE_FORMS : GARBAGE_FORMS.slice(0, 1)) {
          probes.push({ kind: 'page', role, method: 'POST', path: fill(page.path, NIL_UUID), label, contentType, body });
        }
        if (page.action) {
          probes.push({ kind: 'page', role, method: 'POST', path: `${fill(page.path, NIL_UUID)}.data`, ...GARBAGE_FORMS[0] });
        }
      }
    }
    expect(probes.length).toBeGreaterThan(500);
    expect(await sweep(probes)).toEqual([]);
  });
});

describe('hostile input over HTTP: who is asking', () => {
  it('a visitor cannot mutate: /api mutations answer 401 or 403, page actions send to sign-in', async () => {
    const failures: string[] = [];
    for (const call of apiCalls(fixtures)) {
      for (const [method, access] of Object.entries(call.methods)) {
        if (access === 'public' || method === 'GET') continue;
        const probe = {
          role: 'visitor' as const,
          method,
          path: fill(call.path, {
            id: fixtures.listing.id,
            userId: fixtures.victim.id,
            postId: fixtures.postId,
            packageId: fixtures.packageId,
          }),
          // The call's own kind of body: any other is refused (415) before who asks is known.
          ...(call.multipart
            ? { contentType: 'multipart/form-data; boundary=probe', body: '--probe--\r\n' }
            : { contentType: 'application/json', body: JSON.stringify(call.body?.sample ?? {}) }),
        };
        const res = await send(probe);
        const text = await res.text();
        if (res.status !== 401 && res.status !== 403) failures.push(`${describeProbe(probe)} → ${res.status}`);
        else if (errorShapeProblem(res, text)) failures.push(`${describeProbe(probe)} → ${errorShapeProblem(res, text)}`);
      }
    }
    // Every guarded page action, by a visitor, and the admin ones by an ordinary user too.
    const form = new URLSearchParams({
      ...(fixtures.listing.body as Record<string, string>),
      title: 'Probe',
      packageId: fixtures.packageId,
    }).toString();
    for (const page of PAGES.filter((p) => p.action && p.access !== 'public')) {
      for (const role of page.access === 'admin' ? (['visitor', 'user'] as const) : (['visitor'] as const)) {
        const probe = {
          role,
          method: 'POST',
          path: fill(page.path, {
            listingId: fixtures.listing.id,
            userId: fixtures.victim.id,
            postId: fixtures.postId,
            id: fixtures.packageId,
          }),
        };
        const res = await send({ ...probe, contentType: 'application/x-www-form-urlencoded', body: form });
        await res.arrayBuffer();
        const toSignIn = res.status >= 300 && res.status < 400 && res.headers.get('location')?.startsWith('/sign-in');
        if (!toSignIn && res.status !== 401 && res.status !== 403) {
          failures.push(`${describeProbe(probe)} → ${res.status} ${res.headers.get('location') ?? ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("an ordinary user cannot change another user's listing, account, posts or the packages", async () => {
    const { listing, victim, packageId, postId, user } = fixtures;
    const json = 'application/json';
    const attempts: { method: string; path: string; body?: unknown; status: number[] }[] = [
      { method: 'POST', path: `/api/listing/update/${listing.id}`, body: listing.body, status: [403] },
      { method: 'DELETE', path: `/api/listing/delete/${listing.id}`, status: [403] },
      { method: 'DELETE', path: `/api/user/delete/${victim.id}`, status: [403] },
      { method: 'POST', path: `/api/user/update/${victim.id}`, body: { username: 'hijacked' }, status: [403] },
      { method: 'GET', path: `/api/user/listings/${victim.id}`, status: [403] },
      { method: 'GET', path: `/api/packages/status/${victim.id}`, status: [403] },
      {
        method: 'POST',
        path: '/api/packages/create',
        body: { title: 'Stolen', price: 0, features: 'a', listingLimit: -1, durationDays: 3650, highlighted: true },
        status: [403],
      },
      {
        method: 'PUT',
        path: `/api/packages/${packageId}`,
        body: { title: 'Stolen', price: 0, features: 'a', listingLimit: -1, durationDays: 3650, highlighted: true },
        status: [403],
      },
      { method: 'POST', path: '/api/packages/assign-package', body: { userId: user.id, packageId }, status: [403] },
      { method: 'DELETE', path: `/api/post/deletepost/${postId}/${user.id}`, status: [403] },
      { method: 'GET', path: '/api/user/getallusers', status: [403] },
    ];
    const failures: string[] = [];
    for (const a of attempts) {
      const probe = { role: 'user' as const, method: a.method, path: a.path };
      const res = await send({ ...probe, contentType: a.body ? json : undefined, body: a.body ? JSON.stringify(a.body) : undefined });
      const text = await res.text();
      if (!a.status.includes(res.status)) failures.push(`${describeProbe(probe)} → ${res.status} ${text.slice(0, 120)}`);
      else if (errorShapeProblem(res, text)) failures.push(`${describeProbe(probe)} → ${errorShapeProblem(res, text)}`);
    }
    expect(failures).toEqual([]);

    // Nothing changed: the listing, the victim, the packages and the post are as they were.
    expect((await getJson(`/api/listing/get/${listing.id}`)).name).toBe(listing.name);
    expect((await getJson(`/api/user/${victim.id}`)).username).toBe(victim.username);
    expect((await getJson('/api/packages')).map((p: { title: string }) => p.title)).not.toContain('Stolen');
    expect((await getJson(`/api/post/getposts?postId=${postId}`)).posts).toHaveLength(1);

    // Claiming to be an admin in the body changes nothing either.
    const claim = await send({
      role: 'user',
      method: 'POST',
      path: `/api/user/update/${user.id}`,
      contentType: json,
      body: JSON.stringify({ isAdmin: true, role: 'admin' }),
    });
    expect(claim.status).toBe(200);
    expect(((await claim.json()) as { isAdmin?: boolean }).isAdmin).toBe(false);
    expect((await send({ role: 'user', method: 'GET', path: '/api/user/getusers' })).status).toBe(403);
  });

  it('and none of the thousands of probes above created, sent or changed anything', async () => {
    expect(await whatProbesMustNotChange(fixtures.user.id)).toEqual(before);
  });
});
