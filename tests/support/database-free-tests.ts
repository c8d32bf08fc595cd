// Integration files that never reach the test database (they open none, or embedded ones of
// their own): their outcome cannot differ between PGlite and PostgreSQL, so the run on
// PostgreSQL (npm run test:pg) leaves them out. Every other integration file runs on both.
// database-free-tests.test.ts fails when a file listed here reaches the test database.
export const DATABASE_FREE_TESTS = [
  // formAction inside React Router's own handler, with actions that answer without a database.
  'app/server-lib/form-action.integration.test.ts',
  // Copies files from the disk to an S3 server.
  'app/domain/media/migrate-media.integration.test.ts',
  // Serves a client build's /assets files.
  'server/static-assets.integration.test.ts',
  // The process supervisor, driven through a stand-in worker.
  'server/workers.integration.test.ts',
  // DATA_DIR's permissions: embedded databases made and opened in folders of its own.
  'app/db/data-dir.integration.test.ts',
  // Restores a backup of an embedded database into a DATA_DIR of its own.
  'app/domain/backup/restore-backup.integration.test.ts',
];
