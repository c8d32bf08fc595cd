// Push in a real Chromium: no page asks the notification permission on load, only the tap on
// "Turn on notifications"; the device is then listed and removable, and signing out names it. The
// service worker gets a push (delivered through Chromium's DevTools protocol, as a push service
// would) and shows its notification; its click handler asks for the page the push names. Chromium here has no
// push service to reach, so pushManager.subscribe answers a subscription made in the page with
// real P-256 keys on a default push host (nothing is ever sent to it).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, signUp } from './support/accounts';
import { axeCheck, report } from './support/axe';
import { DESKTOP, PHONE, setupBrowser, waitForHydration } from './support/browser';

const browser = setupBrowser();

/** Counts permission prompts, and makes subscribe answer a subscription without a push service. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __permissionAsked: number };
    w.__permissionAsked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      w.__permissionAsked += 1;
      return ask(...args);
    };
    const KEY = 'e2e-push-subscription';
    const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const asSubscription = (json: { endpoint: string }) => ({ endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => (localStorage.removeItem(KEY), true) });
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(KEY);
      return (stored ? asSubscription(JSON.parse(stored) as { endpoint: string }) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      return asSubscription(json) as unknown as PushSubscription;
    };
  });
}

const permissionAsked = (page: Page) => page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked);

/** The worker's registration id, as DevTools knows it, once the site's worker is registered and active. */
async function registrationId(context: BrowserContext, page: Page): Promise<{ id: string; cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>> }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = new URL('/', page.url()).href;
  await expect.poll(() => registrations.get(scope), { timeout: 15_000 }).toBeDefined();
  return { id: registrations.get(scope)!, cdp };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url }));
  });

describe('push notifications', () => {
  it('asks the permission only after the tap, lists the device, and signing out removes it', async () => {
    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await instrument(page);
    const user = await signUp(page);
    for (const path of ['/notifications', '/saved-searches', '/favourites', '/dashboard?tab=enquiries']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await permissionAsked(page), path).toBe(0);
    }
    await page.context().grantPermissions(['notifications']);
    await page.goto('/notifications');
    await waitForHydration(page);
    await expect.poll(() => page.getByText('No device gets push yet.').isVisible()).toBe(true);
    expect(report(await axeCheck(page, 'notification settings'))).toEqual([]);
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await page.getByText('Notifications are on for this device.').waitFor();
    expect(await permissionAsked(page)).toBe(1);
    // Listed with its browser and last use, once the page has read the list again.
    await page.getByRole('button', { name: /^Remove .*Chrom/ }).waitFor();
    await page.getByText(/^Last used /).waitFor();

    // Mail and push per kind save and stay.
    await page.getByRole('group', { name: 'Saved homes' }).getByLabel('Push').check();
    await page.getByRole('group', { name: 'Saved homes' }).getByLabel('E-mail').uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await page.getByText('Your choices are saved.').waitFor();
    await page.reload();
    expect(await page.getByRole('group', { name: 'Saved homes' }).getByLabel('Push').isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Saved homes' }).getByLabel('E-mail').isChecked()).toBe(false);

    // Signing out names this device, whose subscription goes with the session.
    await waitForHydration(page);
    const devices = () => page.evaluate(() => fetch('/api/push/subscriptions').then(async (r) => ((await r.json()) as { devices?: unknown[] }).devices?.length ?? -1));
    expect(await devices()).toBe(1);
    const endpoint = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.pushManager.getSubscription()).then((s) => s?.endpoint));
    await page.getByRole('button', { name: 'Account menu' }).click();
    const signOut = page.waitForRequest((request) => request.url().endsWith('/api/signout') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    expect((await signOut).postData()).toContain(`pushEndpoint=${encodeURIComponent(endpoint!)}`);
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, user);
    expect(await devices()).toBe(0);
  });

  it('saves the mail and push choices without JavaScript, and says the device part needs it', async () => {
    const page = await browser.newPage(PHONE);
    await signUp(page);
    const plain = await browser.newPage(PHONE, { javaScriptEnabled: false });
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto('/notifications');
    // A <noscript> note: DevTools turns scripts off without the parser knowing, so it is read, not seen.
    expect(await plain.getByRole('status').locator('noscript').textContent()).toBe('Turning on notifications on a device needs JavaScript.');
    expect(await plain.getByRole('button', { name: 'Turn on notifications on this device' }).isDisabled()).toBe(true);
    await plain.getByRole('group', { name: 'Enquiries' }).getByLabel('Push').check();
    await plain.getByRole('button', { name: 'Save choices' }).click();
    await plain.getByText('Your choices are saved.').waitFor();
    await plain.goto('/notifications');
    expect(await plain.getByRole('group', { name: 'Enquiries' }).getByLabel('Push').isChecked()).toBe(true);
    expect(await plain.getByRole('group', { name: 'Enquiries' }).getByLabel('E-mail').isChecked()).toBe(true);
  });

  it('shows the notification a push carries, and its click handler opens the page it names', async () => {
    const page = await browser.newPage(DESKTOP, { serviceWorkers: 'allow' });
    const context = page.context();
    await signUp(page);
    await context.grantPermissions(['notifications']);
    await page.goto('/notifications');
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then(() => true));
    const { id, cdp } = await registrationId(context, page);

    // What the portal sends for a new enquiry (domain/push/push-message.server.ts).
    const payload = { title: 'New enquiry', body: 'New enquiry about Sunny flat in Bahan', url: '/dashboard?tab=enquiries', tag: 'enquiries' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: id, data: JSON.stringify(payload) });
    await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([payload]);

    // A tap. DevTools cannot click a notification, and a click dispatched from a script is not a
    // person's, which the browser lets open no window: the worker's own click handler runs on the
    // notification it showed, and the window it asks the browser for is recorded, then opened here.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    const asked = await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; clients: { openWindow(url: string): Promise<unknown> }; dispatchEvent(event: Event): boolean };
      const opened: string[] = [];
      scope.clients.openWindow = async (url: string) => (opened.push(url), null);
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
      for (let i = 0; i < 100 && opened.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return opened;
    });
    const inbox = new URL(payload.url, page.url()).href;
    expect(asked).toEqual([inbox]);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    // The page it opens is the enquiry inbox.
    await page.goto(inbox);
    await page.getByRole('button', { name: 'Notify me on this phone' }).waitFor();
  });
});
