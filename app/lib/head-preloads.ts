// Files a component asks the browser to fetch at once, written into the <head> of the page the
// server renders (React 19's preload() did this; Preact has none). The server renders a page in
// one synchronous pass, so the files asked for during that pass are the page's.

let asked: Set<string> | null = null;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface PreloadOptions {
  as: 'font' | 'image' | 'style';
  type?: string;
  crossOrigin?: 'anonymous';
}

/** Asks for `href` in the <head> of the page being rendered on the server; nothing elsewhere. */
export function preload(href: string, { as, type, crossOrigin }: PreloadOptions): void {
  const attributes = [`rel="preload"`, `as="${as}"`, type && `type="${escapeAttribute(type)}"`, `href="${escapeAttribute(href)}"`, crossOrigin && `crossorigin="${crossOrigin}"`];
  asked?.add(`<link ${attributes.filter(Boolean).join(' ')}/>`);
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
