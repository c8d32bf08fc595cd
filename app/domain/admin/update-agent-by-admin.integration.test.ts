// /update-agent-by-admin/:userId on a real database: admins only; saving creates or updates the
// agency with its priority, makes the user an agent, and moves the agency in the directory.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { agentProfiles, users } from '../../db/schema';
import * as page from '../../routes/update-agent-by-admin';
import { listAgents } from '../agents/list-agents.server';
import { call } from '../../../tests/support/requests';
import { insertAgent, makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';

const database = setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ isAdmin: true });
  user = await makeUser();
});

const onDisk = (url: string) => fs.existsSync(path.join(database.dataDir, url));

function agencyForm(images: string[], overrides: Record<string, string> = {}) {
  const form = new URLSearchParams({
    name: 'Golden Land Real Estate',
    description: '<p>Homes in <b>Bahan</b>.</p><script>alert(1)</script>',
    address: 'No. 5, Kaba Aye Pagoda Road, Bahan',
    phone: '09 450 111 222',
    facebook: 'facebook.com/goldenland',
    priority: '0',
    ...overrides,
  });
  images.forEach((url) => form.append('imageUrls', url));
  return form;
}

const save = (userId: string, body: URLSearchParams) =>
  call(page.action, `/update-agent-by-admin/${userId}`, { cookie: admin.cookie, body, params: { userId } });

describe('/update-agent-by-admin/:userId', () => {
  it('sends visitors and non-admins to sign in, for the page and its form', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const res = await call(page.loader, `/update-agent-by-admin/${user.id}`, { cookie, params: { userId: user.id } });
      expect(res.headers.get('location')).toMatch(/^\/sign-in\?redirectTo=/);
      const post = await call(page.action, `/update-agent-by-admin/${user.id}`, { cookie, body: agencyForm([]), params: { userId: user.id } });
      expect(post.headers.get('location')).toMatch(/^\/sign-in/);
    }
    expect(await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, user.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(page.loader, `/update-agent-by-admin/${userId}`, { cookie: admin.cookie, params: { userId } })).status).toBe(404);
    }
    const res = await save('00000000-0000-4000-8000-000000000000', agencyForm([await uploadedImage(admin.id)]));
    expect(res.status).toBe(404);
  });

  it('creates an agency for a plain user, sanitized, and makes them an agent', async () => {
    const photo = await uploadedImage(admin.id);
    const res = await save(user.id, agencyForm([photo], { priority: '5' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Agent updated successfully!' });
    const [profile] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, user.id));
    expect(profile).toMatchObject({ name: 'Golden Land Real Estate', priority: 5, imageUrls: [photo], facebook: 'https://facebook.com/goldenland' });
    expect(profile.description).toBe('<p>Homes in <strong>Bahan</strong>.</p>');
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('agent');
    const loaded = await (await call(page.loader, `/update-agent-by-admin/${user.id}`, { cookie: admin.cookie, params: { userId: user.id } })).json();
    expect(loaded).toMatchObject({ user: { _id: user.id, role: 'agent' }, profile: { priority: 5, imageUrls: [photo] } });
  });

  it("moves the agency in the directory when its priority changes (priority first, then newest)", async () => {
    const older = await insertAgent({ priority: 1 });
    const newer = await insertAgent({ priority: 1 });
    await getDb().update(agentProfiles).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(agentProfiles.userId, older.id));
    const order = async () => (await listAgents({ limit: 50 })).map((a) => a._id).filter((id) => id === older.id || id === newer.id);
    expect(await order()).toEqual([newer.id, older.id]);
    const photo = await uploadedImage(admin.id);
    expect((await save(older.id, agencyForm([photo], { priority: '2' }))).status).toBe(200);
    expect(await order()).toEqual([older.id, newer.id]);
  });

  it('replaces the photos, removing dropped ones from disk', async () => {
    const [first, second] = [await uploadedImage(admin.id), await uploadedImage(admin.id)];
    await save(user.id, agencyForm([first, second]));
    const third = await uploadedImage(admin.id);
    await save(user.id, agencyForm([second, third]));
    const [profile] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.userId, user.id));
    expect(profile.imageUrls).toEqual([second, third]);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
  });

  it('checks the agent form rules and keeps what was typed', async () => {
    const photo = await uploadedImage(admin.id);
    const cases: [URLSearchParams, string, string][] = [
      [agencyForm([photo], { name: '' }), 'name', 'Name is required (at most 100 characters).'],
      [agencyForm([photo], { phone: '123' }), 'phone', 'Phone must be 5 to 100 characters.'],
      [agencyForm([photo], { facebook: 'fb' }), 'facebook', 'Facebook link must be 5 to 200 characters.'],
      [agencyForm([photo], { facebook: 'javascript:alert(1)' }), 'facebook', 'Please enter a web address (https://...).'],
      [agencyForm([photo], { priority: '1.5' }), 'priority', 'Priority must be a whole number between -1000000 and 1000000.'],
      [agencyForm([]), 'imageUrls', 'You must upload at least one image'],
      [agencyForm(Array.from({ length: 9 }, () => photo)), 'imageUrls', 'You can upload at most 8 images.'],
      [agencyForm(['https://elsewhere.example/a.jpg']), 'imageUrls', 'Image upload failed (2 mb max per image)'],
      [agencyForm([photo], { description: '<p> </p>' }), 'description', 'Description is required.'],
    ];
    for (const [form, field, message] of cases) {
      const res = await save(user.id, form);
      expect(res.status, field).toBe(400);
      const answer = await res.json();
      expect(answer.errors[field]).toBe(message);
      expect(answer.values.address).toBe('No. 5, Kaba Aye Pagoda Road, Bahan');
    }
  });
});
