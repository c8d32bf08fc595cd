// A new database on a PostgreSQL server (a name of its own, so parallel test files and benchmark
// runs never meet), empty or a copy of `template`, and how to drop it again. The role needs
// CREATEDB; nothing else on the server is touched.
import { randomBytes } from 'node:crypto';

export async function createThrowawayDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${pg.escapeIdentifier(template)}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
