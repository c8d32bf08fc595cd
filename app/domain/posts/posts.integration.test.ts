// The post calls and pages of spec section 7 (create, updatepost, deletepost) on a real
// database: who may call them, what is stored (sanitized content, unique slugs from Latin and
// Burmese titles), and what leaves storage with a post.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { posts } from '../../db/schema';
import * as createApi from '../../routes/api/post.create';
import * as deleteApi from '../../routes/api/post.delete';
import * as updateApi from '../../routes/api/post.update';
import * as createPage from '../../routes/create-post';
import * as updatePage from '../../routes/update-post';
import { call } from '../../../tests/support/requests';
import { makeUser, uploadedImage } from '../../../tests/support/fixtures';
import { STORAGE_DRIVERS, setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';

const database = setupTestDatabase();
let admin: Awaited<ReturnType<typeof makeUser>>;
let otherAdmin: Awaited<ReturnType<typeof makeUser>>;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  [admin, otherAdmin, user] = await Promise.all([makeUser({ isAdmin: true }), makeUser({ isAdmin: true }), makeUser()]);
});

const onDisk = (url: string) => fs.existsSync(path.join(database.dataDir, url));
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'New condo projects in Thanlyin',
  category: 'New Condo Projects',
  content: '<p>Star City phase 3 opens.</p>',
  ...overrides,
});
const create = (cookie: string | undefined, json: unknown) => call(createApi.action, '/api/post/create', { json, cookie });
const update = (cookie: string | undefined, postId: string, json: unknown, userId = admin.id) =>
  call(updateApi.action, `/api/post/updatepost/${postId}/${userId}`, { method: 'PUT', json, cookie, params: { postId, userId } });
const remove = (cookie: string | undefined, postId: string, userId = admin.id) =>
  call(deleteApi.action, `/api/post/deletepost/${postId}/${userId}`, { method: 'DELETE', cookie, params: { postId, userId } });
const stored = async (slug: string) => (await getDb().select().from(posts).where(eq(posts.slug, slug)))[0];

describe('POST /api/post/create', () => {
  it('refuses a visitor (401) and a user who is not an admin (403)', async () => {
    expect((await create(undefined, body())).status).toBe(401);
    const res = await create(user.cookie, body());
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, statusCode: 403 });
    expect(await getDb().select().from(posts)).toHaveLength(0);
  });

  it('requires a title and content', async () => {
    const noTitle = await create(admin.cookie, body({ title: '  ' }));
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).errors.title).toBe('Title is required.');
    const emptyEditor = await create(admin.cookie, body({ content: '<p><br></p>' }));
    expect((await emptyEditor.json()).errors.content).toBe('Content is required.');
    // Markup that is all script is nothing once sanitized.
    const onlyScript = await create(admin.cookie, body({ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }));
    expect(onlyScript.status).toBe(400);
    expect((await onlyScript.json()).message).toBe('Content is required.');
  });

  it('stores sanitized content, the author and the cover, and answers the slug', async () => {
    const image = await uploadedImage(admin.id);
    const res = await create(admin.cookie, body({ image, content: '<p onclick="x()">Hello <b>world</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' }));
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({ success: true, slug: 'new-condo-projects-in-thanlyin' });
    const post = await stored(answer.slug);
    expect(post.content).toMatch(/^<p>Hello <strong>world<\/strong><\/p><a[^>]*>x<\/a>$/);
    expect(post.content).not.toMatch(/javascript|script|onclick/);
    expect(post).toMatchObject({ userId: admin.id, image, category: 'New Condo Projects' });
  });

  it('adds -2, -3 when the slug is taken', async () => {
    const title = 'Condo Law 2016: what buyers need to know';
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await (await create(admin.cookie, body({ title }))).json()).slug);
    expect(slugs).toEqual(['condo-law-2016-what-buyers-need-to-know', 'condo-law-2016-what-buyers-need-to-know-2', 'condo-law-2016-what-buyers-need-to-know-3']);
  });

  it('makes slugs from Burmese titles, unique as well', async () => {
    const title = 'ရန်ကုန် ကွန်ဒို စီမံကိန်းသစ်များ၊ ၂၀၂၄';
    const first = await (await create(admin.cookie, body({ title }))).json();
    const second = await (await create(admin.cookie, body({ title }))).json();
    expect(first.slug).toBe('ရန်ကုန်-ကွန်ဒို-စီမံကိန်းသစ်များ-၂၀၂၄');
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await stored(first.slug)).title).toBe(title);
  });

  it('defaults the category and refuses an unknown one', async () => {
    const res = await create(admin.cookie, body({ title: 'No category given', category: undefined }));
    expect((await stored((await res.json()).slug)).category).toBe('Uncategorized');
    expect((await create(admin.cookie, body({ category: 'Gossip' }))).status).toBe(400);
  });

  it('refuses a cover that was not uploaded to the portal', async () => {
    const res = await create(admin.cookie, body({ image: 'https://evil.example/x.png' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.image).toBe('Images must be uploaded to this portal.');
  });
});

describe('PUT /api/post/updatepost/:postId/:userId', () => {
  it('lets any admin edit, ignoring the user id in the path; refuses visitors and users', async () => {
    const { _id: id } = await (await create(admin.cookie, body({ title: 'Editable post' }))).json();
    expect((await update(undefined, id, body())).status).toBe(401);
    // A user naming themself (or the author) in the path is still not an admin.
    expect((await update(user.cookie, id, body(), user.id)).status).toBe(403);
    expect((await update(user.cookie, id, body(), admin.id)).status).toBe(403);
    const res = await update(otherAdmin.cookie, id, body({ title: 'Editable post', content: '<p>Changed</p><style>x</style>' }), user.id);
    expect(res.status).toBe(200);
    expect((await res.json()).slug).toBe('editable-post');
    expect((await stored('editable-post')).content).toBe('<p>Changed</p>');
  });

  it('moves the slug with a changed title, and keeps it unique', async () => {
    await create(admin.cookie, body({ title: 'Taken title' }));
    const { _id: id } = await (await create(admin.cookie, body({ title: 'Old title' }))).json();
    const res = await update(admin.cookie, id, body({ title: 'Taken title' }));
    expect((await res.json()).slug).toBe('taken-title-2');
    // Saving again with the same title keeps its own slug (it does not collide with itself).
    expect((await (await update(admin.cookie, id, body({ title: 'Taken title' }))).json()).slug).toBe('taken-title-2');
  });

  it('removes a replaced cover from disk, and answers 404 for unknown or malformed ids', async () => {
    const oldCover = await uploadedImage(admin.id);
    const newCover = await uploadedImage(admin.id);
    const { _id: id } = await (await create(admin.cookie, body({ title: 'Cover swap', image: oldCover }))).json();
    expect((await update(admin.cookie, id, body({ title: 'Cover swap', image: newCover }))).status).toBe(200);
    expect(onDisk(oldCover)).toBe(false);
    expect(onDisk(newCover)).toBe(true);
    expect((await update(admin.cookie, '00000000-0000-4000-8000-000000000000', body())).status).toBe(404);
    expect((await update(admin.cookie, 'not-a-uuid', body())).status).toBe(404);
  });
});

describe.each(STORAGE_DRIVERS)('with %s storage', (driver) => {
  const storage = setupStorage(driver);

  describe('DELETE /api/post/deletepost/:postId/:userId', () => {
    it('is for admins only, and takes the cover out of storage', async () => {
      const cover = await uploadedImage(admin.id);
      const { _id: id, slug } = await (await create(admin.cookie, body({ title: 'Doomed post', image: cover }))).json();
      expect((await remove(undefined, id)).status).toBe(401);
      expect((await remove(user.cookie, id, user.id)).status).toBe(403);
      expect(await stored(slug)).toBeDefined();
      const res = await remove(otherAdmin.cookie, id, user.id);
      expect(res.status).toBe(200);
      expect(await stored(slug)).toBeUndefined();
      expect(await storage.has(cover)).toBe(false);
      expect((await remove(admin.cookie, id)).status).toBe(404);
    });

    it('keeps a cover that another post still shows', async () => {
      const cover = await uploadedImage(admin.id);
      const a = await (await create(admin.cookie, body({ title: 'Shared cover A', image: cover }))).json();
      await create(admin.cookie, body({ title: 'Shared cover B', image: cover }));
      await remove(admin.cookie, a._id);
      expect(await storage.has(cover)).toBe(true);
    });
  });
});


describe('/create-post and /update-post/:postId pages', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('send visitors and non-admins to sign in', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const res = await call(createPage.loader, '/create-post', { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^\/sign-in\?redirectTo=/);
      const post = await call(createPage.action, '/create-post', { cookie, body: form({ title: 'x', content: '<p>x</p>' }) });
      expect(post.headers.get('location')).toMatch(/^\/sign-in/);
    }
  });

  it('creates a post and goes to /post/{slug}, percent-encoding a Burmese slug', async () => {
    const res = await call(createPage.action, '/create-post', { cookie: admin.cookie, body: form({ title: 'မြေယာ ဥပဒေ', category: 'Property News & Legal', content: '<p>ဥပဒေ</p>' }) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/post/${encodeURIComponent('မြေယာ-ဥပဒေ')}`);
    expect((await stored('မြေယာ-ဥပဒေ')).category).toBe('Property News & Legal');
  });

  it('answers a failed form with its messages and what was typed, the content cleaned', async () => {
    const res = await call(createPage.action, '/create-post', { cookie: admin.cookie, body: form({ title: '', content: '<p>Kept</p><script>x</script>' }) });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.errors.title).toBe('Title is required.');
    expect(answer.values.content).toBe('<p>Kept</p>');
  });

  it('loads a post into the update form (sanitized) and saves it', async () => {
    const { _id: id } = await (await create(admin.cookie, body({ title: 'Page edit' }))).json();
    await getDb().update(posts).set({ content: '<p>Old</p><script>alert(1)</script>' }).where(eq(posts.id, id));
    const loaded = await (await call(updatePage.loader, `/update-post/${id}`, { cookie: admin.cookie, params: { postId: id } })).json();
    expect(loaded.post).toMatchObject({ title: 'Page edit', content: '<p>Old</p>' });
    const res = await call(updatePage.action, `/update-post/${id}`, { cookie: admin.cookie, params: { postId: id }, body: form({ title: 'Page edited', category: 'Knowledge Base', content: '<p>New</p>' }) });
    expect(res.headers.get('location')).toBe('/post/page-edited');
    const missing = await call(updatePage.loader, '/update-post/x', { cookie: admin.cookie, params: { postId: 'x' } });
    expect(missing.status).toBe(404);
  });
});
