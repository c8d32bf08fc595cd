// The face a listing page carries for its Burmese title (lib/burmese-title-face.ts says why):
// the bold Burmese face cut to the title's own letters by HarfBuzz's subsetter (the subset-font
// package, as scripts/burmese-font-subset.ts cuts the site's faces), 3-6 KB, handed to the
// browser by a script in the <head> (root.tsx) as a FontFace made from its bytes. Chromium makes such a face
// ready at once, for the page's first layout; an @font-face with a data: URL is fetched only when
// the text is first laid out, and the title moved when it arrived (measured in
// a layout-shift trace). Its unicode-range names the same letters, so the face draws nothing else (spaces
// and Latin letters keep the site's font and line height). Cutting a face takes 15-60 ms of CPU:
// each is made once per process and kept, by its text; a title with Myanmar letters the cut face
// lacks (Mon, Shan, Karen) gets none and keeps the site's font, as before.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import subsetFont from 'subset-font';
import { BURMESE_FONT_FILES } from '../lib/burmese-font';
import { burmeseTitleFamily, ownFaceLetters, type TitleFace } from '../lib/burmese-title-face';
import { jsonInScript } from '../lib/json-in-script';

/** `title`'s face cut from `boldFace` (a woff2 file), or null: no Burmese in it, or letters the cut face lacks. */
export async function cutTitleFace(title: string, boldFace: Buffer): Promise<TitleFace | null> {
  const letters = ownFaceLetters(title);
  if (!letters) return null;
  const woff2 = await subsetFont(boldFace, letters.join(''), { targetFormat: 'woff2' });
  const unicodeRange = letters.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`).join(',');
  return { family: burmeseTitleFamily(title)!, unicodeRange, woff2Base64: woff2.toString('base64') };
}

/**
 * The inline script's code that gives the page `face` before its first layout. A browser without
 * the Font Loading API, or one that refuses the bytes, keeps the site's fonts.
 */
export function titleFaceScript(face: TitleFace): string {
  const descriptors = { style: 'normal', weight: '600 900', display: 'swap', unicodeRange: face.unicodeRange };
  return `try{document.fonts.add(new FontFace(${jsonInScript(face.family)},Uint8Array.from(atob("${face.woff2Base64}"),function(c){return c.charCodeAt(0)}),${jsonInScript(descriptors)}))}catch(e){}`;
}

// About 8 KB a face with its title: 500 of them.
const faces = new LRUCache<string, Promise<TitleFace | null>>({ max: 500 });
let boldFace: Buffer | null | undefined;

/**
 * The built bold Burmese face, read once from build/client (found from the server bundle's own
 * address, as site-stylesheet.server.ts finds the stylesheet); null in development, whose pages
 * go without title faces.
 */
function builtBoldFace(bundleUrl = import.meta.url): Buffer | null {
  if (boldFace === undefined) boldFace = import.meta.env.DEV ? null : fs.readFileSync(fileURLToPath(new URL(`../client${BURMESE_FONT_FILES.bold}`, bundleUrl)));
  return boldFace;
}

/** `title`'s face, cut the first time it is asked for and kept; null for none. */
export function burmeseTitleFace(title: string): Promise<TitleFace | null> {
  const font = ownFaceLetters(title) ? builtBoldFace() : null;
  if (!font) return Promise.resolve(null);
  let face = faces.get(title);
  if (!face) {
    face = cutTitleFace(title, font).catch(() => null);
    faces.set(title, face);
  }
  return face;
}
