// The Burmese font's two files, cut to the Burmese language (app.css's last @font-face rules name the same ones), and the preload
// that puts them in a page's first paint. Without it a browser asks for a face only once the
// stylesheet is read and a Burmese character laid out: the text is drawn first in a fallback
// font, then redrawn at its real size when the face arrives, and what is under it moves (a layout
// shift: Lighthouse measured 0.01 on a listing page with a Burmese title).
import { preload } from 'react-dom';
import burmeseRegular from './fonts/noto-sans-myanmar-burmese-400.woff2?url';
import burmeseBold from './fonts/noto-sans-myanmar-burmese-700.woff2?url';
import { hasMyanmarScript } from './myanmar-script';

export const BURMESE_FONT_FILES = { regular: burmeseRegular, bold: burmeseBold } as const;

/**
 * Asks for the face of `weight` in the page's <head> when `text`, which the page shows at once in
 * that weight, is Burmese (an English page may show a Burmese title). On the server only: React
 * puts the preload into the <head>, once per file; a client navigation needs none, the face is
 * fetched as the text appears, or is cached already. Only components import this module:
 * `import.meta.env` exists in the code Vite builds, not in the server's own modules.
 */
export function preloadBurmeseFontFor(text: string, weight: keyof typeof BURMESE_FONT_FILES) {
  if (import.meta.env.SSR && hasMyanmarScript(text)) preload(BURMESE_FONT_FILES[weight], { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
