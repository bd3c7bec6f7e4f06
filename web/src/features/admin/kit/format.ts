import { format } from 'date-fns';
import { ApiError } from '../../../lib/api/api-error';

const safe = (value: string | null | undefined, pattern: string): string => {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : format(date, pattern);
};

/** The spec's four display formats. */
export const shortDate = (value?: string | null) => safe(value, 'MM/dd/yyyy');
export const dateTime = (value?: string | null) => safe(value, 'MMM d, yyyy h:mm a');
export const longDate = (value?: string | null) => safe(value, 'MMM dd, yyyy');
export const longDateTime = (value?: string | null) => safe(value, 'MMM dd, yyyy HH:mm');

/** The server's message when it gave one, else the screen's fallback (spec 8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== 0) return error.message;
  return fallback;
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
