import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TESTS } from './database-free-tests';
import { POSTGRES_ONLY_TESTS } from './postgres-only-tests';

const root = path.resolve(import.meta.dirname, '../..');

/** What a test file writes to reach the test database: directly, through the app's, a fixture or a portal of its own. */
const DATABASE_WAYS = /setupTestDatabase|openTestDatabase|TEST_DATABASE_URL|getDb\(|from '[^']*\/db\/|support\/fixtures|startPortal|createThrowawayDatabase/;

describe('the integration files left out of the run on PostgreSQL', () => {
  it.each(DATABASE_FREE_TESTS)('%s exists and never reaches the test database', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    expect(file).toMatch(/\.integration\.test\.ts$/);
    expect(source.match(DATABASE_WAYS)?.[0]).toBeUndefined();
  });
});

describe('the integration files left out of the run on the embedded database', () => {
  it.each(POSTGRES_ONLY_TESTS)('%s exists and refuses to run on any other database', (file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    expect(file).toMatch(/\.integration\.test\.ts$/);
    expect(source).toContain("database.kind !== 'postgres'");
  });
});
