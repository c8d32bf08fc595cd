import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** A module path test that works with either path separator. */
const under = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/**
 * How the browser's JavaScript is cut into files: the bundler's own splitting (a file per set of
 * modules the same pages share, loaded with modulepreload over one HTTP/2 connection), except for
 * the framework. React, React DOM (with its scheduler) and React Router, which every page needs
 * (about 105 KB gzip), stay in one file whatever page is built or changed: it keeps its name from
 * release to release while they do not change, so a returning visitor's browser has it cached.
 * tests/e2e/js-budget.e2e.ts weighs each page's first visit against the yardstick. The server
 * build keeps the bundler's defaults. `SOURCEMAP=1 npx react-router build` writes source maps
 * beside the files: a file's `.map` names the modules in it (`sources`).
 */
const clientChunks = {
  groups: [
    { name: 'framework', test: under('node_modules/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)/'), priority: 20 },
    // The small modules nearly every page uses (translation, root data, buttons, icons): one file,
    // rather than a file for each new mix of pages that imports them, whose overhead adds up.
    { name: 'common', test: under('app/(lib/(i18n/index|root-data|cookies|format-number|format-price)|components/ui/(button|icons|alert))\\.tsx?$'), priority: 10 },
  ],
};

// Workaround for https://github.com/remix-run/react-router/issues/14102 (drop it once fixed): React
// Router publishes a production build but its package.json only points at the development one,
// whose warnings are on, and the browser would download them in every page's framework file. The
// browser build takes the production files; both entries together, so the page has one copy of the
// router. The server keeps the package's own resolution: there the dev build costs no download.
const reactRouterDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * V8's explicit compile hint (Chromium 136 and later, Android's included): a script that starts
 * with this comment, before any code, has all its functions compiled while it streams in, off the
 * main thread, instead of each on its first call, on the main thread, in the middle of hydration.
 * Every browser file is code a page runs as it loads and comes alive (the router, React, the
 * page's components), or as the reader opens what it drives (the map), so every file with code
 * carries it. At 4x, hydration's first pass went from a median of 110-186 ms a page to 69-102 ms
 * (measured with Chromium traces). Other browsers read a comment.
 *
 * Written last of all (`order: 'post'`): after minification, which drops comments, and after Vite
 * puts its list of a file's preloads (`__vite__mapDeps`) at the top of a file that imports
 * others on demand, where V8 would no longer read the hint. Part of each file's hash.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHint(): Plugin {
  return {
    name: 'portal:compile-hint',
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.trim()) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // A source map (SOURCEMAP=1) moves down a line with the code.
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter(), ...(browserBuild ? [compileHint()] : [])],
    resolve: browserBuild ? { alias: REACT_ROUTER_PRODUCTION } : {},
    build: {
      // Keep Vite's manifest: the tests and bench/asset-encoding.ts read from it which chunk a
      // source file went to (the Burmese catalogue's, the entry's).
      manifest: true,
      sourcemap: !!process.env.SOURCEMAP,
      // NO_MINIFY=1 keeps the functions' names, for a CPU profile of a page that says what ran.
      minify: !process.env.NO_MINIFY,
      // The language switch's Burmese wordmark stays a file of its own: inlined, its 3.8 KB would sit in
      // the stylesheet that blocks every page's first paint, Burmese pages' too, which never show it.
      assetsInlineLimit: (file: string) => (file.endsWith('burmese-wordmark.svg') ? false : undefined),
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
      // The held photos' file (components/held-photos.tsx), fetched only with the data saver on,
      // imports what the pages asking for it have loaded already (the blog's lack one small file):
      // a list of those in each card's file would cost every visitor's first visit, for a few.
      modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)held-photos-[\w-]+\.js$/.test(file) ? [] : deps) },
    },
    // Native and database packages stay outside the server bundle.
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'] },
  };
});
