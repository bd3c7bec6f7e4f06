/**
 * Building blocks for the domain schemas: query-string coercion (query values arrive as
 * strings), id params, pagination, the response envelope and list shapes.
 */
import * as v from 'valibot';
import type { FieldRule, RuleMessage } from './field-rules';
import { storableDate, wellFormedText } from './guards';
import { MAX_PAGE_SIZE, SORT_ORDERS } from './rules';

/** A whole number from a query string or JSON, within [min, max]. */
export const qInt = (field: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, `${field} must be a whole number`), v.transform(Number))], `${field} must be a whole number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(min, `${field} must be at least ${min}`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

/** true/false from a query string ('true', 'false', '1', '0') or JSON. */
export const qBool = (field: string) =>
  v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '1', '0'], `${field} must be true or false`),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ],
    `${field} must be true or false`,
  );

/** An ISO 8601 date or date-time, parsed to a Date. */
export const qDate = (field: string) =>
  v.pipe(
    v.union([v.string(), v.date()], `${field} must be a date`),
    v.transform((s) => (s instanceof Date ? s : new Date(s))),
    v.check((d) => !Number.isNaN(d.getTime()), `${field} must be a valid date (ISO 8601)`),
    storableDate(field),
  );

export const idParams = v.object({ id: qInt('id', 1, 2_147_483_647) });
export type IdParams = v.InferOutput<typeof idParams>;

export const pageQuery = {
  page: v.optional(qInt('page', 1, 1_000_000), 1),
  limit: v.optional(qInt('limit', 1, MAX_PAGE_SIZE), 10),
};
export const sortOrder = v.optional(v.picklist(SORT_ORDERS, 'sortOrder must be asc or desc'));

/** sortBy (one of a list's fields; absent means the list's own order) and sortOrder (asc, desc). */
export const sortQuery = <const S extends readonly [string, ...string[]]>(fields: S) => ({
  sortBy: v.optional(v.picklist(fields, `sortBy must be one of ${fields.join(', ')}`)),
  sortOrder,
});

/** A list page's place: which page of how many, holding how many rows in all. */
export const paginationAnswer = v.strictObject({ page: v.number(), limit: v.number(), total: v.number(), pages: v.number() });
export type Pagination = v.InferOutput<typeof paginationAnswer>;

/** A moment in an answer: an ISO 8601 text. */
export const isoMoment = v.string();

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/**
 * The failure envelope: an English message (for API clients and logs), a code, and for a
 * validation refusal each field's English text and its rule's code and figures (decision 034).
 */
export interface ErrorEnvelope {
  success: false;
  message: string;
  code: string;
  errors?: Record<string, string>;
  rules?: Record<string, FieldRule>;
  data: unknown;
}

/** Optional text: trimmed, and '' becomes undefined. */
export const optionalText = (max: number, message: string | RuleMessage) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
      v.union([v.undefined(), v.pipe(v.string(), wellFormedText(), v.maxLength(max, message))]),
    ),
  );
