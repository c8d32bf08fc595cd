import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** A module path test that works with either path separator. */
const under = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/**
 * How the browser's JavaScript is cut into files (at most 12 script requests on a first
 * visit). Left to itself the bundler made a file for every component two pages share: 20 to 30
 * scripts per page, most under 1 KB of code, each a request competing with the page's photo on
 * a slow connection. So:
 * - `framework`: React, React DOM (with its scheduler) and React Router, which every page needs
 *   (about 105 KB gzip). The bundler keeps its small runtime for CommonJS modules (React's) in a
 *   file of its own, which no group can take;
 * - `forms`: the fields and the checks of the forms of several pages (sign-in, contact), only on
 *   pages with a form; the checks of one signed-in form stay with that form (OWN_FORM_CHECKS);
 * - `account-parts`: the small components of the signed-in pages (account, dashboard, listing
 *   form) and their image upload, which `parts` and `core` would otherwise put on every page;
 * - `core`: the shared lib modules, UI kit and layout used by two routes or more;
 * - `parts`: components under 5 KB (of source) shared by two routes or more, and the listing
 *   cards' data mapping (domain/listings/listing-card.ts, a few lines the card lists use in the
 *   browser); larger components keep files of their own, so pages without them do not download them;
 * - `auth`, `plans`, `legal`, `people-and-posts`: small components only a family of pages shares
 *   (PAGE_FAMILY_GROUPS), out of `parts`, which every page loads;
 * - `saved-searches`: 'Save this search' and /saved-searches (only the search pages and that page).
 * The browser test tests/e2e/js-budget.e2e.ts counts the result. The server build keeps the
 * bundler's defaults. `SOURCEMAP=1 npx react-router build` writes source maps beside the files:
 * a file's `.map` names the modules in it (`sources`), to find what a page loads and never runs.
 */
const FORM_MODULES = under('/app/(lib/(forms/|validation|use-validated-form)|components/ui/(text-field|text-area-field|select-field|checkbox-field|radio-group|file-field|file-pick-button|field)\\.)');
const SHARED_MODULES = under('/app/(lib|components/(ui|layout))/');
const SIGNED_IN_PAGE_PARTS = under('/app/components/(account|dashboard|listing-form|duplicates|my-listings)/');
// The checks of the signed-in pages' forms (a listing, an agency, a post, a package, a review) go
// with the form that runs them, not in `forms`: there they cost the listing page, which loads
// `forms` for its contact form, 2 KB gzip it never runs.
const OWN_FORM_CHECKS = under('/app/lib/forms/(listing|package|agency|post|price-sense|review)\\.');
// The Burmese catalogue is a chunk of its own, loaded only for Burmese readers (lib/i18n).
const BURMESE_CATALOGUE = under('/app/lib/i18n/my-');
// Leaflet and the code that drives it are loaded by import() when a map is shown: no group may
// take them, or every page that loads the group would carry the map (a group takes the modules
// its own modules import, Leaflet included).
const MAP_MODULES = under('/app/(lib|components)/map/');
// Shared modules only signed-in pages use, which load `account-parts`: the image upload (picking,
// shrinking, sending with progress), the chat contact fields, the confirm dialog and the dashboards'
// Show more button. In `core` every visitor's page paid 2.4 KB gzip for them.
// The dashboards' figures (stat-card) likewise: in `parts` every page paid 0.16 KB gzip for them.
// And the listing form's quality score and price check, which took the listing checks into `core`.
const SIGNED_IN_SHARED_MODULES = under(
  '/app/(lib/(use-image-upload|upload-images|compress-image|quality-score|forms/price-sense)|components/(stat-card|ui/(upload-progress|chat-contact-fields|confirm-dialog|show-more-button)))\\.',
);
// The township centres: the maps (loaded on demand) and the listing form's quality score (a pin
// moved off its centre) share them. In a file of their own, as a group would take them with it.
const TOWNSHIP_CENTRES = under('/app/lib/map/township-centres\\.');
// Modules a few pages share, kept out of `parts` and `forms` (which every page loads, through the
// root route's not-found page and the footer) in files of their own: 3 to 4 KB gzip that the
// listing, search and home pages loaded and never ran. Each adds one request to its pages only.
// - `auth`: the sign-in, sign-up and password pages' card, Google button and password checks (the
//   sign-in and sign-up checks stay in `forms`: the profile form shares their rules);
// - `plans`: what /packages and /price show about the plans (the choice, the current plan, a payment);
// - `legal`: the terms, privacy, about and contact pages' document and chat links;
// - `people-and-posts`: the blog's and agents' cards (home, blogs, a post, the agents). Not the
//   posts' rich text, which an agent's page shows too: it is at 10 requests;
// - `insights`: the figures and texts of /insights and /insights/:township;
// - `charts`: the SVG charts of the insights pages and the lister's numbers.
const PAGE_FAMILY_GROUPS = [
  { name: 'auth', test: under('/app/(components/(auth-card|oidc-button)|lib/forms/password-reset)\\.') },
  { name: 'plans', test: under('/app/components/packages/(use-package-choice|current-plan-note|pending-payment-note)\\.') },
  { name: 'legal', test: under('/app/components/legal/(legal-document|chat-links)\\.') },
  { name: 'people-and-posts', test: under('/app/components/(blog/post-card|agents/agent-card)\\.') },
  { name: 'insights', test: under('/app/(lib/insights-(format|meta)|components/insights/)') },
  { name: 'charts', test: under('/app/components/charts/') },
];
const inPageFamily = (id: string) => PAGE_FAMILY_GROUPS.some((group) => group.test.test(id));
// The package form goes with the two admin pages that show it (with its checks, OWN_FORM_CHECKS).
const PACKAGE_FORM = under('/app/components/packages/package-form\\.');
const PARTS = under('/app/(components/|domain/listings/listing-card\\.ts)');
// 'Save this search' (with the near matches that offer it) and the saved searches page share a
// file of their own: in `core`, `parts` and `forms` they cost every page 1.2 KB gzip (the listing
// page went past the ceiling).
const SAVED_SEARCH_MODULES = under('/app/(components/search/(save-search|near-matches)|components/saved-searches/|lib/saved-search-query|lib/forms/saved-search)');
// No other group may take the map's or the saved searches' modules.
const outsideOwnChunks = (test: RegExp | ((id: string) => boolean)) => (id: string) => (test instanceof RegExp ? test.test(id) : test(id)) && !MAP_MODULES.test(id) && !SAVED_SEARCH_MODULES.test(id);

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

const clientChunks = {
  groups: [
    { name: 'framework', test: under('node_modules/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)/'), priority: 20 },
    // Before `forms`: a group takes the modules its own modules import, and the form checks
    // import the shared constants, which must stay in `core`.
    {
      name: 'core',
      test: outsideOwnChunks((id: string) => SHARED_MODULES.test(id) && !FORM_MODULES.test(id) && !BURMESE_CATALOGUE.test(id) && !SIGNED_IN_SHARED_MODULES.test(id) && !inPageFamily(id)),
      minShareCount: 2,
      priority: 12,
    },
    {
      name: 'forms',
      test: outsideOwnChunks((id: string) => FORM_MODULES.test(id) && !OWN_FORM_CHECKS.test(id) && !inPageFamily(id)),
      minShareCount: 2,
      priority: 10,
    },
    // The small hook that loads the map (components/map/use-lazy-map.ts), shared by the search,
    // agent and listing form pages, and the listing maps' texts (points-map-texts.ts): a file of
    // their own, or the first group that imports them takes them, and every page using them
    // loads that group (the search page carried account-parts).
    { name: 'lazy-map', test: under('/app/components/map/(use-lazy-map|points-map-texts)\\.'), priority: 8 },
    { name: 'township-centres', test: TOWNSHIP_CENTRES, priority: 8 },
    {
      name: 'account-parts',
      test: outsideOwnChunks((id: string) => SIGNED_IN_PAGE_PARTS.test(id) || SIGNED_IN_SHARED_MODULES.test(id)),
      minShareCount: 2,
      maxModuleSize: 5000,
      priority: 6,
    },
    ...PAGE_FAMILY_GROUPS.map((group) => ({ ...group, minShareCount: 2, priority: 7 })),
    { name: 'parts', test: outsideOwnChunks((id: string) => PARTS.test(id) && !PACKAGE_FORM.test(id)), minShareCount: 2, maxModuleSize: 5000, priority: 5 },
    { name: 'saved-searches', test: SAVED_SEARCH_MODULES, minShareCount: 2, priority: 4 },
  ],
};

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
    },
    // Native and database packages stay outside the server bundle.
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'] },
  };
});
