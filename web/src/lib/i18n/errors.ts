/**
 * Server errors in the active language, by the envelope's code and figures (decision 034): a
 * code with a catalogue key shows that text, a validation refusal its first field's rule, a code
 * with figures its words built from them. Only a code this app has no words for shows the
 * server's own message. Errors that are not API errors show the caller's fallback.
 */
import { ApiError } from '../api/api-error';
import type { MessageKey } from './catalogue';
import { getLanguage, t, type Params } from './i18n';
import * as v from 'valibot';
import { ruleOf, type FieldRule, type FieldRuleCode } from '@portal/contract/field-rules';
import { writeNumber } from './number-marks';
import { isOrderStatus } from '@portal/contract/rules';

/**
 * Refusals the server words one way only, so their English text is the server's own: shown by
 * code they read the same in English (tests/contract/refusal-texts.test.ts holds them to the
 * API's words). The back office's live in the admin namespace, which its screens load.
 */
const REFUSAL_KEYS: Record<string, MessageKey> = {
  EMAIL_EXISTS: 'errors.EMAIL_EXISTS',
  VENDOR_IN_USE: 'admin.errors.VENDOR_IN_USE',
  CHAPTER_HAS_ORDERS: 'admin.errors.CHAPTER_HAS_ORDERS',
  EVENT_HAS_ORDERS: 'admin.events.errors.eventHasOrders',
  USER_HAS_ORDERS: 'admin.errors.USER_HAS_ORDERS',
  SKU_EXISTS: 'admin.errors.SKU_EXISTS',
  // The shop's texts: the back office is signed in too, so they are loaded there as well.
  ALREADY_CANCELLED: 'shop.errors.ALREADY_CANCELLED',
  NOT_ORDER_AUTHOR: 'shop.errors.NOT_ORDER_AUTHOR',
  PAYMENT_METHOD_LOCKED: 'admin.errors.PAYMENT_METHOD_LOCKED',
  CANNOT_DEACTIVATE_SELF: 'admin.errors.CANNOT_DEACTIVATE_SELF',
  CANNOT_DELETE_SELF: 'admin.errors.CANNOT_DELETE_SELF',
  CANNOT_CHANGE_OWN_ROLE: 'admin.errors.CANNOT_CHANGE_OWN_ROLE',
  SUPER_ADMIN_ONLY: 'admin.errors.SUPER_ADMIN_ONLY',
};

type Figures = Record<string, unknown>;
const NOT_FOUND_KINDS = new Set(['product', 'vendor', 'user', 'order', 'category', 'tag', 'notification', 'event', 'chapter', 'image', 'savedCart']);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isWord = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
/**
 * An order status in the active language (as labels.ts words it; not imported from there, which
 * would bring its date formatting onto the sign-in page with this module).
 */
const statusWord = (status: string) => (isOrderStatus(status) ? t(`orders.status.${status}`) : status);
/** A status as the back office names it in sentences ("Delivered", not the shop's chip "DELIVERED"). */
const adminStatusWord = (status: string) => (isOrderStatus(status) ? t(`admin.orders.statusName.${status}`) : status);

/** A wait in the active language's words, as the API words it in English: seconds under a minute, else whole minutes up. */
function waitWords(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return writeNumber(getLanguage(), amount, { style: 'unit', unit, unitDisplay: 'long' });
}


/** A size limit in the active language's words: whole megabytes where it is some, else kilobytes up. */
function sizeWords(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const [amount, unit] = Number.isInteger(megabytes) ? [megabytes, 'megabyte'] : [Math.ceil(bytes / 1024), 'kilobyte'];
  return writeNumber(getLanguage(), amount, { style: 'unit', unit, unitDisplay: 'short' });
}

/**
 * Refusals whose words carry figures (a status, a count): the server puts them in the refusal's
 * data, and each gives the key and parameters its text is built from. Without the figures (an
 * older server) the server's own words are shown.
 */
const FIGURED_REFUSALS: Record<string, (data: Figures) => readonly [MessageKey, Params] | null> = {
  NOT_CANCELLABLE: ({ status }) => (isWord(status) ? ['shop.errors.NOT_CANCELLABLE_STATUS', { status: statusWord(status) }] : null),
  INVALID_TRANSITION: ({ from, to }) => (isWord(from) && isWord(to) ? ['admin.errors.INVALID_TRANSITION', { from: adminStatusWord(from), to: adminStatusWord(to) }] : null),
  HAS_PRODUCTS: ({ kind, count }) => (isCount(count) && (kind === 'category' || kind === 'tag') ? [`admin.errors.${kind}HasProducts`, { count }] : null),
  PRODUCT_HAS_ORDERS: ({ count }) => (isCount(count) ? ['admin.errors.PRODUCT_HAS_ORDERS', { count }] : null),
  // A record gone meanwhile (another admin deleted it), of the kind the server names.
  NOT_FOUND: ({ kind }) => (isWord(kind) && NOT_FOUND_KINDS.has(kind) ? [`validation.notFound.${kind}` as MessageKey, {}] : null),
  // A limit that said how long to wait (sign-in attempts, reset mails); the general limit does not.
  TOO_MANY_REQUESTS: ({ retryAfterSeconds }) => (isCount(retryAfterSeconds) && retryAfterSeconds > 0 ? ['errors.TOO_MANY_REQUESTS_WAIT', { wait: waitWords(retryAfterSeconds) }] : null),
  // Why the caller was refused (decision 040), in the shop's namespace, which every signed-in screen
  // loads; a reason without words here is no text (tests/contract/refusal-figure-texts.test.ts
  // holds every reason of the contract to its words in both languages).
  FORBIDDEN: ({ reason }) => (isWord(reason) ? [`shop.forbidden.${reason}` as MessageKey, {}] : null),
  // The limit a body, a file or an upload met (decision 040).
  PAYLOAD_TOO_LARGE: ({ maxBytes, maxFiles }) =>
    isCount(maxBytes) && maxBytes > 0 ? ['shop.errors.PAYLOAD_TOO_LARGE_SIZE', { size: sizeWords(maxBytes) }] : isCount(maxFiles) ? ['shop.errors.PAYLOAD_TOO_MANY_FILES', { count: maxFiles }] : null,
};

/** The text of a figured refusal; null when the code has none, its data lacks the figures or its namespace is not loaded. */
function figuredText(code: string | undefined, data: unknown): string | null {
  const word = code ? FIGURED_REFUSALS[code] : undefined;
  const figured = word && typeof data === 'object' && data !== null ? word(data as Figures) : null;
  return figured ? loadedText(...figured) : null;
}

/** Codes whose meaning does not depend on the request: one text per code. */
const CODE_KEYS: Record<string, MessageKey> = {
  NETWORK: 'errors.NETWORK',
  INTERNAL: 'errors.INTERNAL',
  UNAUTHORIZED: 'errors.UNAUTHORIZED',
  FORBIDDEN: 'errors.FORBIDDEN',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  PRICE_CHANGED: 'errors.PRICE_CHANGED',
  ORDER_REFUSED: 'errors.ORDER_REFUSED',
  IDEMPOTENCY_IN_PROGRESS: 'errors.IDEMPOTENCY_IN_PROGRESS',
  ...REFUSAL_KEYS,
};

/** A key's text; null when its namespace is not loaded (t() gives the key back). */
function loadedText(key: MessageKey, params?: Params): string | null {
  const text = t(key, params);
  return text === key ? null : text;
}

/** The text of a code's key; null when it has none or its namespace is not loaded. */
function textOf(keys: Record<string, MessageKey>, code: string | undefined): string | null {
  const key = code ? keys[code] : undefined;
  return key ? loadedText(key) : null;
}

/** The fields an API refusal named, each worded by its rule in the active language (labels name them in generic rules). */
export function fieldErrorTexts(error: unknown, labels: Readonly<Record<string, string>> = {}): Record<string, string> {
  return error instanceof ApiError ? refusedFieldTexts(error.fieldErrors, error.fieldRules, labels) : {};
}

/** A validation refusal's first field, worded by its rule; null when the answer gave no rules. */
function firstFieldText(error: ApiError): string | null {
  const field = Object.keys(error.fieldRules)[0];
  if (field === undefined) return null;
  return refusedFieldTexts({}, { [field]: error.fieldRules[field] })[field] ?? null;
}

/** The text to show for a failed call: by code and figures, else the server's message, else the fallback. */
export function errorText(error: unknown, fallback: MessageKey): string {
  if (!(error instanceof ApiError)) return t(fallback);
  const known = figuredText(error.code, error.data) ?? firstFieldText(error) ?? textOf(CODE_KEYS, error.code);
  return known ?? (error.message || t(fallback));
}

/**
 * A refusal the server explained, in the active language: by its code when the server words that
 * code one way only or gave its figures in the data, by its first field's rule when it gave
 * rules, else the server's own words (a code this app has no words for).
 */
export function refusalText(code: string | undefined, message: string, data?: unknown, rules?: Readonly<Record<string, unknown>>): string {
  const field = rules ? Object.keys(rules)[0] : undefined;
  const fieldText = rules && field !== undefined ? (refusedFieldTexts({}, { [field]: rules[field] })[field] ?? null) : null;
  return figuredText(code, data) ?? textOf(REFUSAL_KEYS, code) ?? fieldText ?? message;
}

/** A code's own text, built from its figures where it has them; null when the code has no text of its own here. */
export function codeText(code: string, data?: unknown): string | null {
  return figuredText(code, data) ?? textOf(CODE_KEYS, code);
}

/** The codes whose text is built from the refusal's figures (tests word each in every language). */
export const FIGURED_CODES: readonly string[] = Object.keys(FIGURED_REFUSALS);

/** The codes that have their own text, with its key (tests check each key has a text in every language). */
export const TRANSLATED_CODES: ReadonlyArray<readonly [string, MessageKey]> = Object.entries(CODE_KEYS);

/**
 * A refused field in the chosen language, by its rule's code and figures (decision 034): the
 * same words whether the form's own check or the API refused it. Each code has one catalogue key,
 * and tests/contract/field-rules.test.ts holds both languages to every code's key. (Kept in this
 * module so the sign-in page fetches one file for its refusals, not two.)
 */

/** A code in camelCase, as most catalogue keys name a rule: EMAIL_REQUIRED -> emailRequired. */
const camel = (code: string) => code.toLowerCase().replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase());

/**
 * Where each code's words are, kept short for the sign-in page: a key prefix, its codes, and
 * whether the key names a code in camelCase (validation.emailRequired) or as it is
 * (shop.rule.TOO_LONG); the codes named otherwise follow. tests/contract/field-rules.test.ts
 * holds every code of the contract to a key both languages word.
 */
const RULE_PLACES: ReadonlyArray<readonly [prefix: string, codes: string, camelCase: boolean]> = [
  ['validation.', 'EMAIL_REQUIRED EMAIL_INVALID PASSWORD_REQUIRED PASSWORD_MIN PASSWORD_COMPLEXITY FIRST_NAME_REQUIRED LAST_NAME_REQUIRED FIRST_NAME_MAX LAST_NAME_MAX CONFIRM_PASSWORD_REQUIRED PASSWORDS_DONT_MATCH CHAPTER_NAME_REQUIRED CHAPTER_NAME_AT_MOST ADDRESS_AT_MOST CITY_AT_MOST ZIP_INVALID PHONE_INVALID TAX_ID_INVALID FILL_REQUIRED INVALID_PRICE INVALID_PACK_SIZE ADDRESS_REQUIRED CITY_REQUIRED STATE_REQUIRED STATE_INVALID ZIP_REQUIRED BANK_ACCOUNT_INVALID ROUTING_NUMBER_INVALID INVALID_CHARACTER', true],
  ['shop.rule.', 'NO_REFRESH_TOKEN NO_CHAPTER_TO_UPDATE WRONG_CURRENT_PASSWORD IDEMPOTENCY_KEY_REQUIRED IDEMPOTENCY_KEY_MISMATCH REQUIRED TOO_LONG TOO_SHORT TOO_FEW TOO_MANY TOO_SMALL TOO_LARGE WHOLE_NUMBER TEXT TRUE_OR_FALSE LIST ONE_OF UNKNOWN_FIELD FORMAT INVALID', false],
  ['admin.vendors.errors.', 'INVALID_MIN_ORDER COMPANY_NAME_REQUIRED COMPANY_NAME_MAX CONTACT_NAME_REQUIRED CONTACT_NAME_MAX VALID_EMAIL_REQUIRED PHONE_MAX ADDRESS_MAX CITY_MAX ZIP_MAX TAX_ID_MAX BANK_ACCOUNT_MAX ROUTING_NUMBER_MAX BANK_ACCOUNT_MASKED ROUTING_NUMBER_MASKED', true],
  ['admin.taxonomy.errors.', 'NAME_REQUIRED', true],
  ['admin.events.errors.', 'EVENT_NAME_REQUIRED EVENT_DATES_REQUIRED EVENT_END_AFTER_START CHAPTER_REQUIRED', true],
  ['admin.rule.', 'COMMENT_REQUIRED COMMENT_TOO_LONG UNKNOWN_CATEGORY_IDS UNKNOWN_TAG_IDS IMAGES_MULTIPART IMAGES_FIELD IMAGES_REQUIRED IMAGE_NOT_SUPPORTED IMAGE_TOO_MANY_PIXELS IMAGE_UNREADABLE IMAGE_NOT_OF_PRODUCT CSV_FILE_REQUIRED BULK_FILTER_TOO_WIDE', false],
  ['validation.rule.', 'RESET_LINK_INVALID', false],
];
const RULE_KEYS_ODD: Readonly<Record<string, string>> = {
  CHAPTER_NAME_LESS_THAN: 'validation.chapterNameMax',
  ADDRESS_LESS_THAN: 'validation.addressMax',
  CITY_LESS_THAN: 'validation.cityMax',
  STATE_LESS_THAN: 'validation.stateMax',
  NAME_TOO_LONG: 'admin.taxonomy.errors.nameMax',
  DESCRIPTION_TOO_LONG: 'admin.taxonomy.errors.descriptionMax',
  CHAPTER_NOT_FOUND: 'validation.notFound.chapter',
  VENDOR_NOT_FOUND: 'validation.notFound.vendor',
};
export const RULE_KEYS = Object.fromEntries([
  ...RULE_PLACES.flatMap(([prefix, codes, camelCase]) => codes.split(' ').map((code) => [code, prefix + (camelCase ? camel(code) : code)])),
  ...Object.entries(RULE_KEYS_ODD),
]) as Record<FieldRuleCode, MessageKey>;

/** Whether a code sent over the wire or kept on the device is a rule this app words. */
export const isRuleCode = (code: unknown): code is FieldRuleCode => typeof code === 'string' && Object.hasOwn(RULE_KEYS, code);

/** A rule sent over the wire or kept on the device, or null when it is not one: its code, and its figures that are words or numbers. */
export function readRule(value: unknown): FieldRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, figures } = value as { code?: unknown; figures?: unknown };
  if (!isRuleCode(code)) return null;
  if (typeof figures !== 'object' || figures === null) return { code };
  const kept = Object.entries(figures).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return { code, figures: Object.fromEntries(kept) };
}

/** A rule's words in the chosen language; {field} is the label given, else the field's name. */
export function ruleText({ code, figures }: FieldRule, field = ''): string {
  return t(RULE_KEYS[code], { ...figures, field });
}

/**
 * Runs a contract schema and words each failing field's first rule in the chosen language
 * ('' for a refusal of the whole input); `labels` names fields in the generic rules' words.
 */
export function issueTexts(issues: readonly v.BaseIssue<unknown>[], labels: Readonly<Record<string, string>> = {}): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in texts)) texts[key] = ruleText(ruleOf(issue), labels[key] ?? key);
  }
  return texts;
}

/**
 * The fields an API refusal named, in the chosen language: by each field's rule where the answer
 * gave it; a field the answer gave only an English text for (an older server) keeps that text.
 */
export function refusedFieldTexts(english: Readonly<Record<string, string>>, rules: Readonly<Record<string, unknown>>, labels: Readonly<Record<string, string>> = {}): Record<string, string> {
  const texts: Record<string, string> = { ...english };
  for (const [field, raw] of Object.entries(rules)) {
    const rule = readRule(raw);
    if (rule) texts[field] = ruleText(rule, labels[field] ?? field);
  }
  return texts;
}
