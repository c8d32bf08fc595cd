// The SQL errors the portal answers rather than fails on. Drizzle wraps the driver's error (pg and
// PGlite use the same SQLSTATE codes), so the cause chain is searched.
type SqlError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The driver's error with this SQLSTATE in the chain, or null. */
function sqlError(error: unknown, code: string): SqlError | null {
  for (let e = error as SqlError | undefined; e; e = e.cause as SqlError | undefined) {
    if (e.code === code) return e;
  }
  return null;
}

/** The name of the unique index a failed write ran into (SQLSTATE 23505), or null. */
export function uniqueViolation(error: unknown): string | null {
  const e = sqlError(error, '23505');
  return e ? (e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique') : null;
}

/** Whether a write named a row deleted meanwhile (SQLSTATE 23503, a foreign key). */
export const foreignKeyViolation = (error: unknown): boolean => sqlError(error, '23503') !== null;

/** Whether a statement was stopped by statement_timeout (SQLSTATE 57014). */
export const queryCanceled = (error: unknown): boolean => sqlError(error, '57014') !== null;

/** Whether a statement gave up waiting for another's lock at lock_timeout (SQLSTATE 55P03). */
export const lockNotAvailable = (error: unknown): boolean => sqlError(error, '55P03') !== null;
