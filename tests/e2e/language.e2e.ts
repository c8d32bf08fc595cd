// The Burmese texts travel only to Burmese readers: an English page never downloads them, a
// Burmese page fetches them before it hydrates, so it hydrates in Burmese (its title too), and
// switching language fetches them first. So does the Burmese font, which the portal serves itself: the suite's
// Chromium has no Myanmar font of its own (support/fonts.conf), like many phones.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../app/db/demo/factories.server';
import { hasMyanmarScript } from '../../app/lib/myanmar-script';
import { signIn } from './support/accounts';
import { DESKTOP, setupBrowser, waitForHydration } from './support/browser';
import { demoListings } from './support/demo-listings';

const browser = setupBrowser();
const TERMS_MY = 'စည်းကမ်းချက်များ';
const SIGN_IN_MY = 'ဝင်ရောက်ရန်';

/** The catalogue's chunk, from the client build's manifest (Burmese pages no longer name it). */
async function catalogueUrl(): Promise<string> {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../build/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const href = `/${manifest['app/lib/i18n/my.ts']?.file}`;
  expect(href).toMatch(/^\/assets\/.+\.js$/);
  return href;
}

/** Every script the page asks for, and every error it logs (a hydration mismatch is one). */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

/** Opens the home page and follows the footer's link to the terms: a page the browser renders itself. */
async function openTermsByClientNavigation(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('footer a[href="/TermsAndConditions"]').click();
  await page.waitForURL('**/TermsAndConditions');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

describe('the Burmese texts', () => {
  it('are served as a chunk of their own, with the Burmese texts in it', async () => {
    const res = await fetch(browser.baseURL() + (await catalogueUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain(SIGN_IN_MY);
  });

  it('are never downloaded by an English reader', async () => {
    const url = await catalogueUrl();
    const englishHtml = await (await fetch(`${browser.baseURL()}/`)).text();
    expect(englishHtml).not.toContain(url);

    const page = await browser.newPage();
    const { scripts, errors } = watch(page);
    await openTermsByClientNavigation(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms & Conditions');
    expect(await page.title()).toBe('Terms & Conditions · Yangon Homes');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(url);
    expect(errors).toEqual([]);
  });

  it('are fetched by a Burmese page, and its next page is Burmese', async () => {
    const url = await catalogueUrl();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const { scripts, errors } = watch(page);
    await openTermsByClientNavigation(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe(TERMS_MY);
    await expect.poll(() => page.title()).toBe(`${TERMS_MY} · Yangon Homes`);
    expect(scripts).toContain(url);
    // A page hydrated with other texts than the server's logs a mismatch.
    expect(errors).toEqual([]);
  });

  it('are fetched by a Burmese page before it hydrates: it comes alive in Burmese, its messages too', async () => {
    const url = await catalogueUrl();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const { errors } = watch(page);
    // The catalogue is held back: on a slow connection it comes after the page.
    const held: Route[] = [];
    await page.route(`**${url}`, (route) => void held.push(route));
    await page.goto('/sign-in');
    await expect.poll(() => held.length).toBe(1);
    // The server's page is there, in Burmese, and waits for the texts to come alive.
    expect(await page.getByRole('link', { name: SIGN_IN_MY }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await held[0]!.continue();
    await waitForHydration(page);
    // A message the page was not drawn with is in Burmese at once.
    const email = page.locator('input[name="email"]');
    await page.locator('form button[type="submit"]').first().click();
    const message = page.locator(`#${await email.getAttribute('id')}-error`);
    await expect.poll(() => message.textContent()).toMatch(/[\u1000-\u109f]/);
    expect(await message.textContent()).not.toContain('Please enter');
    expect(errors).toEqual([]);
  });

  it('hydrate every Burmese page of visitors and agents without a mismatch', { timeout: 180_000 }, async () => {
    const firstLink = async (listPath: string, prefix: string) => (await (await fetch(browser.baseURL() + listPath)).text()).match(new RegExp(`href="(${prefix}[^"?]+)"`))?.[1];
    const visitorPages = ['/', '/search?type=rent', '/full-search?searchTerm=condo', await firstLink('/search', '/listing/'), '/agent', await firstLink('/agent', '/agent/'), '/blogs', await firstLink('/blogs', '/post/'), '/about', '/contact', '/price', '/packages', '/sign-in', '/sign-up', '/forgotpassword', '/favourites', '/PrivacyPolicy', '/TermsAndConditions', '/no/such/page'];
    const agentPages = ['/dashboard', '/profile', '/my-listing', '/create-listing', '/update-agent', '/saved-searches', '/price'];
    /** Opens each page in Burmese and waits for it to hydrate; returns the errors logged. */
    const hydrateEach = async (page: Page, paths: (string | undefined)[]) => {
      const { errors } = watch(page);
      await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
      for (const path of paths) {
        expect(path).toBeDefined();
        await page.goto(path!);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe('my');
      }
      return errors;
    };
    const visitor = await browser.newPage();
    const visitorErrors = await hydrateEach(visitor, visitorPages);
    const agent = await browser.newPage();
    await signIn(agent, { email: 'agent2@demo.yangonhomes.local', password: DEMO_PASSWORD });
    const agentErrors = await hydrateEach(agent, agentPages);
    // A page hydrated with other texts than the server's logs a mismatch. (Failed downloads are not that: the
    // unknown page's 404, and pictures from other sites, which this machine cannot reach.)
    expect([...visitorErrors, ...agentErrors].filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it("date a Burmese post in Burmese once hydrated too, whatever locale data the browser carries", async () => {
    const blogs = await (await fetch(`${browser.baseURL()}/blogs`)).text();
    const post = blogs.match(/href="(\/post\/[^"]+)"/)?.[1];
    expect(post).toBeDefined();
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto(post!);
    await waitForHydration(page);
    // The post's date, as the server wrote it ('၂၀၂၆ နိုဝင်ဘာ ၁၇'), not the browser's English.
    expect(await page.locator('time').first().textContent()).toMatch(/^[\u1040-\u1049]{4} \S+ [\u1040-\u1049]{1,2}$/);
  });

  it('are fetched when an English reader switches to Burmese, and the page turns Burmese', async () => {
    const url = await catalogueUrl();
    const page = await browser.newPage();
    const { scripts, errors } = watch(page);
    await page.goto('/TermsAndConditions');
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms & Conditions');
    // On a phone too the switch is in the header, one tap away.
    await page.getByRole('banner').getByRole('button', { name: /မြန်မာ/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(TERMS_MY);
    await expect.poll(() => page.getByRole('link', { name: SIGN_IN_MY }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${TERMS_MY} · Yangon Homes`);
    expect(scripts).toContain(url);
    expect(errors).toEqual([]);
  });
});

/** Every font file the page downloads: its path and content type. */
function watchFonts(page: Page) {
  const fonts: { path: string; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push({ path: new URL(response.url()).pathname, type: response.headers()['content-type'] });
  });
  return fonts;
}

/** The language switch's drawing of 'မြန်မာ' (app.css, `.burmese-wordmark`), each time it is fetched. */
function watchWordmark(page: Page) {
  const fetched: { status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\/burmese-wordmark-[\w-]+\.svg$/.test(new URL(response.url()).pathname)) fetched.push({ status: response.status(), type: response.headers()['content-type'] });
  });
  return fetched;
}

/** The share of an element's pixels that differ from its top-left corner's: 0 for an empty box. */
async function inkOf(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot()).raw().toBuffer({ resolveWithObject: true });
  const pixels = data.length / info.channels;
  let inked = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 96) inked++;
  return inked / pixels;
}

/** The fonts Chromium drew the text of the first element matching `selector` with. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Opens a page, hydrated, with every font it asked for loaded (or failed). */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
}

// The faces cut to the Burmese language (app/lib/fonts, scripts/burmese-font-subset.ts), and Fontsource's whole Myanmar ones.
const MYANMAR_FONT_FILE = /^\/assets\/noto-sans-myanmar-burmese-(400|700)-[\w-]{8}\.woff2$/;
const WHOLE_MYANMAR_FONT_FILE = /^\/assets\/noto-sans-myanmar-myanmar-(400|700)-normal-[\w-]{8}\.woff2$/;

describe('the Burmese font', () => {
  it('is never downloaded by an English page, whose language switch draws the word for Burmese instead', async () => {
    for (const viewport of [DESKTOP, undefined]) {
      const page = await browser.newPage(viewport);
      const fonts = watchFonts(page);
      const wordmarks = watchWordmark(page);
      await openSettled(page, '/about');
      const languageSwitch = page.getByRole('button', { name: 'Language: မြန်မာ' });
      await expect.poll(() => languageSwitch.isVisible()).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect(fonts).toEqual([]);
      // The portal's faces (the fallback ones are the device's own fonts, app.css).
      expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Noto Sans Myanmar' && face.status !== 'unloaded').map((face) => face.family))).toEqual([]);
      expect(await languageSwitch.textContent()).toBe('');
      // About a third of its box is ink (measured: 0.36); a mask that failed leaves none, or a solid box (0.88).
      const ink = await inkOf(languageSwitch.locator('.burmese-wordmark'));
      expect(ink, 'the wordmark is drawn').toBeGreaterThan(0.15);
      expect(ink, 'the wordmark is drawn').toBeLessThan(0.6);
      expect(wordmarks, 'its drawing is a file of its own, fetched once').toEqual([{ status: 200, type: 'image/svg+xml' }]);
    }
  });

  it('is served by the portal to a Burmese page, which draws its Burmese text with it', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const fonts = watchFonts(page);
    const wordmarks = watchWordmark(page);
    await openSettled(page, '/about');
    expect(wordmarks, 'a Burmese page names its other language in English').toEqual([]);
    // Self-hosted under a hashed name, only the faces cut to Burmese (half the whole ones), the
    // regular face for body text and the bold one for the heading.
    expect(fonts.map((font) => font.path).sort()).toEqual([expect.stringMatching(MYANMAR_FONT_FILE), expect.stringMatching(MYANMAR_FONT_FILE)]);
    expect(new Set(fonts.map((font) => font.path.match(MYANMAR_FONT_FILE)?.[1]))).toEqual(new Set(['400', '700']));
    expect(fonts.map((font) => font.type)).toEqual(['font/woff2', 'font/woff2']);
    // The cut faces are loaded and the whole ones never were. (document.fonts.check() would say
    // false: it asks for every face whose range covers the text, the whole ones too.)
    const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Noto Sans Myanmar').map((face) => ({ range: face.unicodeRange, weight: face.weight, status: face.status })));
    expect(faces.filter((face) => face.status === 'loaded')).toEqual([
      { range: 'U+1000-104F, U+200C-200D, U+25CC', weight: '100 500', status: 'loaded' },
      { range: 'U+1000-104F, U+200C-200D, U+25CC', weight: '600 900', status: 'loaded' },
    ]);
    expect(faces.filter((face) => face.status !== 'loaded').map((face) => face.status)).toEqual(['unloaded', 'unloaded']);
    // Chromium names the fonts it drew with: the portal's (a web font), not a box-drawing fallback.
    for (const selector of ['main h1', 'main p']) {
      const drawing = await fontsDrawing(page, selector);
      expect(drawing, selector).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Myanmar', isCustomFont: true }));
      expect(drawing.filter((font) => !font.isCustomFont && font.familyName !== 'DejaVu Sans'), selector).toEqual([]);
    }
  });

  it('draws a Shan or Mon letter, which the Burmese faces lack, with the whole Myanmar face, fetched only then', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    const fonts = watchFonts(page);
    await openSettled(page, '/about');
    expect(fonts.map((font) => font.path)).not.toContainEqual(expect.stringMatching(WHOLE_MYANMAR_FONT_FILE));
    // A title in Shan ('ၵႃႇ', U+1075 U+1083 U+1087) and one in Mon with a Burmese vowel sign around its letter ('ၚေ').
    await page.evaluate(() => {
      for (const [id, text] of [['shan', 'ၵႃႇ'], ['mon', 'ၚေ']]) {
        const line = document.createElement('p');
        line.id = id;
        line.textContent = text;
        document.querySelector('main')!.append(line);
      }
    });
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.filter((font) => WHOLE_MYANMAR_FONT_FILE.test(font.path)).map((font) => font.path.match(WHOLE_MYANMAR_FONT_FILE)?.[1])).toEqual(['400']);
    for (const selector of ['#shan', '#mon']) {
      const drawing = await fontsDrawing(page, selector);
      expect(drawing, selector).toEqual([expect.objectContaining({ familyName: 'Noto Sans Myanmar', isCustomFont: true })]);
    }
  });

  it('is downloaded once, face by face, when an English reader switches to Burmese on the page', async () => {
    const page = await browser.newPage(DESKTOP);
    const fonts = watchFonts(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await openSettled(page, '/search?type=rent');
    await page.getByRole('button', { name: 'Language: မြန်မာ' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('my');
    await page.evaluate(() => document.fonts.ready);
    const paths = fonts.map((font) => font.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(MYANMAR_FONT_FILE);
    // A preload added after the switch came after the face was already loading for the text, so
    // the file was fetched twice (and Chromium warned that the preload went unused).
    expect(paths).toHaveLength(new Set(paths).size);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('the Burmese font: preloaded by a Burmese page, and its bold face by an English listing page whose title is Burmese', async () => {
    const base = browser.baseURL();
    // Font preloads, whichever order their attributes come in.
    const fontPreloads = (html: string) =>
      [...html.matchAll(/<link [^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => tag.includes('rel="preload"') && tag.includes('as="font"'))
        .map((tag) => /href="([^"]+)"/.exec(tag)![1]!);
    const burmesePage = fontPreloads(await (await fetch(`${base}/TermsAndConditions`, { headers: { cookie: 'lang=my' } })).text());
    expect(burmesePage).toHaveLength(2);
    expect(fontPreloads(await (await fetch(`${base}/TermsAndConditions`)).text())).toEqual([]);
    // The demo listings' titles are in either language.
    const listings = await demoListings(base);
    const burmeseTitled = listings.find((l) => hasMyanmarScript(l.name));
    const englishTitled = listings.find((l) => !hasMyanmarScript(l.name));
    expect(burmeseTitled && englishTitled).toBeTruthy();
    // The title, the page's first large text, is bold: that face alone, and no script writes a face into the page.
    const burmeseListing = await (await fetch(`${base}/listing/${burmeseTitled!._id}`)).text();
    expect(fontPreloads(burmeseListing)).toEqual([burmesePage.find((href) => href.includes('-700'))]);
    expect(burmeseListing).not.toContain('FontFace(');
    const englishListing = await (await fetch(`${base}/listing/${englishTitled!._id}`)).text();
    expect(fontPreloads(englishListing)).toEqual([]);
    const page = await browser.newPage();
    const { errors } = watch(page);
    await page.goto(`/listing/${burmeseTitled!._id}`);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe(burmeseTitled!.name);
    expect(errors).toEqual([]);
  });
});

describe('a Burmese page', () => {
  it("names the home page in Burmese, in its title and its description (what a search result or a shared link shows)", async () => {
    const html = await (await fetch(`${browser.baseURL()}/`, { headers: { cookie: 'lang=my' } })).text();
    expect(html).toContain('<title>Yangon Homes: ရန်ကုန်ရှိ ငှားရန်နှင့် ရောင်းရန် အိမ်၊ ကွန်ဒိုနှင့် မြေကွက်များ</title>');
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(description).toMatch(/^ရန်ကုန်မြို့နယ်တိုင်း/);
    const english = await (await fetch(`${browser.baseURL()}/`)).text();
    expect(english).toContain('<title>Yangon Homes: homes, condos and land for rent and sale in Yangon</title>');
  });

  it('underlines its links below the marks under the letters, not through them', async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'my', url: browser.baseURL() }]);
    await page.goto('/sign-in');
    // 'Forgot password?': a link of Burmese text (the offset is inherited by every link).
    const link = page.locator('main a[href="/forgotpassword"]');
    const { offset, size } = await link.evaluate((el) => ({ offset: parseFloat(getComputedStyle(el).textUnderlineOffset), size: parseFloat(getComputedStyle(el).fontSize) }));
    expect(offset / size).toBeCloseTo(0.45, 2);
    // English keeps the font's own place.
    const english = await browser.newPage();
    await english.goto('/sign-in');
    expect(await english.locator('main a[href="/forgotpassword"]').evaluate((el) => getComputedStyle(el).textUnderlineOffset)).toBe('auto');
  });
});
