// Runs a command against a throw-away PostgreSQL 15 server (scripts/postgres-server.ts) and
// exports TEST_DATABASE_URL for it, then stops the server. Used by `npm run test:pg` (the
// integration suite on a real server) and `npm run bench`.
import { spawnSync } from 'node:child_process';
import { startPostgresServer } from './postgres-server';

const command = process.argv.slice(2);
if (!command.length) {
  console.error('Usage: tsx scripts/with-postgres.ts <command...>');
  process.exit(2);
}

const server = await startPostgresServer();
let status = 1;
try {
  console.log(`PostgreSQL 15 running on port ${server.port}`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server.url, PG_SERVER_URL: server.url },
  });
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
