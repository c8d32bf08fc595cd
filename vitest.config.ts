import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { DATABASE_FREE_TESTS } from './tests/support/database-free-tests.ts';
import { POSTGRES_ONLY_TESTS } from './tests/support/postgres-only-tests.ts';

const e2eCpuThrottle = Math.max(1, Number(process.env.E2E_CPU_THROTTLE) || 1);

// Three suites: unit (pure functions), integration (domain and /api calls on a real database:
// embedded PGlite by default, a PostgreSQL server when TEST_DATABASE_URL is set), and e2e
// (the production build in headless Chromium).
export default defineConfig({
  resolve: {
    alias: [{ find: /^\.\/app\.css\?url$/, replacement: path.resolve(import.meta.dirname, 'tests/support/stylesheet-url.ts') }],
  },
  test: {
    // Two test files at a time at least. Vitest's default (a core less than the machine has) gives
    // a 2-core CI machine one worker, and a unit or integration file keeps one core busy (the test
    // and its PGlite share a thread): the other core sat idle for their ten minutes. The browser
    // suite still runs its files one at a time (below); it keeps both cores busy on its own.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The server registers the Burmese catalogue as it starts (entry.server.tsx); so do the tests.
    setupFiles: ['app/lib/i18n/register-burmese.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'bench/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/e2e/support/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          // A ceiling on waiting, not a speed check: a few files walk every route, character or
          // Burmese syllable (3-4 s on a quiet 2-core machine) and passed 5 s while the browser
          // suite shared the cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['app/**/*.integration.test.ts', 'server/**/*.integration.test.ts'],
          // On PostgreSQL, only the files that reach a database (tests/support/database-free-tests.ts);
          // on the embedded one, none that need PostgreSQL's own (tests/support/postgres-only-tests.ts).
          exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE_TESTS : POSTGRES_ONLY_TESTS)],
          globalSetup: ['tests/support/migrated-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // With E2E_CPU_THROTTLE (tests/e2e/support/browser.ts) the pages' scripts run that many
          // times slower: the ceilings grow with them.
          testTimeout: 60_000 * e2eCpuThrottle,
          hookTimeout: 120_000 * e2eCpuThrottle,
          // expect.poll gives up after 1 s by default; a loaded CI machine can take longer than
          // that to render a client navigation. This is a ceiling on waiting, not a speed check.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server for the whole suite; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
