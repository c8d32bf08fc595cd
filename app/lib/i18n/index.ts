// Translation. English is the key: every user-facing text is written once, in English (the
// spec's texts verbatim), and looked up in the Burmese catalogue when the reader chose Burmese.
// A missing Burmese entry falls back to English rather than showing a key.
import { LANGS } from '../constants';
import { readCookie } from '../cookies';

export { LANGS };
export type Lang = (typeof LANGS)[number];
export type Vars = Record<string, string | number>;
export type T = (text: string, vars?: Vars) => string;

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'my';
}

/** The reader's choice is a cookie, so the server renders pages (and writes e-mails) in it. */
export const LANG_COOKIE = 'lang';

/** The language the reader chose on the site, or null when this browser never chose one. */
export function chosenLang(cookieHeader: string | null | undefined): Lang | null {
  const lang = readCookie(cookieHeader, LANG_COOKIE);
  return isLang(lang) ? lang : null;
}

export function langOfCookies(cookieHeader: string | null | undefined): Lang {
  return chosenLang(cookieHeader) ?? 'en';
}

/**
 * A page's language: ?lang=en or ?lang=my when the address names one (each language's own URL,
 * which the sitemap lists for search engines), else the reader's choice (the cookie).
 */
export function langOfRequest(url: string, cookieHeader: string | null | undefined): Lang {
  const asked = new URL(url).searchParams.get('lang');
  return asked === 'en' || asked === 'my' ? asked : langOfCookies(cookieHeader);
}

/**
 * The Burmese catalogue (110 KB of text) is not bundled with the pages: the server and the tests
 * load it as they start (`./register-burmese`), and a browser fetches it only for a Burmese
 * reader (before hydration, entry.client.tsx, and on switching language), so English readers
 * never download it.
 */
let burmese: Record<string, string> = {};

/** Fetches the Burmese catalogue; a Burmese page preloads its chunk (root.tsx). */
export async function loadBurmese(): Promise<void> {
  burmese = (await import('./my')).my;
}

export function translate(lang: Lang, text: string, vars?: Vars): string {
  const template = lang === 'my' ? (burmese[text] ?? text) : text;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(lang: Lang): T {
  return (text, vars) => translate(lang, text, vars);
}
