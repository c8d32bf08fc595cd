// The agent directory (GET /api/user/getagents, /agent), one user by id (GET /api/user/:id) and
// the agent profile page (/agent/:id): order, paging, the sort whitelist, and above all that an
// agent's e-mail or password hash never reaches anyone who may not see it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema';
import * as agentPage from '../../routes/agent';
import * as agentsPage from '../../routes/agents';
import * as getAgentsApi from '../../routes/api/user.getagents';
import * as userByIdApi from '../../routes/api/user.by-id';
import { call } from '../../../tests/support/requests';
import { cookieFor, insertAgent, insertListing, insertUser } from '../../../tests/support/fixtures';
import { publicOrigin } from '../../server-lib/public-origin.server';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const agents: Record<string, User> = {};
let owner: User;
let admin: User;
let visitorCookie: string;
let adminCookie: string;

const at = (minutes: number) => new Date(Date.UTC(2024, 5, 1, 0, minutes));
const EVIL = '<p>Trusted <strong>agency</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">';
const PUBLIC_AGENT_KEYS = ['_id', 'address', 'avatar', 'createdAt', 'description', 'facebook', 'imageUrls', 'listingCount', 'messenger', 'name', 'phone', 'priority', 'username', 'viber', 'whatsapp'];

beforeAll(async () => {
  // Ten agencies: two promoted (priority), the rest ordered by age; names sort differently.
  const specs = [
    { key: 'zeta', name: 'Zeta Homes', priority: 0, minutes: 1 },
    { key: 'alpha', name: 'alpha Realty', priority: 0, minutes: 9 },
    { key: 'gold', name: 'Golden Land', priority: 5, minutes: 0 },
    { key: 'silver', name: 'Silver Star', priority: 2, minutes: 8 },
    { key: 'inya', name: 'Inya Lake Realty', priority: 0, minutes: 5 },
    { key: 'royal', name: 'Royal Yangon', priority: 0, minutes: 4 },
    { key: 'shwe', name: 'Shwe Yaung', priority: 0, minutes: 3 },
    { key: 'dream', name: 'Myanmar Dream', priority: 0, minutes: 2 },
    { key: 'bahan', name: 'Bahan Brokers', priority: 0, minutes: 7 },
    { key: 'kamayut', name: 'Kamayut Keys', priority: 0, minutes: 6 },
  ];
  for (const spec of specs) {
    // Silver Star has two photos, for the cards' one.
    const photos = spec.key === 'silver' ? { imageUrls: ['/media/s/front.webp', '/media/s/office.webp'] } : {};
    agents[spec.key] = await insertAgent({ name: spec.name, priority: spec.priority, createdAt: at(spec.minutes), description: EVIL, ...photos });
  }
  owner = await insertUser({ username: 'U Ba', email: 'uba-owner@example.com', avatar: '/media/cd/uba.webp' });
  admin = await insertUser({ isAdmin: true, email: 'boss@example.com' });
  visitorCookie = await cookieFor(await insertUser({ email: 'someone@example.com' }));
  adminCookie = await cookieFor(admin);
  // Golden Land: 10 listings (7 rent, 3 sale), so its page has a second page of listings.
  for (let i = 0; i < 10; i++) {
    await insertListing(agents.gold, { type: i < 7 ? 'rent' : 'sale', createdAt: at(100 + i) }, [`/media/g${i}.webp`, `/media/g${i}b.webp`]);
  }
  await insertListing(agents.silver, { type: 'sale' });
  await insertListing(owner, { type: 'rent' });
});

const getAgents = (query = '') => call(getAgentsApi.loader, `/api/user/getagents${query}`);
const names = (list: { name: string }[]) => list.map((a) => a.name);

describe('GET /api/user/getagents', () => {
  it('answers 8 agencies by default, priority first and then the newest', async () => {
    const res = await getAgents();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual(['Golden Land', 'Silver Star', 'alpha Realty', 'Bahan Brokers', 'Kamayut Keys', 'Inya Lake Realty', 'Royal Yangon', 'Shwe Yaung']);
  });

  it('pages with startIndex and limit without repeating or skipping anyone', async () => {
    const first = await (await getAgents('?limit=4')).json();
    const second = await (await getAgents('?limit=4&startIndex=4')).json();
    const third = await (await getAgents('?limit=4&startIndex=8')).json();
    expect([first.length, second.length, third.length]).toEqual([4, 4, 2]);
    const all = [...first, ...second, ...third].map((a: { _id: string }) => a._id);
    expect(new Set(all).size).toBe(10);
    expect(all).toEqual((await (await getAgents('?limit=50')).json()).map((a: { _id: string }) => a._id));
    expect(await (await getAgents('?startIndex=100')).json()).toEqual([]);
  });

  it('sorts by a whitelisted field in either order', async () => {
    expect(names(await (await getAgents('?sortField=name&sortOrder=asc&limit=3')).json())).toEqual(['alpha Realty', 'Bahan Brokers', 'Golden Land']);
    expect(names(await (await getAgents('?sortField=name&sortOrder=desc&limit=2')).json())).toEqual(['Zeta Homes', 'Silver Star']);
    expect(names(await (await getAgents('?sortField=createdAt&sortOrder=asc&limit=3')).json())).toEqual(['Golden Land', 'Zeta Homes', 'Myanmar Dream']);
    expect(names(await (await getAgents('?sortField=priority&sortOrder=asc&limit=50')).json()).slice(-2)).toEqual(['Silver Star', 'Golden Land']);
  });

  it('refuses other sort fields and bad numbers with a 400, never a 500', async () => {
    for (const query of [
      '?sortField=email',
      '?sortField=password_hash',
      '?sortField=name;drop table users',
      '?sortOrder=sideways',
      '?limit=51',
      '?limit=0',
      '?limit=abc',
      '?limit=2.5',
      '?startIndex=-1',
      '?startIndex=x',
    ]) {
      const res = await getAgents(query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, statusCode: 400 });
    }
  });

  it('answers public fields only: never an e-mail or a password hash; the description sanitized', async () => {
    const res = await getAgents('?limit=50');
    const text = await res.text();
    expect(text).not.toMatch(/@example\.com|passwordHash|password_hash|not-a-real-hash|"email"/);
    const body = JSON.parse(text);
    for (const agent of body) expect(Object.keys(agent).sort()).toEqual(PUBLIC_AGENT_KEYS);
    const gold = body.find((a: { name: string }) => a.name === 'Golden Land');
    expect(gold).toMatchObject({ _id: agents.gold.id, username: agents.gold.username, priority: 5, listingCount: 10, imageUrls: ['/media/ab/agency.webp'] });
    expect(gold.description).toBe('<p>Trusted <strong>agency</strong></p>');
    expect(body.find((a: { name: string }) => a.name === 'Zeta Homes').listingCount).toBe(0);
  });
});

describe('GET /api/user/:id', () => {
  const getUser = (id: string, cookie?: string) => call(userByIdApi.loader, `/api/user/${id}`, { params: { id }, cookie });

  it("answers an agent's public and agency fields to the public, without e-mail or hash", async () => {
    const res = await getUser(agents.gold.id);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/@example\.com|password|not-a-real-hash|"email"/i);
    expect(JSON.parse(text)).toEqual({
      _id: agents.gold.id,
      username: agents.gold.username,
      avatar: null,
      role: 'agent',
      createdAt: agents.gold.createdAt.toISOString(),
      name: 'Golden Land',
      description: '<p>Trusted <strong>agency</strong></p>',
      address: 'No. 1, Pyay Road',
      phone: '09 123 456 789',
      facebook: 'https://facebook.com/agency',
      viber: null,
      whatsapp: null,
      messenger: null,
      imageUrls: ['/media/ab/agency.webp'],
      priority: 5,
    });
  });

  it('answers a user without an agency profile with the account fields only', async () => {
    const body = await (await getUser(owner.id, visitorCookie)).json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'avatar', 'createdAt', 'role', 'username']);
    expect(body).toMatchObject({ username: 'U Ba', avatar: '/media/cd/uba.webp', role: 'user' });
  });

  it('adds the e-mail only for the user themself and for admins', async () => {
    expect((await (await getUser(owner.id, await cookieFor(owner))).json()).email).toBe('uba-owner@example.com');
    expect((await (await getUser(owner.id, adminCookie)).json()).email).toBe('uba-owner@example.com');
    expect((await (await getUser(owner.id, visitorCookie)).json()).email).toBeUndefined();
    expect((await (await getUser(owner.id)).json()).email).toBeUndefined();
  });

  it('answers 404 with success false for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '']) {
      const res = await getUser(id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});

describe('/agent page', () => {
  it('loads the first 8 agencies in the directory order, as cards without descriptions', async () => {
    const data = await (await call(agentsPage.loader, '/agent')).json();
    expect(names(data.agents)).toEqual(['Golden Land', 'Silver Star', 'alpha Realty', 'Bahan Brokers', 'Kamayut Keys', 'Inya Lake Realty', 'Royal Yangon', 'Shwe Yaung']);
    expect(data.agents[0].description).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/@example\.com/);
  });

  it('reads each agency as its card shows it: no description or contacts, one picture', async () => {
    const data = await (await call(agentsPage.loader, '/agent')).json();
    for (const card of data.agents) expect(Object.keys(card).sort()).toEqual(['_id', 'address', 'avatar', 'imageUrls', 'listingCount', 'name']);
    const [gold, silver] = data.agents;
    expect(gold).toEqual({ _id: agents.gold.id, name: 'Golden Land', address: 'No. 1, Pyay Road', avatar: null, listingCount: 10, imageUrls: ['/media/ab/agency.webp'] });
    expect(silver).toMatchObject({ name: 'Silver Star', listingCount: 1, imageUrls: ['/media/s/front.webp'] });
  });
});

describe('/agent/:id page', () => {
  const load = (id: string, cookie?: string) => call(agentPage.loader, `/agent/${id}`, { params: { id }, cookie });

  it('throws a 404 response for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) expect((await load(id)).status).toBe(404);
  });

  it('gives the public the profile, sanitized description, counts and the first 9 listings, but no e-mail', async () => {
    const res = await load(agents.gold.id);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.agent).toMatchObject({ _id: agents.gold.id, name: 'Golden Land', isAgency: true, phone: '09 123 456 789', address: 'No. 1, Pyay Road' });
    expect(data.agent.description).toBe('<p>Trusted <strong>agency</strong></p>');
    expect(data.counts).toEqual({ rent: 7, sale: 3, total: 10 });
    expect(data.pageSize).toBe(9);
    expect(data.listings).toHaveLength(9);
    // Newest first, as cards: the cover only and no description.
    expect(data.listings[0].cover).toBe('/media/g9.webp');
    expect(data.listings[0].description).toBeUndefined();
    expect(data.email).toBeNull();
    expect(data.shareUrl).toBe(`${publicOrigin()}/agent/${agents.gold.id}`);
    expect(JSON.stringify(data)).not.toMatch(/@example\.com|not-a-real-hash/);
  });

  it("puts the agent's e-mail in the data only for an admin who is not that agent", async () => {
    const agentEmail = agents.gold.email;
    expect((await (await load(agents.gold.id, adminCookie)).json()).email).toBe(agentEmail);
    expect((await (await load(agents.gold.id, visitorCookie)).json()).email).toBeNull();
    expect((await (await load(agents.gold.id, await cookieFor(agents.gold))).json()).email).toBeNull();
    // An admin on their own page has nobody to contact.
    expect((await (await load(admin.id, adminCookie)).json()).email).toBeNull();
  });

  it('shows a user without an agency profile under their username', async () => {
    const data = await (await load(owner.id)).json();
    expect(data.agent).toMatchObject({ name: 'U Ba', isAgency: false, description: '', imageUrls: [], avatar: '/media/cd/uba.webp' });
    expect(data.counts).toEqual({ rent: 1, sale: 0, total: 1 });
  });
});
