// The Burmese font's two files (app.css's @font-face rules name the same ones), and the preload
// that puts them in a page's first paint. Without it a browser asks for a face only once the
// stylesheet is read and a Burmese character laid out: the text is drawn first in a fallback
// font, then redrawn at its real size when the face arrives, and what is under it moves (a layout
// shift: Lighthouse measured 0.01 on a listing page with a Burmese title).
import { preload } from 'react-dom';
import burmeseBold from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2?url';
import burmeseRegular from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';
import { hasMyanmarScript } from './myanmar-script';

export const BURMESE_FONT_FILES = { regular: burmeseRegular, bold: burmeseBold } as const;

/**
 * On the server, asks for a face in the page's <head> (React hoists the preload there, once per
 * file). In the browser a client navigation needs none: the face is fetched as Burmese text
 * appears, or is cached already.
 */
function preloadBurmeseFont(weight: keyof typeof BURMESE_FONT_FILES) {
  if (import.meta.env.SSR) preload(BURMESE_FONT_FILES[weight], { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

/** The face for `text` that the page shows at once in that weight, when it is Burmese (an English page may show a Burmese title). */
export function preloadBurmeseFontFor(text: string, weight: keyof typeof BURMESE_FONT_FILES) {
  if (import.meta.env.SSR && hasMyanmarScript(text)) preloadBurmeseFont(weight);
}
