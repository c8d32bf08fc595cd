// Integration files about what only PostgreSQL has: other connections, whose locks a statement
// can wait behind, and statement and lock timeouts. The embedded database is one connection with
// neither, so the run on it (npm run test:integration) leaves them out; npm run test:pg runs them.
export const POSTGRES_ONLY_TESTS = [
  // A new rate's batches, stopped at their hold limit behind a listing another transaction holds.
  'app/domain/exchange-rates/rate-hold-limit.integration.test.ts',
];
