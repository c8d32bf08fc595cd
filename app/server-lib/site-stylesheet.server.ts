// The site's stylesheet, put into each page as it is sent (lib/site-stylesheet.tsx says why).
// The page is rendered with an empty <style data-href="/assets/app-<hash>.css">, and the built
// file's text goes in after that opening tag, as one more piece of the page's bytes: in one place
// for every page, those kept for visitors (rendered-pages.server.ts, which so keeps each page
// without its 58 KB of CSS) and those rendered for one person. A page's own text cannot hold the
// tag: its "<" is escaped. The pieces are put together once, by the caller.
//
// A browser that holds the file in its cache already (lib/stylesheet-in-cache.ts) gets an @import
// of it in the element instead: the same element on both sides, so hydration is the same.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARRIED_STYLESHEET_START } from '../lib/site-stylesheet';

/**
 * The text of the built stylesheet at `href` (an /assets/ path). The server's bundle is
 * build/server/index.js and the browser's files are in build/client, so the file is found from
 * the bundle's own address.
 */
export function builtStylesheetText(href: string, bundleUrl = import.meta.url): string {
  const file = fileURLToPath(new URL(`../client${href}`, bundleUrl));
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The built stylesheet ${file} could not be read: run the production server from a whole build (npm run build)`, { cause: error });
  }
}

/**
 * A function that puts the stylesheet `text` (at `href`) into a page's empty <style data-href>,
 * or an @import of `href` for a browser with the file `inCache`, given and giving the page as its
 * pieces (views, not copies); a page without the element is left as it is.
 */
export function stylesheetFiller(href: string, text: string): (pieces: Buffer<ArrayBuffer>[], inCache: boolean) => Buffer<ArrayBuffer>[] {
  // Nothing in a stylesheet needs this sequence, and it would end the element early.
  if (/<\/style/i.test(text)) throw new Error(`The stylesheet ${href} holds "</style", which would end the page's <style> element`);
  const openingTag = Buffer.from(`${CARRIED_STYLESHEET_START}"${href}">`);
  const carried = Buffer.from(text);
  const imported = Buffer.from(`@import url("${href}");`);
  return (pieces, inCache) => {
    // The tag holds no nonce, so it is never cut between two pieces.
    for (const [i, piece] of pieces.entries()) {
      const at = piece.indexOf(openingTag);
      if (at < 0) continue;
      const end = at + openingTag.length;
      return [...pieces.slice(0, i), piece.subarray(0, end), inCache ? imported : carried, piece.subarray(end), ...pieces.slice(i + 1)];
    }
    return pieces;
  };
}
