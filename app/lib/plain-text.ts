// Rich text (sanitized HTML) as one line of plain text: for excerpts, page descriptions and share
// previews. Pure, so the browser can use it too.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
/** The longest entity plainText decodes ('&nbsp;'), plus the space a cut may leave: what a prefix's text may differ by at its end. */
const CUT_MARGIN = 8;

/** Tags become spaces (block ends too), entities are decoded, runs of white space become one. */
export function plainText(html: string): string {
  return html
    // A tag also ends at the next '<': a run of '<' is then read once, not once from each.
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `max` characters of plainText(html), the same, without converting the whole of a
 * long description (tens of kilobytes) for a 160-character summary: the HTML is read from its
 * start, a longer part each time, until its text runs past `max` by more than a cut can change.
 */
export function plainTextStart(html: string, max: number): string {
  for (let end = 4 * max + 64; ; end *= 2) {
    if (end >= html.length) return plainText(html).slice(0, max);
    // Never inside a tag: a tag cut in two would come out as text.
    const open = html.lastIndexOf('<', end - 1);
    const cut = open > html.lastIndexOf('>', end - 1) ? open : end;
    const text = plainText(html.slice(0, cut));
    if (text.length > max + CUT_MARGIN) return text.slice(0, max);
  }
}
