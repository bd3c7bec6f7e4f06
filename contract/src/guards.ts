/**
 * Guards shared by the back-office body and query schemas, for inputs the database would refuse
 * with an error instead of an answer: NUL characters in text, dates outside DATE_YEARS,
 * and missing keys that must be reported with the spec's own message.
 */
import * as v from 'valibot';
import { DATE_YEARS } from './rules';

const hasNul = (s: string) => s.includes('\u0000');
export const invalidCharacter = (field: string) => `${field} contains an invalid character`;

/**
 * A flat request body: each missing required key is reported with its own message ('Company name
 * is required') and any text holding a NUL character is refused, before the object schema runs.
 * (A strict object alone reports a missing key as a generic key issue, losing the spec's wording.)
 */
export function flatBody<TSchema extends v.GenericSchema<Record<string, unknown>>>(requiredMessages: Record<string, string>, schema: TSchema) {
  return v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value;
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
      const record = input as Record<string, unknown>;
      const path = (key: string): [v.IssuePathItem] => [{ type: 'object', origin: 'value', input: record, key, value: record[key] }];
      for (const [key, message] of Object.entries(requiredMessages)) {
        if (record[key] === undefined) addIssue({ message, path: path(key) });
      }
      for (const [key, value] of Object.entries(record)) {
        if (typeof value === 'string' && hasNul(value)) addIssue({ message: invalidCharacter(key), path: path(key) });
      }
    }),
    schema,
  );
}

/** Optional free text in a query string (search, city...). */
export const queryText = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be text`),
      v.check((s) => !hasNul(s), invalidCharacter(field)),
      v.trim(),
      v.maxLength(100, `${field} must be at most 100 characters`),
    ),
  );

/** Whether a date falls in the years the API accepts (DATE_YEARS, UTC). */
export const inDateYears = (d: Date) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= DATE_YEARS.min && d.getUTCFullYear() <= DATE_YEARS.max;
export const dateYearsMessage = (field: string) => `${field} must be between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

/** A date in the years the API accepts (DATE_YEARS): far inside what the database can store. */
export const storableDate = (field: string) => v.check((d: Date) => inDateYears(d), dateYearsMessage(field));

/** The largest id a database integer column holds. */
export const MAX_ID = 2_147_483_647;
