import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { agentProfiles, media, users } from '../../db/schema';
import * as updateApi from '../../routes/api/user.update';
import * as updateAgentPage from '../../routes/update-agent';
import { listAgents } from '../agents/list-agents.server';
import { makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();

const update = (id: string, json: unknown, cookie?: string) => call(updateApi.action, `/api/user/update/${id}`, { json, cookie, params: { id } });
const profileOf = async (id: string) => (await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, id)))[0];
const roleOf = async (id: string) => (await getDb().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

async function agencyBody(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Golden Land Realty',
    description: '<p>Rentals in <strong>Bahan</strong> and Yankin.</p>',
    address: 'No. 12, Kabar Aye Pagoda Road, Bahan',
    phone: '09 420 111 222',
    facebook: 'facebook.com/goldenland',
    imageUrls: [await uploadedImage(userId)],
    role: 'agent',
    ...overrides,
  };
}

describe('POST /api/user/update/{id} with agent fields', () => {
  it('saves the agency, makes the user an agent and puts them in the agent directory, first among equals as the newest', async () => {
    const user = await makeUser();
    const res = await update(user.id, await agencyBody(user.id), user.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ _id: user.id, success: true, message: 'Agency is updated successfully!', role: 'agent', agent: { name: 'Golden Land Realty', facebook: 'https://facebook.com/goldenland', priority: 0 } });
    expect(JSON.stringify(body)).not.toMatch(/argon|passwordHash/i);
    expect(await roleOf(user.id)).toBe('agent');

    const directory = await listAgents({ limit: 50 });
    expect(directory[0]).toMatchObject({ _id: user.id, name: 'Golden Land Realty', phone: '09 420 111 222' });
  });

  it('sanitizes the description on the server', async () => {
    const user = await makeUser();
    const res = await update(user.id, await agencyBody(user.id, { description: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>' }), user.cookie);
    expect(res.status).toBe(200);
    const stored = (await profileOf(user.id)).description;
    expect(stored).toContain('Hi');
    expect(stored).not.toMatch(/script|onclick|onerror|<img|javascript:/i);
  });

  it('refuses a description that is only markup', async () => {
    const user = await makeUser();
    const res = await update(user.id, await agencyBody(user.id, { description: '<p><br></p>' }), user.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ description: 'Description is required.' });
    expect(await profileOf(user.id)).toBeUndefined();
    expect(await roleOf(user.id)).toBe('user');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required (at most 100 characters).'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name is required (at most 100 characters).'],
    [{ address: ' ' }, 'address', 'Address is required.'],
    [{ phone: '0912' }, 'phone', 'Phone must be 5 to 100 characters.'],
    [{ phone: '9'.repeat(101) }, 'phone', 'Phone must be 5 to 100 characters.'],
    [{ phone: '' }, 'phone', 'Please enter a phone number.'],
    [{ facebook: 'fb' }, 'facebook', 'Facebook link must be 5 to 200 characters.'],
    // Left empty, it asks for itself rather than quoting a range.
    [{ facebook: '' }, 'facebook', 'Please enter the Facebook link.'],
    [{ facebook: `https://facebook.com/${'x'.repeat(190)}` }, 'facebook', 'Facebook link must be 5 to 200 characters.'],
    [{ facebook: 'javascript:alert(1)' }, 'facebook', 'Please enter a web address (https://...).'],
    [{ imageUrls: [] }, 'imageUrls', 'You must upload at least one image'],
    [{ imageUrls: Array.from({ length: 9 }, (_, i) => `/media/00/${i}.webp`) }, 'imageUrls', 'You can upload at most 8 images.'],
    [{ imageUrls: ['https://evil.example.com/a.jpg'] }, 'imageUrls', 'Images must be uploaded to this portal.'],
  ])('refuses %j with the spec message', async (overrides, field, message) => {
    const user = await makeUser();
    const res = await update(user.id, await agencyBody(user.id, overrides), user.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await profileOf(user.id)).toBeUndefined();
  });

  it('ignores a priority sent by the user; an admin sets it, and the directory follows it', async () => {
    const admin = await makeUser({ isAdmin: true });
    const [low, high] = [await makeUser(), await makeUser()];
    expect((await update(low.id, await agencyBody(low.id, { priority: 999 }), low.cookie)).status).toBe(200);
    expect((await profileOf(low.id)).priority).toBe(0);
    expect((await update(high.id, await agencyBody(high.id), high.cookie)).status).toBe(200);
    // The admin moves the older agency up; a later save by its owner keeps the admin's value.
    expect((await update(low.id, await agencyBody(low.id, { priority: 5 }), admin.cookie)).status).toBe(200);
    expect((await update(low.id, await agencyBody(low.id, { priority: 0 }), low.cookie)).status).toBe(200);
    expect((await profileOf(low.id)).priority).toBe(5);
    const ids = (await listAgents({ limit: 50 })).map((a) => a._id);
    expect(ids.indexOf(low.id)).toBeLessThan(ids.indexOf(high.id));
  });

  it('answers 403 to a user saving someone else’s agency, and 401 to a visitor', async () => {
    const [owner, other] = [await makeUser(), await makeUser()];
    expect((await update(owner.id, await agencyBody(other.id), other.cookie)).status).toBe(403);
    expect((await update(owner.id, await agencyBody(owner.id))).status).toBe(401);
    expect(await profileOf(owner.id)).toBeUndefined();
  });

  it('removes photos taken off the agency from storage', async () => {
    const user = await makeUser();
    const [keep, drop] = [await uploadedImage(user.id), await uploadedImage(user.id)];
    expect((await update(user.id, await agencyBody(user.id, { imageUrls: [keep, drop] }), user.cookie)).status).toBe(200);
    expect((await update(user.id, await agencyBody(user.id, { imageUrls: [keep] }), user.cookie)).status).toBe(200);
    expect((await profileOf(user.id)).imageUrls).toEqual([keep]);
    expect(await getDb().select().from(media).where(eq(media.url, drop))).toEqual([]);
    expect(await getDb().select().from(media).where(eq(media.url, keep))).toHaveLength(1);
  });
});

const postAgency = (cookie: string | undefined, fields: [string, string][]) =>
  call(updateAgentPage.action, '/update-agent', { method: 'POST', body: new URLSearchParams(fields), cookie });

describe('/update-agent page', () => {
  it('sends a visitor to sign in', async () => {
    const res = await call(updateAgentPage.loader, '/update-agent');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?redirectTo=%2Fupdate-agent');
  });

  it('saves the form, which makes the user an agent, and shows the saved agency next time', async () => {
    const user = await makeUser();
    expect(await (await call(updateAgentPage.loader, '/update-agent', { cookie: user.cookie })).json()).toMatchObject({ agency: null, agentId: user.id });
    const [a, b] = [await uploadedImage(user.id), await uploadedImage(user.id)];
    const res = await postAgency(user.cookie, [
      ['name', 'Shwe Taung Homes'],
      ['description', '<p>Condos in Sanchaung</p>'],
      ['address', '45 Baho Road, Sanchaung'],
      ['phone', '09 777 123 456'],
      ['facebook', 'https://facebook.com/shwetaung'],
      ['imageUrls', b],
      ['imageUrls', a],
      ['priority', '100'],
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Agency is updated successfully!' });
    expect(await roleOf(user.id)).toBe('agent');
    const { agency } = await (await call(updateAgentPage.loader, '/update-agent', { cookie: user.cookie })).json();
    expect(agency).toMatchObject({ name: 'Shwe Taung Homes', imageUrls: [b, a], priority: 0 });
    expect((await listAgents({ limit: 50 })).some((agent) => agent._id === user.id)).toBe(true);
  });

  it('a failed save answers the messages and keeps everything that was sent, photos included', async () => {
    const user = await makeUser();
    const photo = await uploadedImage(user.id);
    const res = await postAgency(user.cookie, [
      ['name', 'Kept Name'],
      ['description', '<p>Kept <script>x()</script>text</p>'],
      ['address', 'Kept address'],
      ['phone', '123'],
      ['facebook', 'facebook.com/kept'],
      ['imageUrls', photo],
    ]);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual({ phone: 'Phone must be 5 to 100 characters.' });
    expect(body.values).toMatchObject({ name: 'Kept Name', address: 'Kept address', phone: '123', facebook: 'facebook.com/kept', imageUrls: photo });
    // The description comes back into the editor as HTML, so only the allowed markup returns.
    expect(body.values.description).toBe('<p>Kept text</p>');
    expect(await profileOf(user.id)).toBeUndefined();
  });
});
