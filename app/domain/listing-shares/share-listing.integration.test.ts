// The manifest's share_target (POST /share-listing): a post's text and photos shared to the
// installed portal become a new listing draft for a signed-in lister at once, and for a
// signed-out one after sign-in; nobody else can open them, and bad or oversized shares are
// refused with a message, never a fault.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/registry.server';
import { listingShares, media } from '../../db/schema';
import * as createPage from '../../routes/create-listing';
import * as sharePage from '../../routes/share-listing';
import { call, cookieFrom } from '../../../tests/support/requests';
import { makeUser, pngBuffer } from '../../../tests/support/fixtures';
import { setupStorage } from '../../../tests/support/storage';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { deleteExpiredShares, SHARE_COOKIE, SHARE_NOT_A_FORM, SHARE_TOO_MUCH, VISITOR_SHARES } from './listing-shares.server';

setupTestDatabase();
setupStorage('disk');
let lister: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let png: Buffer;
beforeAll(async () => {
  [lister, other, png] = await Promise.all([makeUser(), makeUser(), pngBuffer(900, 600)]);
});

const POST = 'ရန်ကင်း ကွန်ဒိုခန်း ငှားရန်ရှိသည်\nလစဉ် ၁၂ သိန်း\n၀၉ ၇၉၁ ၂၃၄ ၅၆၇';

function shareForm({ text = POST, photos = 2, data = png, type = 'image/png' }: { text?: string; photos?: number; data?: Buffer; type?: string } = {}) {
  const form = new FormData();
  form.append('title', '');
  form.append('text', text);
  form.append('url', 'https://www.facebook.com/groups/yangon/posts/1');
  for (let i = 0; i < photos; i++) form.append('photos', new File([new Uint8Array(data)], `photo-${i}.png`, { type }));
  return form;
}

const share = (form: FormData | URLSearchParams | string, cookie?: string, ip = '10.0.0.1', headers?: Record<string, string>) => call(sharePage.action, '/share-listing', { body: form, cookie, ip, headers });

const openForm = (url: string, cookie: string) => call(createPage.loader, url, { cookie });

describe('sharing a post to the portal', () => {
  it('signed in: opens a new listing draft with the text read and both photos uploaded', async () => {
    const res = await share(shareForm(), lister.cookie);
    expect(res.status).toBe(302);
    const to = res.headers.get('location')!;
    expect(to).toMatch(/^\/create-listing\?share=[0-9a-f-]{36}$/);
    const page = await (await openForm(to, lister.cookie)).json();
    expect(page.shared.values).toMatchObject({ township: 'yankin', regularPrice: '12', currency: 'lakh MMK', phone: '09791234567' });
    expect(page.shared.values.imageUrls).toHaveLength(2);
    expect(page.shared.values.description).toContain('facebook.com/groups/yangon');
    expect(page.shared.marks.words.township).toEqual(['ရန်ကင်း']);
    const owners = await getDb().select({ userId: media.userId }).from(media).where(eq(media.url, page.shared.values.imageUrls[0]));
    expect(owners).toEqual([{ userId: lister.id }]);
    // Another lister with the same link sees an empty form.
    expect((await (await openForm(to, other.cookie)).json()).shared).toBeUndefined();
  });

  it('signed out: keeps the share behind a cookie through sign-in, then gives it to the lister who signs in', async () => {
    const res = await share(shareForm({ text: `${POST}\nshared while signed out`, photos: 1 }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?redirectTo=%2Fcreate-listing');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    const shareCookie = cookieFrom(res);
    expect(shareCookie.startsWith(`${SHARE_COOKIE}=`)).toBe(true);
    const [stored] = await getDb().select().from(listingShares).where(eq(listingShares.text, `${POST}\nshared while signed out\nhttps://www.facebook.com/groups/yangon/posts/1`));
    expect(stored!.userId).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(shareCookie.split('=')[1]);

    const claimed = await openForm('/create-listing', `${other.cookie}; ${shareCookie}`);
    expect(claimed.status).toBe(302);
    const to = claimed.headers.get('location')!;
    expect(to).toBe(`/create-listing?share=${stored!.id}`);
    expect(claimed.headers.get('set-cookie')).toMatch(new RegExp(`^${SHARE_COOKIE}=;.*Max-Age=0`));
    const page = await (await openForm(to, other.cookie)).json();
    expect(page.shared.values.imageUrls).toEqual(stored!.imageUrls);
    expect(page.shared.values.township).toBe('yankin');
    const [photo] = await getDb().select({ userId: media.userId }).from(media).where(eq(media.url, stored!.imageUrls[0]!));
    expect(photo!.userId).toBe(other.id);
    // The cookie, replayed by someone else, opens nothing: the share is claimed.
    const replay = await openForm('/create-listing', `${lister.cookie}; ${shareCookie}`);
    expect(replay.status).toBe(200);
    expect((await replay.json()).shared).toBeUndefined();
  });

  it('refuses more than six photos, a file that is not a picture, and a share of nothing, with a message', async () => {
    const many = await share(shareForm({ photos: 7 }), lister.cookie);
    expect(many.status).toBe(413);
    expect(await many.json()).toEqual({ message: SHARE_TOO_MUCH });
    const notImage = await share(shareForm({ photos: 1, data: Buffer.from('%PDF-1.4 not a picture'), type: 'image/png' }), lister.cookie);
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).message).toBe('Only image files are allowed.');
    const nothing = await share(emptyShare(), lister.cookie);
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ message: SHARE_NOT_A_FORM });
    const notAForm = await share('{"text":"hi"}', lister.cookie, undefined, { 'content-type': 'application/json' });
    expect(notAForm.status).toBe(400);
    const tooLarge = await share(shareForm({ photos: 1, data: Buffer.alloc(10 * 1024 * 1024 + 1) }), lister.cookie);
    expect(tooLarge.status).toBe(413);
  });

  it('limits signed-out shares per address, and forgets unclaimed shares and their photos after an hour', async () => {
    for (let i = 0; i < VISITOR_SHARES.max; i++) expect((await share(shareForm({ photos: 0 }), undefined, '10.9.9.9')).status).toBe(302);
    const refused = await share(shareForm({ photos: 0 }), undefined, '10.9.9.9');
    expect(refused.status).toBe(429);

    const res = await share(shareForm({ text: 'A share nobody signs in for', photos: 1 }), undefined, '10.8.8.8');
    expect(res.status).toBe(302);
    const [row] = await getDb().select().from(listingShares).where(eq(listingShares.text, 'A share nobody signs in for\nhttps://www.facebook.com/groups/yangon/posts/1'));
    await deleteExpiredShares(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await getDb().select().from(listingShares).where(eq(listingShares.id, row!.id))).toEqual([]);
    expect(await getDb().select().from(media).where(eq(media.url, row!.imageUrls[0]!))).toEqual([]);
  });
});

function emptyShare() {
  const form = new FormData();
  form.append('text', '   ');
  return form;
}
