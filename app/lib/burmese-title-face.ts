// A listing's Burmese title drawn in its real font from the very first paint. The Burmese font
// arrives after the first paint on a slow connection (font-display: swap), and a title drawn
// first in a fallback (a phone's own Myanmar font, often a Zawgyi one, or empty boxes) is then
// drawn again at its real width: it wraps differently and everything under it moves (Lighthouse:
// CLS 0.013 on a listing page). So the page the server sends carries, in its <head>, a face of
// its own made of just the title's letters (server-lib/burmese-title-face.server.ts, about 3-6 KB),
// and the title asks for that face first by a name made from its text: the same name on the
// server and in the browser, and another listing's title (after a client-side navigation) never
// meets a face made for a different text.
import { isMyanmarCharacter } from './myanmar-script';

/** Burmese proper, the letters the cut Burmese face has (scripts/burmese-font-subset.ts, BURMESE_RANGES). */
const BURMESE_LETTER = /[\u1000-\u104F]/u;

/**
 * The letters of `title`'s own face: its Myanmar letters, each once, in code point order; null
 * when it has none, or has Mon, Shan or Karen letters, which the cut face lacks (such a title
 * keeps the site's font, and its preload).
 */
export function ownFaceLetters(title: string): string[] | null {
  const letters = [...new Set(Array.from(title).filter(isMyanmarCharacter))].sort();
  return letters.length > 0 && letters.every((c) => BURMESE_LETTER.test(c)) ? letters : null;
}

/** A title's own face, as the server cut it for the page's <head>. */
export interface TitleFace {
  family: string;
  /** The title's Burmese letters as CSS writes them: `U+1000,U+1002,…`. */
  unicodeRange: string;
  /** The cut face, woff2, in base64. */
  woff2Base64: string;
}

/** FNV-1a, 32 bits: a short, stable name for a text (not a secret, not a check). */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The family name of `title`'s own face, or null for a title that gets none (ownFaceLetters). */
export function burmeseTitleFamily(title: string): string | null {
  return ownFaceLetters(title) ? `Title ${textHash(title)}` : null;
}

/** The font list for a title whose own face is `family`: that face first, then the site's. Undefined: the site's. */
export function titleFontFamily(family: string | null): string | undefined {
  return family ? `"${family}", var(--font-sans)` : undefined;
}
