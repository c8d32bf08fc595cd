/** The name of the unique index a failed write ran into, or null. Drizzle wraps the driver's
 * error (pg and PGlite both use SQLSTATE 23505), so the cause chain is searched. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique';
  }
  return null;
}

/** Whether a write named a row deleted meanwhile (SQLSTATE 23503, a foreign key), searched the same way. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}
