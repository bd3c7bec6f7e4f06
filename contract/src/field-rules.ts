/**
 * The rules of the contract's schemas by code (decision 034). A refused field travels as its rule's
 * code and figures ({ code: 'TOO_LONG', figures: { max: 100 } }); the web words it in the chosen
 * language from its catalogues, the API keeps an English text beside it for API clients and logs.
 *
 * A rule the spec words gets a code of its own: its schema gives `rule(code)` as the message,
 * which marks the issue with the code and gives the English text. Any other rule's code is read
 * from what valibot says of the issue (its type and requirement): a length limit is TOO_LONG with
 * its max, a missing value REQUIRED, and so on, so every issue of every schema has a code.
 */
import type * as v from 'valibot';
import { MSG, required } from './messages';

/** The rules the spec (or a form) words its own way, with the API's English text for each. */
export const WORDED_RULES = {
  EMAIL_REQUIRED: MSG.emailRequired,
  EMAIL_INVALID: MSG.emailInvalid,
  PASSWORD_REQUIRED: MSG.passwordRequired,
  PASSWORD_MIN: MSG.passwordMin,
  PASSWORD_COMPLEXITY: MSG.passwordComplexity,
  FIRST_NAME_REQUIRED: required('First name'),
  LAST_NAME_REQUIRED: required('Last name'),
  FIRST_NAME_MAX: MSG.firstNameMax,
  LAST_NAME_MAX: MSG.lastNameMax,
  CONFIRM_PASSWORD_REQUIRED: MSG.confirmPasswordRequired,
  PASSWORDS_DONT_MATCH: MSG.passwordsDontMatch,
  NO_REFRESH_TOKEN: MSG.noRefreshToken,
  // Registration's chapter step words its length limits 'less than'; the back office's chapter form 'at most'.
  CHAPTER_NAME_REQUIRED: required('Chapter name'),
  CHAPTER_NAME_LESS_THAN: 'Chapter name must be less than 100 characters',
  ADDRESS_LESS_THAN: 'Address must be less than 200 characters',
  CITY_LESS_THAN: 'City must be less than 50 characters',
  STATE_LESS_THAN: 'State must be less than 50 characters',
  CHAPTER_NAME_AT_MOST: 'Chapter name must be at most 100 characters',
  ADDRESS_AT_MOST: 'Address must be at most 200 characters',
  CITY_AT_MOST: 'City must be at most 50 characters',
  ZIP_INVALID: MSG.zipInvalid,
  PHONE_INVALID: MSG.phoneInvalid,
  TAX_ID_INVALID: MSG.taxIdInvalid,
  // Products and vendors (back-office spec), with the US checks of decision 025.
  FILL_REQUIRED: MSG.fillRequired,
  INVALID_PRICE: MSG.invalidPrice,
  INVALID_PACK_SIZE: MSG.invalidPackSize,
  INVALID_MIN_ORDER: MSG.invalidMinOrder,
  COMPANY_NAME_REQUIRED: MSG.companyNameRequired,
  COMPANY_NAME_MAX: MSG.companyNameMax,
  CONTACT_NAME_REQUIRED: MSG.contactNameRequired,
  CONTACT_NAME_MAX: MSG.contactNameMax,
  VALID_EMAIL_REQUIRED: MSG.validEmailRequired,
  PHONE_MAX: MSG.phoneMax,
  ADDRESS_REQUIRED: MSG.addressRequired,
  ADDRESS_MAX: MSG.addressMax,
  CITY_REQUIRED: MSG.cityRequired,
  CITY_MAX: MSG.cityMax,
  STATE_REQUIRED: MSG.stateRequired,
  STATE_INVALID: MSG.stateInvalid,
  ZIP_REQUIRED: MSG.zipRequired,
  ZIP_MAX: MSG.zipMax,
  TAX_ID_MAX: MSG.taxIdMax,
  BANK_ACCOUNT_MAX: MSG.bankAccountMax,
  ROUTING_NUMBER_MAX: MSG.routingNumberMax,
  BANK_ACCOUNT_MASKED: MSG.bankAccountMasked,
  ROUTING_NUMBER_MASKED: MSG.routingNumberMasked,
  BANK_ACCOUNT_INVALID: MSG.bankAccountInvalid,
  ROUTING_NUMBER_INVALID: MSG.routingNumberInvalid,
  // Categories and tags.
  NAME_REQUIRED: required('Name'),
  NAME_TOO_LONG: 'Name must be at most 100 characters',
  DESCRIPTION_TOO_LONG: 'Description must be at most 500 characters',
  // Events.
  EVENT_NAME_REQUIRED: MSG.eventNameRequired,
  EVENT_DATES_REQUIRED: MSG.eventDatesRequired,
  EVENT_END_AFTER_START: MSG.eventEndAfterStart,
  CHAPTER_REQUIRED: MSG.chapterRequired,
  // An order's internal comment (decision 032).
  COMMENT_REQUIRED: 'Comment is required',
  COMMENT_TOO_LONG: 'Comment must be at most 2000 characters',
  // Text PostgreSQL cannot store, in any field (decision 019).
  INVALID_CHARACTER: 'Contains a character that cannot be stored',
} as const;

/**
 * Field refusals the API finds by reading the database or a body it reads itself (an upload, a
 * header); their English texts are in field-rule-texts.ts, which only the API needs.
 */
export const SERVICE_RULE_CODES = ['CHAPTER_NOT_FOUND', 'VENDOR_NOT_FOUND', 'UNKNOWN_CATEGORY_IDS', 'UNKNOWN_TAG_IDS', 'NO_CHAPTER_TO_UPDATE', 'WRONG_CURRENT_PASSWORD', 'RESET_LINK_INVALID', 'IMAGES_MULTIPART', 'IMAGES_FIELD', 'IMAGES_REQUIRED', 'IMAGE_NOT_SUPPORTED', 'IMAGE_TOO_MANY_PIXELS', 'IMAGE_UNREADABLE', 'IMAGE_NOT_OF_PRODUCT', 'CSV_FILE_REQUIRED', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_MISMATCH', 'BULK_FILTER_TOO_WIDE'] as const;
/**
 * The rules any field may break, read from the issue (ruleOf); {field} is the field's name as the
 * API knows it (a client words it with its own label). Their English texts: field-rule-texts.ts.
 */
export const GENERIC_RULE_CODES = ['REQUIRED', 'TOO_LONG', 'TOO_SHORT', 'TOO_FEW', 'TOO_MANY', 'TOO_SMALL', 'TOO_LARGE', 'WHOLE_NUMBER', 'TEXT', 'TRUE_OR_FALSE', 'LIST', 'ONE_OF', 'UNKNOWN_FIELD', 'FORMAT', 'INVALID'] as const;

export type WordedRuleCode = keyof typeof WORDED_RULES;
export type FieldRuleCode = WordedRuleCode | (typeof SERVICE_RULE_CODES)[number] | (typeof GENERIC_RULE_CODES)[number];
export const FIELD_RULE_CODES: readonly FieldRuleCode[] = [...(Object.keys(WORDED_RULES) as WordedRuleCode[]), ...SERVICE_RULE_CODES, ...GENERIC_RULE_CODES];
const KNOWN_CODES = new Set<string>(FIELD_RULE_CODES);
export type RuleFigures = Record<string, string | number>;

/** A field's refusal: the rule's code and the figures its words need (a length limit's max...). */
export interface FieldRule {
  code: FieldRuleCode;
  figures?: RuleFigures;
}

export const isFieldRuleCode = (code: unknown): code is FieldRuleCode => typeof code === 'string' && KNOWN_CODES.has(code);

/** A schema's message that words a rule (what `rule(code)` gives). */
export type RuleMessage = (issue: v.BaseIssue<unknown>) => string;

/** Where a schema's message function leaves the code of the rule it words. */
const RULE = Symbol.for('portal.fieldRule');
type MarkedIssue = v.BaseIssue<unknown> & { [RULE]?: WordedRuleCode };

/**
 * The message of a rule the spec words: valibot calls it with the issue it raises; it marks the
 * issue with the rule's code and gives the English text.
 */
export const rule =
  (code: WordedRuleCode): RuleMessage =>
  (issue) => {
    (issue as MarkedIssue)[RULE] = code;
    return WORDED_RULES[code];
  };

const TYPE_RULES: Record<string, FieldRuleCode> = {
  string: 'TEXT',
  number: 'WHOLE_NUMBER',
  integer: 'WHOLE_NUMBER',
  safe_integer: 'WHOLE_NUMBER',
  boolean: 'TRUE_OR_FALSE',
  array: 'LIST',
  non_empty: 'REQUIRED',
  email: 'FORMAT',
  regex: 'FORMAT',
  uuid: 'FORMAT',
  iso_timestamp: 'FORMAT',
  iso_date: 'FORMAT',
  date: 'FORMAT',
};
const SCHEMA_TYPES = new Set(['string', 'number', 'boolean', 'array', 'object', 'strict_object', 'loose_object', 'picklist', 'literal', 'union', 'date', 'record', 'nullable']);

/** The figures of a picklist: its options, as the API spells them. */
function optionsOf(issue: v.BaseIssue<unknown>): string {
  const options = (issue as { expected?: string | null }).expected ?? '';
  return options.replace(/["()]/g, '').split(' | ').join(', ');
}

/**
 * The code and figures of any issue of a contract schema: the rule's own code where the schema
 * words it, else what valibot says of the issue.
 */
export function ruleOf(issue: v.BaseIssue<unknown>): FieldRule {
  const marked = (issue as MarkedIssue)[RULE];
  if (marked) return { code: marked };
  const requirement = issue.requirement;
  const many = Array.isArray(issue.input);
  if (issue.type === 'strict_object' && issue.expected === 'never') return { code: 'UNKNOWN_FIELD' };
  if (issue.input === undefined && issue.kind === 'schema' && SCHEMA_TYPES.has(issue.type)) return { code: 'REQUIRED' };
  switch (issue.type) {
    case 'max_length':
      return typeof requirement === 'number' ? { code: many ? 'TOO_MANY' : 'TOO_LONG', figures: { max: requirement } } : { code: 'INVALID' };
    case 'min_length':
      return typeof requirement === 'number' ? { code: many ? 'TOO_FEW' : 'TOO_SHORT', figures: { min: requirement } } : { code: 'INVALID' };
    case 'min_value':
      return typeof requirement === 'number' ? { code: 'TOO_SMALL', figures: { min: requirement } } : { code: 'INVALID' };
    case 'max_value':
      return typeof requirement === 'number' ? { code: 'TOO_LARGE', figures: { max: requirement } } : { code: 'INVALID' };
    case 'picklist':
      return { code: 'ONE_OF', figures: { options: optionsOf(issue) } };
    default:
      return { code: TYPE_RULES[issue.type] ?? 'INVALID' };
  }
}

/** Reads a rule sent over the wire (an outbox record, an answer), or null when it is not one. */
export function readFieldRule(value: unknown): FieldRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, figures } = value as { code?: unknown; figures?: unknown };
  if (!isFieldRuleCode(code)) return null;
  if (figures === undefined) return { code };
  if (typeof figures !== 'object' || figures === null) return null;
  const kept = Object.entries(figures).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return { code, figures: Object.fromEntries(kept) };
}
