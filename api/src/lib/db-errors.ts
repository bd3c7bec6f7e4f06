/** Recognises PostgreSQL error codes from either driver (postgres.js or PGlite), possibly wrapped by Drizzle. */
function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  for (let e = err as { code?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    // Node reports a refused connection to every address of a host name as an AggregateError.
    if (Array.isArray(e.errors)) for (const inner of e.errors) if (typeof inner?.code === 'string') codes.push(inner.code);
  }
  return codes;
}

const hasPgCode = (err: unknown, code: string) => codesOf(err).includes(code);

export const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');
export const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');

/** Socket and driver codes of a database that cannot be reached or went away mid-request. */
const UNREACHABLE = new Set([
  'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT',
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  // SQLSTATE: shutting down, crashed, starting up, too many connections, statement or lock timeout.
  '57P01', '57P02', '57P03', '53300', '57014', '55P03',
]);

/**
 * The database is down, restarting or too slow: the request may succeed when retried, so it is
 * answered 503 with Retry-After rather than 500. SQLSTATE class 08 is "connection exception".
 */
export const isDatabaseUnavailable = (err: unknown) => codesOf(err).some((code) => UNREACHABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code));
