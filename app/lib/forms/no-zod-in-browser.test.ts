// Zod is 24 KB gzip, a fifth of a page's JavaScript budget, so code that runs in the
// browser must not reach it, not even through a shared module: forms are checked there with
// lib/forms/*.ts. Route modules are not roots: their loaders and actions (which do use the
// schemas) are cut from the browser build, and their components use only what this test follows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '../..');
const serverOnly = (file: string) => /\.server\.tsx?$|\.test\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports as values (type-only imports vanish from the build). */
function valueImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]!);
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('~/')) return spec;
  const base = spec.startsWith('~/') ? path.join(APP, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The chain of imports from `root` to Zod, or null when there is none. */
function pathToZod(root: string, seen = new Set<string>()): string[] | null {
  if (seen.has(root)) return null;
  seen.add(root);
  for (const spec of valueImports(root)) {
    const target = resolve(root, spec);
    if (!target) continue;
    if (target === 'zod' || target.startsWith('zod/')) return [path.relative(APP, root), target];
    if (!path.isAbsolute(target) || serverOnly(target)) continue;
    const rest = pathToZod(target, seen);
    if (rest) return [path.relative(APP, root), ...rest];
  }
  return null;
}

describe('Zod in the browser', () => {
  it('is not reached by components, shared lib modules, the root or the client entry', () => {
    const roots = [
      ...sources(path.join(APP, 'components')),
      ...sources(path.join(APP, 'lib')).filter((file) => !file.includes(`${path.sep}schemas${path.sep}`)),
      path.join(APP, 'root.tsx'),
      path.join(APP, 'entry.client.tsx'),
    ].filter((file) => !serverOnly(file));
    const chains = roots.map((root) => pathToZod(root)).filter((chain) => chain !== null);
    expect(chains).toEqual([]);
  });
});
