// Translation. English is the key: every user-facing text is written once, in English (the
// spec's texts verbatim), and looked up in the Burmese catalogue when the reader chose Burmese.
// A missing Burmese entry falls back to English rather than showing a key.
import { LANGS } from '../constants';
import { readCookie, rememberInBrowser } from '../cookies';

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

/** Stores the reader's choice for every page to come (a year; the server reads it). */
export function rememberLangChoice(lang: Lang) {
  rememberInBrowser(LANG_COOKIE, lang);
}

/**
 * The language a browser asks for first among the portal's two (Accept-Language, by weight):
 * a phone set to Burmese gets Burmese pages before its reader has chosen anything on the site.
 */
export function preferredLang(acceptLanguage: string | null | undefined): Lang | null {
  let best: { lang: Lang; weight: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const lang = tag.split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    // A weight that is not a number is read as none given (1).
    const parsed = q ? Number.parseFloat(q.slice(2)) : 1;
    const weight = Number.isNaN(parsed) ? 1 : parsed;
    if (isLang(lang) && weight > 0 && (!best || weight > best.weight)) best = { lang, weight };
  }
  return best?.lang ?? null;
}

/**
 * A page's language: ?lang=en or ?lang=my when the address names one (each language's own URL,
 * which the sitemap lists for search engines), else the reader's choice (the cookie), else the
 * browser's (Accept-Language), else English.
 */
export function langOfRequest(url: string, cookieHeader: string | null | undefined, acceptLanguage?: string | null): Lang {
  const asked = new URL(url).searchParams.get('lang');
  return asked === 'en' || asked === 'my' ? asked : (chosenLang(cookieHeader) ?? preferredLang(acceptLanguage) ?? 'en');
}

/**
 * The Burmese catalogue (150 KB of text, 23 KB as brotli) is not bundled with the pages: the
 * server and the tests load it as they start (`./register-burmese`); the browser fetches it
 * before it hydrates a Burmese page, and when a reader first switches to Burmese
 * (entry.client.tsx). English readers never download it.
 */
let burmese: Record<string, string> = {};
/** Whether the catalogue has come. */
let wholeCatalogue = false;
/** A text was looked up before the whole catalogue came, and shown in English meanwhile. */
let shownInEnglish = false;
/** Moves on when texts shown in English can be shown in Burmese: useT() renders again. */
let catalogueVersion = 0;
const catalogueListeners = new Set<() => void>();

/** Fetches the whole Burmese catalogue (a chunk of its own). */
export async function loadBurmese(): Promise<void> {
  if (wholeCatalogue) return;
  burmese = (await import('./my')).my;
  wholeCatalogue = true;
  if (shownInEnglish) {
    shownInEnglish = false;
    catalogueVersion++;
    for (const listener of catalogueListeners) listener();
  }
}

/** For useSyncExternalStore: a version that moves when English stand-ins can turn Burmese. */
export function subscribeToCatalogue(listener: () => void): () => void {
  catalogueListeners.add(listener);
  return () => catalogueListeners.delete(listener);
}
export const currentCatalogueVersion = () => catalogueVersion;

function burmeseOf(text: string): string {
  const found = burmese[text];
  if (found !== undefined) return found;
  if (!wholeCatalogue) shownInEnglish = true;
  return text;
}

export function translate(lang: Lang, text: string, vars?: Vars): string {
  const template = lang === 'my' ? burmeseOf(text) : text;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(lang: Lang): T {
  return (text, vars) => translate(lang, text, vars);
}
