// Contact the way Yangon does: a listing and an agency take Viber, WhatsApp and
// Messenger contacts through their forms and /api calls, with the forms' messages when one is
// wrong (and what was typed kept), and the listing and agent pages carry them to their buttons.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { agentProfiles, listings } from '../../db/schema';
import { CHAT_MESSAGES } from '../../lib/chat-contacts';
import * as agentPage from '../../routes/agent';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as userUpdateApi from '../../routes/api/user.update';
import * as createPage from '../../routes/create-listing';
import * as listingPage from '../../routes/listing';
import { insertDemoPackages, makeUser, subscribe, uploadedImage, listingBody as listingBodyOf } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
let lister: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  await insertDemoPackages();
  [lister, other] = await Promise.all([makeUser(), makeUser()]);
  await subscribe(lister.id, 'premium');
});

const listingBody = (overrides: Record<string, unknown> = {}) => listingBodyOf(lister.id, overrides);

const chatsOf = async (id: string) =>
  (await getDb().select({ viber: listings.viber, whatsapp: listings.whatsapp, messenger: listings.messenger }).from(listings).where(eq(listings.id, id)))[0];

describe('a listing’s chat contacts', () => {
  it('are saved from /api as the lister gave them (a Messenger link as its name), and shown on the listing page', async () => {
    const res = await call(createApi.action, '/api/listing/create', {
      json: await listingBody({ viber: '09 450 123 456', whatsapp: '+95 9 450 123 456', messenger: 'https://m.me/daw.khin.rentals/' }),
      cookie: lister.cookie,
    });
    expect(res.status).toBe(201);
    const { _id: id } = await res.json();
    expect(await chatsOf(id)).toEqual({ viber: '09 450 123 456', whatsapp: '+95 9 450 123 456', messenger: 'daw.khin.rentals' });
    const page = await (await call(listingPage.loader, `/listing/${id}`, { params: { listingId: id } })).json();
    expect(page.listing).toMatchObject({ viber: '09 450 123 456', whatsapp: '+95 9 450 123 456', messenger: 'daw.khin.rentals' });

    // Cleared on update: an empty field is "none".
    const cleared = await call(updateApi.action, `/api/listing/update/${id}`, { json: await listingBody({ viber: '', messenger: '' }), cookie: lister.cookie, params: { id } });
    expect(cleared.status).toBe(200);
    expect(await chatsOf(id)).toEqual({ viber: null, whatsapp: null, messenger: null });
  });

  it('are optional', async () => {
    const res = await call(createApi.action, '/api/listing/create', { json: await listingBody(), cookie: lister.cookie });
    expect(res.status).toBe(201);
    expect(await chatsOf((await res.json())._id)).toEqual({ viber: null, whatsapp: null, messenger: null });
  });

  it('are refused with the form’s words when wrong, by /api and by the page, which keeps what was typed', async () => {
    const api = await call(createApi.action, '/api/listing/create', { json: await listingBody({ whatsapp: 'call me', messenger: 'not a name' }), cookie: lister.cookie });
    expect(api.status).toBe(400);
    expect((await api.json()).errors).toMatchObject({ whatsapp: CHAT_MESSAGES.number, messenger: CHAT_MESSAGES.messenger });

    const fields = Object.entries(await listingBody({ viber: '123', messenger: 'golden.land' })).flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v) => [key, String(v)]) : [[key, String(value)]],
    );
    const page = await call(createPage.action, '/create-listing', { method: 'POST', body: new URLSearchParams(fields), cookie: lister.cookie });
    const failure = await page.json();
    expect(failure.errors).toEqual({ viber: CHAT_MESSAGES.number });
    expect(failure.values).toMatchObject({ viber: '123', messenger: 'golden.land' });
  });

  it('cannot be changed on somebody else’s listing', async () => {
    const res = await call(createApi.action, '/api/listing/create', { json: await listingBody({ viber: '09 450 123 456' }), cookie: lister.cookie });
    const { _id: id } = await res.json();
    const forged = await call(updateApi.action, `/api/listing/update/${id}`, { json: await listingBody({ viber: '09 999 999 999' }), cookie: other.cookie, params: { id } });
    expect(forged.status).toBe(403);
    expect((await chatsOf(id)).viber).toBe('09 450 123 456');
  });
});

describe('an agency’s chat contacts', () => {
  it('are saved with the agency and shown on its page; a wrong one is refused with the form’s words', async () => {
    const agent = await makeUser();
    const body = {
      name: 'Golden Land Realty',
      description: '<p>Rentals in Bahan.</p>',
      address: 'No. 12, Kaba Aye Pagoda Road, Bahan',
      phone: '09 420 111 222',
      facebook: 'facebook.com/goldenland',
      imageUrls: [await uploadedImage(agent.id)],
      role: 'agent',
    };
    const refused = await call(userUpdateApi.action, `/api/user/update/${agent.id}`, { json: { ...body, viber: 'x' }, cookie: agent.cookie, params: { id: agent.id } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toMatchObject({ viber: CHAT_MESSAGES.number });

    const saved = await call(userUpdateApi.action, `/api/user/update/${agent.id}`, {
      json: { ...body, viber: '09 420 111 222', whatsapp: '09 420 111 333', messenger: 'm.me/goldenland' },
      cookie: agent.cookie,
      params: { id: agent.id },
    });
    expect(saved.status).toBe(200);
    const [row] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, agent.id));
    expect(row).toMatchObject({ viber: '09 420 111 222', whatsapp: '09 420 111 333', messenger: 'goldenland' });
    const page = await (await call(agentPage.loader, `/agent/${agent.id}`, { params: { id: agent.id } })).json();
    expect(page.agent).toMatchObject({ viber: '09 420 111 222', whatsapp: '09 420 111 333', messenger: 'goldenland' });
  });
});
