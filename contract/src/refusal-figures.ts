/**
 * The figures of the refusals every route may give (decision 040): a 403 says why in its data's
 * `reason`, a 413 the limit it met, so a client words them in its own language. The API keeps an
 * English `message` beside them for clients that show what they are sent.
 */

/** Why a caller was refused (403 FORBIDDEN): `data: { reason }`. */
export const FORBIDDEN_REASONS = [
  /** The route is the back office's (ADMIN or SUPER_ADMIN). */
  'ADMIN_REQUIRED',
  /** The route or the record is a SUPER_ADMIN's alone. */
  'SUPER_ADMIN_REQUIRED',
  /** User administration is the back office's. */
  'MANAGE_USERS',
  /** The caller's role is not among the route's. */
  'ROLE_NOT_ALLOWED',
  /** A chapter's details are changed from the chapter's own account. */
  'CHAPTER_ACCOUNT_ONLY',
] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];

/**
 * What a 413 PAYLOAD_TOO_LARGE met: a body or file past `maxBytes`, or more files in one upload
 * than `maxFiles`.
 */
export type PayloadTooLargeFigures = { maxBytes: number } | { maxFiles: number };
