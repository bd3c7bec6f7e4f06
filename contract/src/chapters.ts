/**
 * Chapters: the form's rules (spec 2.7 and 5), the list query and the shapes the API answers.
 * Phones are accepted as '(555) 123-4567' or any ten digits and stored formatted.
 */
import * as v from 'valibot';
import { ZIP_PATTERN, TAX_ID_PATTERN } from './auth';
import { pageQuery, qBool, sortQuery } from './common';
import { MSG, required } from './messages';
import { flatBody, queryText } from './guards';
import { CHAPTER_SORTS, US_STATES } from './rules';

/** The ten digits of a US number written with or without +1, spaces, dots, dashes or brackets. */
function usDigits(phone: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
}

/** '(XXX) XXX-XXXX' for a US number ('+1 512 555 0100' included); anything else is returned as given. */
export function formatPhone(phone: string): string {
  const digits = usDigits(phone);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

const requiredText = (label: string, max: number) =>
  v.pipe(v.string(required(label)), v.trim(), v.nonEmpty(required(label)), v.maxLength(max, `${label} must be at most ${max} characters`));

/** Optional and clearable: absent stays absent, null or blank becomes null. */
const optionalMatching = (test: (s: string) => boolean, message: string, normalise: (s: string) => string = (s) => s) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.nullable(v.pipe(v.string(), v.check(test, message), v.transform(normalise))),
    ),
  );


export const chapterFields = {
  name: requiredText('Chapter name', 100),
  address: requiredText('Address', 200),
  city: requiredText('City', 50),
  state: v.pipe(
    v.string(required('State')),
    v.trim(),
    v.nonEmpty(required('State')),
    v.toUpperCase(),
    v.picklist(US_STATES, MSG.stateInvalid),
  ),
  zipCode: v.pipe(v.string(required('ZIP code')), v.trim(), v.nonEmpty(required('ZIP code')), v.regex(ZIP_PATTERN, MSG.zipInvalid)),
  phone: optionalMatching((s) => usDigits(s) !== null, MSG.phoneInvalid, formatPhone),
  taxId: optionalMatching((s) => TAX_ID_PATTERN.test(s), MSG.taxIdInvalid),
  isActive: v.optional(v.boolean('isActive must be true or false')),
};

export const chapterBody = flatBody(
  {
    name: required('Chapter name'),
    address: required('Address'),
    city: required('City'),
    state: required('State'),
    zipCode: required('ZIP code'),
  },
  v.strictObject(chapterFields),
);
export type ChapterBody = v.InferInput<typeof chapterBody>;
export type ChapterInput = v.InferOutput<typeof chapterBody>;

export const chapterListQuery = v.object({
  ...pageQuery,
  search: queryText('search'),
  // An empty state (the filter's 'All') means no filter.
  state: v.optional(
    v.pipe(
      v.string('state must be text'),
      v.trim(),
      v.toUpperCase(),
      v.union([v.literal(''), v.picklist(US_STATES)], MSG.stateInvalid),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  isActive: v.optional(qBool('isActive')),
  includeUser: v.optional(qBool('includeUser'), false),
  includeEvents: v.optional(qBool('includeEvents'), false),
  includeOrders: v.optional(qBool('includeOrders'), false),
  ...sortQuery(CHAPTER_SORTS),
});
export type ChapterListQuery = v.InferOutput<typeof chapterListQuery>;

export interface ChapterUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ChapterItem {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  taxId: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With includeUser (always on the detail): the chapter's earliest CHAPTER account. */
  user?: ChapterUser | null;
  /** With includeEvents / includeOrders (always on the detail). */
  eventCount?: number;
  orderCount?: number;
}

export interface ChapterStats {
  total: number;
  active: number;
  inactive: number;
  withUsers: number;
  withEvents: number;
  topChaptersByOrders: Array<{ id: number; name: string; city: string; state: string; orderCount: number }>;
}
