// Listers made through the /api calls, for browser tests that start from a signed-in lister with
// a plan: a new account on the Free plan (or on a plan an admin gave), listings posted with a
// real photo, and a browser page signed in as them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { PHONE, uniqueUser, type setupBrowser } from './browser';
import { quietFlat } from './listing-body';

const base = () => inject('baseURL');

// Each account from an address of its own: the portal allows 10 sign-ups an hour per address.
const run = Math.floor(Math.random() * 0xffff).toString(16);
let addresses = 0;
export const newAddress = () => `2001:db8:e2e:15:${run}::${(++addresses).toString(16)}`;

let photo: Promise<Buffer> | undefined;
/** A real PNG, as a phone's camera roll would hand the form one. */
export const testPhoto = () => (photo ??= sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 110 } } }).png().toBuffer());

export interface Lister {
  id: string;
  email: string;
  password: string;
  username: string;
  cookie: string;
  address: string;
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** An /api call as `who`: its session cookie and its address. */
export async function call(who: Pick<Lister, 'cookie' | 'address'>, path: string, init: { method: string; json?: unknown; form?: FormData }) {
  const headers: Record<string, string> = { cookie: who.cookie, 'x-forwarded-for': who.address };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base() + path, { method: init.method, headers, body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)) });
  if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new account with the Free package, signed up and set up through the /api calls. */
export async function newLister(prefix = 'lister'): Promise<Lister> {
  const person = uniqueUser(prefix);
  const address = newAddress();
  const res = await fetch(base() + '/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(person),
  });
  expect(res.status).toBe(201);
  const { _id: id } = (await res.json()) as { _id: string };
  const lister = { ...person, id, cookie: cookieOf(res), address };
  const free = (await packageList()).find((p) => p.title === 'Free');
  await call(lister, '/api/packages/select', { method: 'POST', json: { packageId: free?._id } });
  return lister;
}

export const packageList = async () => (await (await fetch(base() + '/api/packages')).json()) as { _id: string; title: string; listingLimit: number }[];

/** Signs `who` in through the /api call (an admin made with createAdmin, say): their cookie and address. */
export async function apiSignIn(who: { email: string; password: string }) {
  const address = newAddress();
  const res = await fetch(base() + '/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status).toBe(200);
  return { cookie: cookieOf(res), address };
}

/** Uploads the test photo as the lister, through /api/media/upload; its stored addresses. */
export async function uploadPhoto(lister: Lister, fileName = 'cover.png') {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(await testPhoto())], { type: 'image/png' }), fileName);
  return ((await call(lister, '/api/media/upload', { method: 'POST', form })) as { urls: string[] }).urls;
}

/** Posts a listing with one photo through the /api calls; its id. */
export async function postListing(lister: Lister, name: string) {
  const urls = await uploadPhoto(lister);
  const body = (await call(lister, '/api/listing/create', { method: 'POST', json: quietFlat(name, urls) })) as { _id: string };
  return body._id;
}

/** A browser page signed in as the lister (their session cookie, their address). */
export async function pageAs(browser: ReturnType<typeof setupBrowser>, lister: Lister, viewport = PHONE) {
  const page = await browser.newPage(viewport, { clientAddress: lister.address });
  const [name, value] = lister.cookie.split('; ')[0].split('=');
  await page.context().addCookies([{ name, value, url: base() }]);
  return page;
}

/** Whether the element is wholly in the window where the page stands now, without scrolling. */
export async function inWindow(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const { width = 0, height = 0 } = page.viewportSize() ?? {};
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}
