/**
 * Chapters: the form's rules (spec 2.7 and 5), the list query and the shapes the API answers.
 * Phones are accepted as '(555) 123-4567' or any ten digits and stored formatted.
 */
import * as v from 'valibot';
import { TAX_ID_PATTERN } from './auth';
import { ZIP_CODE } from './us-fields';
import { idParams, isoMoment, pageQuery, paginationAnswer, qBool, sortQuery } from './common';
import { rule, type RuleMessage, type WordedRuleCode } from './field-rules';
import { flatBody, queryText, wellFormedText } from './guards';
import { route } from './route';
import { ADMINS, CHAPTER_SORTS, SUPER_ADMINS, US_STATES } from './rules';

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

const requiredText = (requiredRule: WordedRuleCode, max: number, maxRule: WordedRuleCode) =>
  v.pipe(v.string(rule(requiredRule)), wellFormedText(), v.trim(), v.nonEmpty(rule(requiredRule)), v.maxLength(max, rule(maxRule)));

/** Optional and clearable: absent stays absent, null or blank becomes null. */
const optionalMatching = (test: (s: string) => boolean, message: RuleMessage, normalise: (s: string) => string = (s) => s) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.nullable(v.pipe(v.string(), v.check(test, message), v.transform(normalise))),
    ),
  );


export const chapterFields = {
  name: requiredText('CHAPTER_NAME_REQUIRED', 100, 'CHAPTER_NAME_AT_MOST'),
  address: requiredText('ADDRESS_REQUIRED', 200, 'ADDRESS_AT_MOST'),
  city: requiredText('CITY_REQUIRED', 50, 'CITY_AT_MOST'),
  state: v.pipe(
    v.string(rule('STATE_REQUIRED')),
    v.trim(),
    v.nonEmpty(rule('STATE_REQUIRED')),
    v.toUpperCase(),
    v.picklist(US_STATES, rule('STATE_INVALID')),
  ),
  zipCode: v.pipe(v.string(rule('ZIP_REQUIRED')), v.trim(), v.nonEmpty(rule('ZIP_REQUIRED')), v.regex(ZIP_CODE, rule('ZIP_INVALID'))),
  phone: optionalMatching((s) => usDigits(s) !== null, rule('PHONE_INVALID'), formatPhone),
  taxId: optionalMatching((s) => TAX_ID_PATTERN.test(s), rule('TAX_ID_INVALID')),
  isActive: v.optional(v.boolean('isActive must be true or false')),
};

export const chapterBody = flatBody(
  {
    name: 'CHAPTER_NAME_REQUIRED',
    address: 'ADDRESS_REQUIRED',
    city: 'CITY_REQUIRED',
    state: 'STATE_REQUIRED',
    zipCode: 'ZIP_REQUIRED',
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
      v.union([v.literal(''), v.picklist(US_STATES)], rule('STATE_INVALID')),
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

export const chapterUser = v.strictObject({ id: v.number(), email: v.string(), firstName: v.string(), lastName: v.string() });
export type ChapterUser = v.InferOutput<typeof chapterUser>;

export const chapterItem = v.strictObject({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  phone: v.nullable(v.string()),
  taxId: v.nullable(v.string()),
  isActive: v.boolean(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  /** With includeUser (always on the detail): the chapter's earliest CHAPTER account. */
  user: v.optional(v.nullable(chapterUser)),
  /** With includeEvents / includeOrders (always on the detail). */
  eventCount: v.optional(v.number()),
  orderCount: v.optional(v.number()),
});
export type ChapterItem = v.InferOutput<typeof chapterItem>;

export const chapterList = v.strictObject({ items: v.array(chapterItem), pagination: paginationAnswer });
export type ChapterList = v.InferOutput<typeof chapterList>;

export const chapterStats = v.strictObject({
  total: v.number(),
  active: v.number(),
  inactive: v.number(),
  withUsers: v.number(),
  withEvents: v.number(),
  topChaptersByOrders: v.array(v.strictObject({ id: v.number(), name: v.string(), city: v.string(), state: v.string(), orderCount: v.number() })),
});
export type ChapterStats = v.InferOutput<typeof chapterStats>;

const tag = 'chapters';
const one = '/chapters/:id';

/**
 * The chapters routes. Reads are ADMIN and above (the event screen's chapter picker, the
 * dashboard and reports); every write is SUPER_ADMIN only. A chapter with orders, its own or
 * placed for its events, is not deleted.
 */
export const chapterRoutes = {
  list: route({ method: 'GET', path: '/chapters', access: ADMINS, tag, summary: 'List chapters with filters', query: chapterListQuery, answer: chapterList, errors: [] }),
  stats: route({ method: 'GET', path: '/chapters/stats', access: ADMINS, tag, summary: 'Counts of chapters and those with the most orders', answer: chapterStats, errors: [] }),
  get: route({ method: 'GET', path: one, access: ADMINS, tag, summary: 'One chapter with its account and counts', params: idParams, answer: chapterItem, errors: ['NOT_FOUND'] }),
  create: route({ method: 'POST', path: '/chapters', access: SUPER_ADMINS, tag, summary: 'Create a chapter', body: chapterBody, answer: chapterItem, status: 201, errors: [] }),
  update: route({ method: 'PUT', path: one, access: SUPER_ADMINS, tag, summary: "Replace a chapter's record", params: idParams, body: chapterBody, answer: chapterItem, errors: ['NOT_FOUND'] }),
  activate: route({ method: 'PATCH', path: `${one}/activate`, access: SUPER_ADMINS, tag, summary: 'Activate a chapter', params: idParams, answer: chapterItem, errors: ['NOT_FOUND'] }),
  deactivate: route({ method: 'PATCH', path: `${one}/deactivate`, access: SUPER_ADMINS, tag, summary: 'Deactivate a chapter', params: idParams, answer: chapterItem, errors: ['NOT_FOUND'] }),
  remove: route({ method: 'DELETE', path: one, access: SUPER_ADMINS, tag, summary: 'Delete a chapter that has no orders', params: idParams, answer: null, errors: ['NOT_FOUND', 'CHAPTER_HAS_ORDERS'] }),
};
