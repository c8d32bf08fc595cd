// The built stylesheet's text, for the pages to carry (lib/site-stylesheet.tsx). The server's
// bundle is build/server/index.js and the browser's files are in build/client, so an asset's
// path (/assets/app-<hash>.css) is found from this module's own address.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The text of the built asset at `href` (an /assets/ path), read from the client build beside this bundle. */
export function builtAssetText(href: string, bundleUrl = import.meta.url): string {
  const file = fileURLToPath(new URL(`../client${href}`, bundleUrl));
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The built stylesheet ${file} could not be read: run the production server from a whole build (npm run build)`, { cause: error });
  }
}
