/**
 * Server errors in the active language, by the envelope's code: a code with a catalogue key
 * ('errors.<CODE>') shows that text, a contract validation text is translated, anything else
 * shows the server's own message. Errors that are not API errors show the caller's fallback.
 */
import { ApiError } from '../api/api-error';
import type { MessageKey } from './catalogue';
import { t, tMessage } from './i18n';
import { VALIDATION_EN } from './validation-texts';

/** Codes whose meaning does not depend on the request: one text per code. */
const CODE_KEYS: Record<string, MessageKey> = {
  NETWORK: 'errors.NETWORK',
  INTERNAL: 'errors.INTERNAL',
  UNAUTHORIZED: 'errors.UNAUTHORIZED',
  FORBIDDEN: 'errors.FORBIDDEN',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  EMAIL_EXISTS: 'errors.EMAIL_EXISTS',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  PRICE_CHANGED: 'errors.PRICE_CHANGED',
  ORDER_REFUSED: 'errors.ORDER_REFUSED',
  IDEMPOTENCY_IN_PROGRESS: 'errors.IDEMPOTENCY_IN_PROGRESS',
};

const validationTexts = new Set<string>(Object.values(VALIDATION_EN));

/** The text to show for a failed call: by code, else the server's message, else the fallback. */
export function errorText(error: unknown, fallback: MessageKey): string {
  if (!(error instanceof ApiError)) return t(fallback);
  const key = error.code ? CODE_KEYS[error.code] : undefined;
  if (key) return t(key);
  if (validationTexts.has(error.message)) return tMessage(error.message);
  return error.message || t(fallback);
}

/** The codes that have their own text (tests check each has a catalogue key). */
export const TRANSLATED_CODES = Object.keys(CODE_KEYS);
