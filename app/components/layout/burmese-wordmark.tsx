// The word 'မြန်မာ' ("Burmese") drawn in Noto Sans Myanmar semibold, for the language switch on
// English pages: as text it would make every English page download the Burmese font, or show
// empty boxes on a device without a Myanmar font. The drawing (burmese-wordmark.svg, made by
// scripts/burmese-wordmark.ts) is a CSS mask filled with the text's colour (app.css): as an inline
// SVG its 3.8 KB path was in every English page's HTML and in every page's JavaScript.

/** Decorative: the control it sits in carries the word in its accessible name. */
export function BurmeseWordmark() {
  return <span aria-hidden="true" className="burmese-wordmark" />;
}
