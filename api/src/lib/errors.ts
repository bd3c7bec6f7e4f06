/**
 * Typed errors thrown by services. The error handler turns each into the envelope
 * { success: false, message, code, errors? } with its status; anything else becomes a 500 whose
 * internals stay in the log.
 */
import type { FieldRule } from '@portal/contract/field-rules';
import { fieldRuleText } from '@portal/contract/field-rule-texts';
import { MSG, NOT_FOUND } from '@portal/contract/messages';
import type { ForbiddenReason, PayloadTooLargeFigures } from '@portal/contract/refusal-figures';

type NotFoundKind = keyof typeof NOT_FOUND;

/** Field -> the English text of its refusal, for API clients and logs. */
export type FieldErrors = Record<string, string>;
/** Field -> the code and figures of its refusal: what a client words in its own language (decision 034). */
export type FieldRules = Record<string, FieldRule>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { errors?: FieldErrors; rules?: FieldRules; data?: unknown; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: FieldErrors = {}, data?: unknown, code = 'VALIDATION_FAILED', rules?: FieldRules) {
    super(400, code, message, { errors, data, ...(rules ? { rules } : {}) });
  }

  /** A refusal of one field by rule: its code and figures, the rule's English text, and the message given (else that text and the field). */
  static ofField(field: string, rule: FieldRule, message?: string): ValidationError {
    const text = fieldRuleText(rule, field);
    return new ValidationError(message ?? `${text} (${field})`, { [field]: text }, undefined, 'VALIDATION_FAILED', { [field]: rule });
  }

  /** A refusal of fields by rule: each field's code and figures, its English text beside it, the first named in the message. */
  static ofRules(rules: FieldRules, data?: unknown): ValidationError {
    const errors = Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fieldRuleText(rule, field)]));
    const first = Object.entries(errors)[0];
    return new ValidationError(first ? `${first[1]} (${first[0]})` : 'Invalid request', errors, data, 'VALIDATION_FAILED', rules);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = MSG.accessDeniedInsufficient, code = 'FORBIDDEN', data?: unknown) {
    super(403, code, message, data === undefined ? undefined : { data });
  }
}
/** The English of each reason a caller is refused, for API clients and logs. */
export const FORBIDDEN_TEXTS: Record<ForbiddenReason, string> = {
  ADMIN_REQUIRED: MSG.accessDeniedAdmin,
  SUPER_ADMIN_REQUIRED: MSG.accessDeniedSuperAdmin,
  MANAGE_USERS: MSG.accessDeniedUsers,
  ROLE_NOT_ALLOWED: MSG.accessDeniedInsufficient,
  CHAPTER_ACCOUNT_ONLY: "Only the chapter's account can change the chapter's details",
};
/** A 403 FORBIDDEN with its reason in the data (decision 040), so an app words it in its own language. */
export const forbidden = (reason: ForbiddenReason): ForbiddenError => new ForbiddenError(FORBIDDEN_TEXTS[reason], 'FORBIDDEN', { reason });
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND', data?: unknown) {
    super(404, code, message, { data });
  }
}
/** A record of a kind that is not there: the kind goes in the data, so an app words it in its own language. */
export const notFound = (kind: NotFoundKind): NotFoundError => new NotFoundError(NOT_FOUND[kind], 'NOT_FOUND', { kind });
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', data?: unknown) {
    super(409, code, message, { data });
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string, code = 'UNPROCESSABLE', data?: unknown, errors?: FieldErrors) {
    super(422, code, message, { data, errors });
  }
}
/** A body, a file or an upload past its limit: the limit goes in the data (decision 040). */
export class PayloadTooLargeError extends AppError {
  constructor(message: string, figures: PayloadTooLargeFigures) {
    super(413, 'PAYLOAD_TOO_LARGE', message, { data: figures });
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    // The wait goes in the data too, so an app words it in its own language.
    super(429, 'TOO_MANY_REQUESTS', message, { headers: { 'retry-after': String(retryAfterSeconds) }, data: { retryAfterSeconds } });
  }
}
/** More requests of one kind than the process serves at once: refused at once, to come back after the wait (lib/concurrency-gate.ts). */
export class ServerBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, 'SERVER_BUSY', `The server is busy. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, {
      headers: { 'retry-after': String(retryAfterSeconds) },
      data: { retryAfterSeconds },
    });
  }
}
/** Seconds a client is asked to wait before retrying while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;
export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'SERVICE_UNAVAILABLE', data?: unknown) {
    super(503, code, message, { data, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  }
}
