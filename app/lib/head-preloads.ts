// Files a component asks the browser to fetch at once, written into the <head> of the page the
// server renders (React 19's preload() did this; Preact has none). The server renders a page in
// one synchronous pass, so the files asked for during that pass are the page's.

let asked: Set<string> | null = null;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface PreloadOptions {
  as: 'font' | 'image' | 'style';
  type?: string;
  crossOrigin?: 'anonymous';
  /** An image's candidates and sizes, as its <img> has them: the browser picks the one it would. */
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high';
}

const attribute = (name: string, value: string | undefined) => value && `${name}="${escapeAttribute(value)}"`;

/**
 * Asks for `href` in the <head> of the page being rendered on the server; nothing elsewhere.
 * With `imageSrcSet`, `href` is left out, as React wrote it: the browser fetches one candidate.
 */
export function preload(href: string | undefined, { as, type, crossOrigin, imageSrcSet, imageSizes, fetchPriority }: PreloadOptions): void {
  if (!asked) return;
  const attributes = [
    `rel="preload" as="${as}"`,
    attribute('type', type),
    attribute('href', imageSrcSet ? undefined : href),
    attribute('imagesrcset', imageSrcSet),
    attribute('imagesizes', imageSrcSet && imageSizes),
    attribute('fetchpriority', fetchPriority),
    attribute('crossorigin', crossOrigin),
  ];
  if (imageSrcSet || href) asked.add(`<link ${attributes.filter(Boolean).join(' ')}/>`);
}

/** Runs `render`, and returns what it gave with the <link> tags of the files asked for while it ran. */
export function collectingPreloads<T>(render: () => T): [T, string] {
  const outer = asked;
  asked = new Set();
  try {
    const result = render();
    return [result, [...asked].join('')];
  } finally {
    asked = outer;
  }
}
