// Whether the header shows its full menu or the menu button is decided by the menu's real width,
// never by a breakpoint: that width depends on the language and on the fonts of the device
// (Burmese words are long, and a system's fallback fonts can be 10% wider than the designer's).
//
// The header carries `data-menu="full"` or `data-menu="compact"` (the menu button), and where
// room is short `data-logo="stacked"` (the logo's name on two lines, beside the full menu on a
// laptop in Burmese) or, beside the menu button on a phone, `data-logo="icon"` (without its name,
// which stays its accessible name), and on the narrowest `data-lang="short"` (the language
// switch's globe without its label); header.tsx's and language-switch.tsx's classes style them. The server cannot know the width, so the header ends with an inline script that
// runs this function while the page is still being parsed, before its first paint: no visitor
// sees a menu that overflows, and none sees it jump to the button when the page's scripts arrive.
// It then keeps the choice right as the header's width changes (window resized, a scrollbar
// appeared), as fonts arrive (the Burmese font swaps in) and as the header's text changes
// (language switched, signed in). Without scripts at all the header has no `data-menu`, and the
// full menu wraps onto a row of its own under the logo.
//
// It is written out into the page with Function.prototype.toString, so it must not use anything
// from outside its own body: no imports, no helpers, no closures over module variables.

/** The header element, marked once its menu is decided and watched. */
type FittedHeader = HTMLElement & { menuFitted?: true };

export function fitHeaderMenu(header: FittedHeader) {
  // Decided by the inline script and watched since: hydration changes nothing the observers
  // below would not see, and deciding again there would lay the page out three more times in
  // the middle of hydration's long task.
  if (header.menuFitted) return;
  header.menuFitted = true;
  const row = header.querySelector<HTMLElement>('[data-header-row]');
  if (!row) return;
  // Lay the header out in each way, from the fullest, and keep the first in which nothing in the
  // row sticks out into its padding. The writes happen within one task: only the result is
  // ever painted.
  // The full menu is worth a two-line logo: every page one click away, rather than behind a button.
  // On a phone the logo never wraps (a two-line name beside the menu button read as broken in
  // Burmese): it gives up its name first, then the language switch its label (the globe stays,
  // and its accessible name says which language it turns to).
  const ways = [
    { menu: 'full', logo: '', lang: '' },
    { menu: 'full', logo: 'stacked', lang: '' },
    { menu: 'compact', logo: '', lang: '' },
    { menu: 'compact', logo: 'icon', lang: '' },
    { menu: 'compact', logo: 'icon', lang: 'short' },
  ];
  // Measured against the row's content box: an item in its padding already touches the window's
  // edge (the row's scrollWidth does not count the padding).
  const fits = () => {
    const style = getComputedStyle(row);
    const box = row.getBoundingClientRect();
    const [start, end] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
    for (const item of Array.from(row.children)) {
      const rect = item.getBoundingClientRect();
      if (rect.width > 0 && (rect.left < start - 0.5 || rect.right > end + 0.5)) return false;
    }
    return true;
  };
  // The full menu needs at least its links at their least width (header.tsx: min-w-11, 2.75rem,
  // 2 px apart), the logo's (min-w-11) and the row's padding (3 + 3 units): in a window narrower
  // than that, every phone's, it cannot fit and is not laid out to find out. On a phone that is
  // two layouts fewer while the page is parsed, and no font face made for the size and weight of
  // links its first screen does not show. A media query, in ems (the rem's size unless the reader
  // changed it), reads the window's width without a layout. Counted at each decision, as the
  // observers below decide again when the row's items change.
  const fullMenuCannotFit = () => {
    const links = row.querySelectorAll('nav li').length;
    const leastWidthEm = links * 2.75 + (links - 1) * 0.125 + 2.75 + 1.5;
    return matchMedia(`(max-width: ${leastWidthEm}em)`).matches;
  };
  // The width the kept layout was decided for: the observer's first report, which comes in the
  // frame after the page's first layout, is for the same width and would try every layout again.
  let decidedFor = -1;
  const fit = () => {
    const fullCannotFit = fullMenuCannotFit();
    for (const way of ways) {
      if (way.menu === 'full' && fullCannotFit) continue;
      header.dataset.menu = way.menu;
      if (way.logo) header.dataset.logo = way.logo;
      else delete header.dataset.logo;
      if (way.lang) header.dataset.lang = way.lang;
      else delete header.dataset.lang;
      if (fits()) break;
    }
    // Read where the last try left the layout up to date: no layout of its own.
    decidedFor = row.clientWidth;
  };
  // This first decision comes before anything is painted, yet the browser notes where each try
  // put the header's items and reports the move to the kept layout as a layout shift (CLS).
  // Hidden while it tries, the header is first seen in the layout it keeps.
  header.style.visibility = 'hidden';
  fit();
  header.style.removeProperty('visibility');
  if (!header.getAttribute('style')) header.removeAttribute('style');
  // The row's size only changes with the window's (its height is fixed), so deciding again
  // inside the observer cannot feed back into it.
  if (typeof ResizeObserver === 'function') new ResizeObserver(() => row.clientWidth !== decidedFor && fit()).observe(row);
  // Text changes (another language, signed in or out) and added or removed items.
  new MutationObserver(fit).observe(row, { childList: true, characterData: true, subtree: true });
  // A font that arrives after the first paint (font-display: swap) changes the text's width, if
  // it draws any of the row's letters: the Burmese faces, scoped by unicode-range, leave an
  // English header as it was, and each try lays the whole page out again (one more long task for
  // a phone while the page comes alive).
  const drawsRow = (face: FontFace) => {
    const text = row.textContent ?? '';
    return (face.unicodeRange || 'U+0-10FFFF').split(',').some((part) => {
      const [from, to = from] = part.trim().slice(2).split('-');
      const [low, high] = [parseInt(from.replace(/\?/g, '0'), 16), parseInt(to.replace(/\?/g, 'F'), 16)];
      for (const letter of text) if (letter.codePointAt(0)! >= low && letter.codePointAt(0)! <= high) return true;
      return false;
    });
  };
  if (document.fonts) document.fonts.addEventListener('loadingdone', (event) => (!event.fontfaces || event.fontfaces.some(drawsRow)) && fit());
}

/** The inline script that decides before the first paint: its header is its parent element. */
export const FIT_HEADER_MENU_SCRIPT = `(${fitHeaderMenu.toString()})(document.currentScript.parentElement)`;
