import { format } from 'date-fns';
import { ApiError } from '../../../lib/api/api-error';
import { refusalText } from '../../../lib/i18n/errors';
import { getLanguage, t } from '../../../lib/i18n/i18n';
import { formatDate, type DateStyle } from '../../../lib/i18n/format';

import { isOrderStatus } from '@portal/contract/rules';

export { paymentMethodLabel, paymentStatusLabel } from '../../../lib/i18n/labels';

/**
 * An order status as the back office words it ('Pending', as in the status breakdown) in the
 * current language; unknown values as they are.
 */
export const orderStatusLabel = (status: string) =>
  isOrderStatus(status) ? t(`admin.orders.statusName.${status}`) : status;

const safe = (value: string | null | undefined, pattern: string, style: DateStyle): string => {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  // English keeps the spec's patterns; another language writes dates its own way (23/11/2026).
  return getLanguage() === 'en' ? format(date, pattern) : formatDate(date, style);
};

/**
 * The spec's four display formats, and a time of day. Times read one way per language: in English
 * always 'h:mm a' (the spec's 24-hour pattern for lists wrote "00:46" beside another screen's
 * "4:05 AM"), in Spanish always the language's own short time.
 */
export const shortDate = (value?: string | null) => safe(value, 'MM/dd/yyyy', 'short');
export const dateTime = (value?: string | null) => safe(value, 'MMM d, yyyy h:mm a', 'dateTime');
export const longDate = (value?: string | null) => safe(value, 'MMM dd, yyyy', 'date');
export const longDateTime = (value?: string | null) => safe(value, 'MMM dd, yyyy h:mm a', 'dateTime');
export const timeOfDay = (value?: string | null) => safe(value, 'h:mm a', 'time');

/**
 * The server's refusal in the current language, by its code, figures or first field's rule (the
 * server's own words only for a code this app has no words for), else the screen's fallback (spec 8).
 */
/** A refusal in the screen's words for its HTTP status where it has some, else as messageOf words it. */
export function textByStatus(error: unknown, texts: Partial<Record<number, string>>, fallback: string): string {
  return (error instanceof ApiError ? texts[error.status] : undefined) ?? messageOf(error, fallback);
}

export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== 0) return refusalText(error.code, error.message, error.data, error.fieldRules);
  return fallback;
}

/**
 * Why a screen's data could not be loaded: a refusal in its own words (access, not found), else
 * the screen's "could not load" (a server failure or no answer says nothing more useful).
 */
export function loadFailedText(error: unknown, fetchFailed: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? messageOf(error, fetchFailed) : fetchFailed;
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

const ROLE_KEYS = { SUPER_ADMIN: 'admin.users.roleSuperAdmin', ADMIN: 'admin.users.roleAdmin', CHAPTER: 'admin.users.roleChapter', USER: 'admin.users.roleUser' } as const;

/** A role's name in the current language (unknown roles as they are). */
export const roleLabel = (role: string) => (role in ROLE_KEYS ? t(ROLE_KEYS[role as keyof typeof ROLE_KEYS]) : role);
