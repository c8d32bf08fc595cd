// The site's stylesheet as a production page carries it (lib/site-stylesheet.tsx says why), read
// once from the client build.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The text of the built stylesheet at `href` (an /assets/ path). The server's bundle is
 * build/server/index.js and the browser's files are in build/client, so the file is found from
 * the bundle's own address.
 */
export function builtStylesheetText(href: string, bundleUrl = import.meta.url): string {
  const file = fileURLToPath(new URL(`../client${href}`, bundleUrl));
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The built stylesheet ${file} could not be read: run the production server from a whole build (npm run build)`, { cause: error });
  }
  // Nothing in a stylesheet needs this sequence, and it would end the page's <style> early.
  if (/<\/style/i.test(text)) throw new Error(`The stylesheet ${href} holds "</style", which would end the page's <style> element`);
  return text;
}
