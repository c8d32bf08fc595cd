// Integration files that open no database: their outcome cannot differ between PGlite and
// PostgreSQL, so the run on PostgreSQL (npm run test:pg) leaves them out. Every other integration
// file runs on both. database-free-tests.test.ts fails when a file listed here reaches a database.
export const DATABASE_FREE_TESTS = [
  // formAction inside React Router's own handler, with actions that answer without a database.
  'app/server-lib/form-action.integration.test.ts',
  // Copies files from the disk to an S3 server.
  'app/domain/media/migrate-media.integration.test.ts',
  // Serves a client build's /assets files.
  'server/static-assets.integration.test.ts',
  // The process supervisor, driven through a stand-in worker.
  'server/workers.integration.test.ts',
];
