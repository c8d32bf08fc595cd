// Folders that tell the truth: the README's architecture map ("Layers"), held by a test.
// Every import in app/ and server/ (type-only ones too: a type names the module it depends on)
// goes down the layers below or stays in its own folder, no module imports itself round a
// cycle, and a folder's name says where its code runs.
//
//   lib/         shared, runs in the browser and on the server   imports lib/ only
//   server-lib/  server-only plumbing (*.server.ts)               lib/
//   db/          schema, client, lock, registry                   lib/
//   domain/      server-only logic (*.server.ts)                  db/, server-lib/, lib/
//   db/demo/     the demo seeder and test factories               domain/, db/, server-lib/, lib/
//   components/  React components                                 lib/
//   app          routes/ and the app's own files (root, entries)  all of the above but db/demo/
//   server/      Express                                          all of the above
//
// Tests are exempt from the layers (a test may drive its module through a route, and uses
// tests/support); they are leaves, so they cannot close a cycle.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

type Layer = 'lib' | 'server-lib' | 'db' | 'domain' | 'db/demo' | 'components' | 'app' | 'server' | 'outside';

const MAY_IMPORT: Record<Layer, Layer[]> = {
  lib: ['lib'],
  'server-lib': ['server-lib', 'lib'],
  db: ['db', 'lib'],
  domain: ['domain', 'db', 'server-lib', 'lib'],
  'db/demo': ['db/demo', 'domain', 'db', 'server-lib', 'lib'],
  components: ['components', 'lib'],
  app: ['app', 'components', 'domain', 'db', 'server-lib', 'lib'],
  server: ['server', 'app', 'components', 'domain', 'db/demo', 'db', 'server-lib', 'lib'],
  outside: [],
};

/** The layer of a file, by its path from the repository's root (with forward slashes). */
export function layerOf(file: string): Layer {
  if (file.startsWith('server/')) return 'server';
  if (!file.startsWith('app/')) return 'outside';
  const [folder, sub] = file.slice('app/'.length).split('/');
  if (folder === 'db' && sub === 'demo') return 'db/demo';
  if (folder === 'lib' || folder === 'server-lib' || folder === 'db' || folder === 'domain' || folder === 'components') return folder;
  return 'app';
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServerOnly = (file: string) => /\.server\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const bare = specifier.split('?', 1)[0]!;
  const base = path.posix.join(path.posix.dirname(from), bare);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Each file's relative imports (static, type-only, re-exports and `import()`), resolved. */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier) ?? `${specifier} (unresolved, from ${file})`);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import cycle, each as the chain of files that closes it (a → b → a). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const files = [...sources('app'), ...sources('server')];
const graph = importGraph(files);

describe('the import graph of app/ and server/', () => {
  it('is read whole: every relative import resolves to a file', () => {
    expect(graph.size).toBeGreaterThan(400);
    // A type-only import and a re-export count as edges.
    expect(graph.get('app/domain/admin/overview.server.ts')).toContain('app/lib/views/admin-view.ts');
    expect(graph.get('app/db/schema/index.ts')).toEqual(['app/db/schema/entities.ts', 'app/db/schema/listings.ts', 'app/db/schema/contact-messages.ts', 'app/db/schema/counts.ts', 'app/db/schema/packages.ts', 'app/db/schema/security.ts', 'app/db/schema/listing-activity.ts', 'app/db/schema/saved-searches.ts', 'app/db/schema/visitor-saves.ts', 'app/db/schema/listing-performance.ts', 'app/db/schema/listing-prices.ts', 'app/db/schema/duplicates.ts', 'app/db/schema/price-rank.ts', 'app/db/schema/enquiries.ts', 'app/db/schema/exchange-rates.ts', 'app/db/schema/price-insights.ts', 'app/db/schema/push.ts', 'app/db/schema/listing-shares.ts']);
    const unresolved = [...graph.values()].flat().filter((target) => target.includes('(unresolved'));
    expect(unresolved).toEqual([]);
  });

  it('has no cycle', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });

  it('goes down the layers only', () => {
    const upward = [...graph]
      .filter(([file]) => !isTest(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => !MAY_IMPORT[layerOf(file)].includes(layerOf(target)))
          .map((target) => `${file} (${layerOf(file)}) imports ${target} (${layerOf(target)})`),
      );
    expect(upward).toEqual([]);
  });
});

describe('folder names', () => {
  it('domain/ and server-lib/ hold only server-only modules (*.server.ts)', () => {
    const named = files.filter((file) => /^app\/(domain|server-lib)\//.test(file) && !isTest(file) && !isServerOnly(file));
    expect(named).toEqual([]);
  });

  it('lib/ and components/ hold no server-only module', () => {
    const serverOnly = files.filter((file) => /^app\/(lib|components)\//.test(file) && isServerOnly(file));
    expect(serverOnly).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a cycle and name its files', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(findCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('place files in layers', () => {
    expect(layerOf('app/db/demo/seed.server.ts')).toBe('db/demo');
    expect(layerOf('app/db/schema/index.ts')).toBe('db');
    expect(layerOf('app/routes/home.tsx')).toBe('app');
    expect(layerOf('app/root.tsx')).toBe('app');
    expect(layerOf('tests/support/fixtures.ts')).toBe('outside');
    expect(MAY_IMPORT.lib).toEqual(['lib']);
  });
});
