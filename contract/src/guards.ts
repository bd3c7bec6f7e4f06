/**
 * Guards shared by the body and query schemas, for inputs the database would refuse with an error
 * instead of an answer: text that is not well-formed Unicode (a NUL character, a lone UTF-16
 * surrogate), dates outside DATE_YEARS, and missing keys that must be reported with the spec's
 * own message.
 */
import * as v from 'valibot';
import { rule, type WordedRuleCode } from './field-rules';
import { DATE_YEARS } from './rules';

/**
 * A NUL character (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair with no other
 * half (no UTF-8 can encode it: PostgreSQL's json refuses it, and an audit entry failed with 500).
 * With the u flag a well-formed pair is one code point, so only a lone half matches \p{Cs}.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const INVALID_TEXT = /[\u0000\p{Cs}]/u;
export const hasInvalidCharacter = (s: string): boolean => INVALID_TEXT.test(s);

/** The refusal of such text, the same for every field (the API names the field beside it). */
export const INVALID_CHARACTER = 'Contains a character that cannot be stored';

/** A string check for any text schema: refuses NUL and lone surrogates. */
export const wellFormedText = () => v.check((s: string) => !hasInvalidCharacter(s), rule('INVALID_CHARACTER'));

/**
 * A flat request body: each missing required key is reported with its own rule ('Company name
 * is required', COMPANY_NAME_REQUIRED) and any text holding a NUL or a lone surrogate is refused, before the object schema runs.
 * (A strict object alone reports a missing key as a generic key issue, losing the spec's wording.)
 * Its input type is the object schema's, so a caller's body is checked against the fields it may send;
 * at run time any value passes the first step and the object schema then checks its shape.
 */
export function flatBody<TSchema extends v.GenericSchema<Record<string, unknown>>>(requiredRules: Record<string, WordedRuleCode>, schema: TSchema) {
  return v.pipe(
    v.custom<v.InferInput<TSchema>>(() => true),
    v.rawCheck<v.InferInput<TSchema>>(({ dataset, addIssue }) => {
      const input: unknown = dataset.value;
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
      const record = input as Record<string, unknown>;
      const path = (key: string): [v.IssuePathItem] => [{ type: 'object', origin: 'value', input: record, key, value: record[key] }];
      for (const [key, code] of Object.entries(requiredRules)) {
        if (record[key] === undefined) addIssue({ message: rule(code), path: path(key) });
      }
      for (const [key, value] of Object.entries(record)) {
        if (typeof value === 'string' && hasInvalidCharacter(value)) addIssue({ message: rule('INVALID_CHARACTER'), path: path(key) });
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
      wellFormedText(),
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
