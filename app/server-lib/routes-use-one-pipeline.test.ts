// Page routes never inspect errors themselves. Forms go through formAction
// (server-lib/form-action.server.ts), loaders through server-lib/page-refusals.server.ts, and /api calls
// through api() (server-lib/api.server.ts), which is the one place an /api route's refusal is shaped.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = path.resolve(import.meta.dirname, '../routes');
const pageRoutes = fs.readdirSync(routesDir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));

describe('page routes', () => {
  it('are found', () => {
    expect(pageRoutes).toContain('profile.tsx');
  });

  it.each(pageRoutes)('%s does not catch AppError itself', (name) => {
    expect(fs.readFileSync(path.join(routesDir, name), 'utf8')).not.toMatch(/instanceof\s+AppError/);
  });
});
