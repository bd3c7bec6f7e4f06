/** Recognises PostgreSQL error codes from either driver (postgres.js or PGlite), possibly wrapped by Drizzle. */
function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');
export const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');
