// What happens on the portal reaches a person who chose push, through the job queue and the test
// push service (signed, encrypted, decrypted as a browser would): a new enquiry, a saved search's
// new match and a saved home's price cut. Mail goes only to those who kept it for the kind.
import { beforeEach, describe, expect, it } from 'vitest';
import { listingBody, insertListing, makeLister, makeUser } from '../../../tests/support/fixtures';
import { jobsSettled, until } from '../../../tests/support/job-queue';
import { setupTestPushService } from '../../../tests/support/push-service';
import { call } from '../../../tests/support/requests';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { savedSearchQuery, savedSearchUrl } from '../../lib/saved-search-query';
import * as contactApi from '../../routes/api/auth.contact';
import * as createApi from '../../routes/api/listing.create';
import * as updateApi from '../../routes/api/listing.update';
import * as subscriptionsRoute from '../../routes/api/push.subscriptions';
import { addFavourite } from '../favourites/favourites.server';
import { saveSearch } from '../saved-searches/saved-searches.server';
import { sendDueAlerts } from '../saved-searches/send-due-alerts.server';
import { SEND_PUSH_JOB } from './deliver-push.server';
import { COLLECT_PUSH_JOB, PUSH_LIMIT } from './notify-push.server';
import { setPreferences } from './preferences.server';
import type { NotificationKind } from '../../lib/notification-kinds';

setupTestDatabase();
const smtp = setupTestSmtp();
const push = setupTestPushService();

/** A person on one device with push on for `kind`, and mail for it as `mail` says. */
async function personWithPush(kind: NotificationKind, { mail }: { mail: boolean }) {
  const user = await makeUser();
  const device = push.newDevice();
  const answer = await call(subscriptionsRoute.action, '/api/push/subscriptions', { json: { ...device, kinds: [kind] }, cookie: user.cookie });
  expect(answer.status).toBe(201);
  await setPreferences({ userId: user.id, input: { [kind]: { mail } } });
  return { user, device };
}

const pushesTo = (path: string) => push.received.filter((r) => r.path === path);
const mailsTo = async (email: string) => (await smtp.delivered()).filter((mail) => mail.to.includes(email));
async function settled() {
  await jobsSettled(COLLECT_PUSH_JOB);
  await jobsSettled(SEND_PUSH_JOB);
}

beforeEach(() => {
  PUSH_LIMIT.seconds = 60;
});

describe('events that send a push', () => {
  it('a new enquiry: the lister who chose push alone gets a push opening the inbox, and no mail', async () => {
    const { user: lister, device } = await personWithPush('enquiries', { mail: false });
    const listing = await insertListing(lister, { name: 'Quiet flat in Sanchaung' });
    const answer = await call(contactApi.action, '/api/auth/contact', {
      json: { name: 'Ko Aung', email: 'aung@example.com', phone: '09 777 888', message: 'Is it still available?', propertyId: listing.id },
    });
    expect(answer.status).toBe(200);
    await until(() => pushesTo(device.path).length === 1);
    expect(pushesTo(device.path)[0].payload).toEqual({ title: 'New enquiry', body: 'New enquiry about Quiet flat in Sanchaung', url: '/dashboard?tab=enquiries', tag: 'enquiries' });
    await settled();
    expect(await mailsTo(lister.email)).toEqual([]);
  });

  it("a saved search's new match: a push opening the search's results, with the mail kept", async () => {
    const { user, device } = await personWithPush('search-matches', { mail: true });
    const query = savedSearchQuery('search', 'type=rent&township=kamayut');
    await saveSearch({ userId: user.id, name: 'Kamayut rentals', query });
    const lister = await makeUser();
    await insertListing(lister, { type: 'rent', township: 'kamayut', name: 'Garden house near Hledan' });
    expect((await sendDueAlerts('daily')).matched).toBeGreaterThanOrEqual(1);
    await until(() => pushesTo(device.path).length === 1);
    expect(pushesTo(device.path)[0].payload).toEqual({ title: 'A new home for your saved search', body: 'Matches "Kamayut rentals"', url: savedSearchUrl(query), tag: 'search-matches' });
    await settled();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("a saved home's price cut: a push opening the listing for the saver who chose push, mail for the one who kept mail", async () => {
    const lister = await makeLister();
    const body = await listingBody(lister.id, { regularPrice: 1000, name: 'Two bedroom condo by Inya Lake' });
    const created = await call(createApi.action, '/api/listing/create', { json: body, cookie: lister.cookie });
    const id = ((await created.json()) as { _id: string })._id;
    const { user: pushSaver, device } = await personWithPush('saved-homes', { mail: false });
    const mailSaver = await makeUser();
    for (const user of [pushSaver, mailSaver]) await addFavourite({ user, listingId: id });

    const updated = await call(updateApi.action, `/api/listing/update/${id}`, { json: { ...body, regularPrice: 800 }, cookie: lister.cookie, params: { listingId: id, id } });
    expect(updated.status).toBe(200);
    await until(() => pushesTo(device.path).length === 1);
    expect(pushesTo(device.path)[0].payload).toEqual({ title: 'Price cut on a saved home', body: 'Two bedroom condo by Inya Lake', url: `/listing/${id}`, tag: 'saved-homes' });
    await settled();
    expect(await mailsTo(pushSaver.email)).toEqual([]);
    expect(await mailsTo(mailSaver.email)).toHaveLength(1);
  });
});
