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

/**
 * The rules the spec (or a form) words its own way. Their API English is in field-rule-texts.ts
 * (WORDED_RULES), which the API loads; the web words them from its catalogues by code.
 */
export const WORDED_RULE_CODES = [
  'EMAIL_REQUIRED', 'EMAIL_INVALID', 'PASSWORD_REQUIRED', 'PASSWORD_MIN', 'PASSWORD_COMPLEXITY', 'FIRST_NAME_REQUIRED',
  'LAST_NAME_REQUIRED', 'FIRST_NAME_MAX', 'LAST_NAME_MAX', 'CONFIRM_PASSWORD_REQUIRED', 'PASSWORDS_DONT_MATCH', 'NO_REFRESH_TOKEN',
  'CHAPTER_NAME_REQUIRED', 'CHAPTER_NAME_LESS_THAN', 'ADDRESS_LESS_THAN', 'CITY_LESS_THAN', 'STATE_LESS_THAN', 'CHAPTER_NAME_AT_MOST',
  'ADDRESS_AT_MOST', 'CITY_AT_MOST', 'ZIP_INVALID', 'PHONE_INVALID', 'TAX_ID_INVALID', 'FILL_REQUIRED',
  'INVALID_PRICE', 'INVALID_PACK_SIZE', 'INVALID_MIN_ORDER', 'COMPANY_NAME_REQUIRED', 'COMPANY_NAME_MAX', 'CONTACT_NAME_REQUIRED',
  'CONTACT_NAME_MAX', 'VALID_EMAIL_REQUIRED', 'PHONE_MAX', 'ADDRESS_REQUIRED', 'ADDRESS_MAX', 'CITY_REQUIRED',
  'CITY_MAX', 'STATE_REQUIRED', 'STATE_INVALID', 'ZIP_REQUIRED', 'ZIP_MAX', 'TAX_ID_MAX',
  'BANK_ACCOUNT_MAX', 'ROUTING_NUMBER_MAX', 'BANK_ACCOUNT_MASKED', 'ROUTING_NUMBER_MASKED', 'BANK_ACCOUNT_INVALID', 'ROUTING_NUMBER_INVALID',
  'NAME_REQUIRED', 'NAME_TOO_LONG', 'DESCRIPTION_TOO_LONG', 'EVENT_NAME_REQUIRED', 'EVENT_DATES_REQUIRED', 'EVENT_END_AFTER_START',
  'CHAPTER_REQUIRED', 'COMMENT_REQUIRED', 'COMMENT_TOO_LONG', 'INVALID_CHARACTER',
] as const;

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

export type WordedRuleCode = (typeof WORDED_RULE_CODES)[number];
export type FieldRuleCode = WordedRuleCode | (typeof SERVICE_RULE_CODES)[number] | (typeof GENERIC_RULE_CODES)[number];
export const FIELD_RULE_CODES: readonly FieldRuleCode[] = [...WORDED_RULE_CODES, ...SERVICE_RULE_CODES, ...GENERIC_RULE_CODES];
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
 * The English of the worded rules, where it is needed: field-rule-texts.ts gives it when it is
 * loaded (the API, for its clients and logs). The web never loads it: a schema's message there is
 * the rule's code, and the screens word the code from the catalogues, so no English of the
 * contract's rules travels to a browser.
 */
let wordedTexts: Readonly<Partial<Record<WordedRuleCode, string>>> = {};
export function setWordedRuleTexts(texts: Readonly<Record<WordedRuleCode, string>>): void {
  wordedTexts = texts;
}

/**
 * The message of a rule the spec words: valibot calls it with the issue it raises; it marks the
 * issue with the rule's code and gives its English text where the API's texts are loaded.
 */
export const rule =
  (code: WordedRuleCode): RuleMessage =>
  (issue) => {
    (issue as MarkedIssue)[RULE] = code;
    return wordedTexts[code] ?? code;
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
