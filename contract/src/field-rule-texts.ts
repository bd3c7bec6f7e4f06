/**
 * The API's English text of every field rule (decision 034), for API clients and logs: the
 * schemas' own (WORDED_RULES), the refusals the API finds itself, and the generic rules with
 * their {placeholders}. The web never shows these; it words codes from its catalogues, so this
 * module stays out of its bundle.
 */
import { setWordedRuleTexts, type FieldRule, type FieldRuleCode, type GENERIC_RULE_CODES, type RuleFigures, type SERVICE_RULE_CODES, type WordedRuleCode } from './field-rules';
import { INVALID_CHARACTER } from './guards';
import { MSG, required } from './messages';
import { MSG_COMMENT_REQUIRED, MSG_COMMENT_TOO_LONG } from './order-timeline';

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
  COMMENT_REQUIRED: MSG_COMMENT_REQUIRED,
  COMMENT_TOO_LONG: MSG_COMMENT_TOO_LONG,
  // Text PostgreSQL cannot store, in any field (decision 019).
  INVALID_CHARACTER,
} as const satisfies Record<WordedRuleCode, string>;
// The schemas' messages are in English wherever this module is loaded.
setWordedRuleTexts(WORDED_RULES);


export const SERVICE_RULES = {
  // Refusals of a field the API finds on reading the database, not in the schema.
  CHAPTER_NOT_FOUND: 'Chapter not found',
  VENDOR_NOT_FOUND: 'Vendor not found',
  UNKNOWN_CATEGORY_IDS: 'Unknown category id(s): {ids}',
  UNKNOWN_TAG_IDS: 'Unknown tag id(s): {ids}',
  NO_CHAPTER_TO_UPDATE: 'Your account has no chapter to update',
  WRONG_CURRENT_PASSWORD: 'Current password is incorrect',
  RESET_LINK_INVALID: 'This reset link is invalid or has expired',
  // Uploads and headers the handler reads itself.
  IMAGES_MULTIPART: 'Send the images as multipart/form-data',
  IMAGES_FIELD: 'Use the field "images"',
  IMAGES_REQUIRED: 'Choose at least one image to upload',
  IMAGE_NOT_SUPPORTED: '{name} is not a JPEG, PNG, GIF or WebP image',
  IMAGE_TOO_MANY_PIXELS: '{name} has too many pixels (at most 40 megapixels)',
  IMAGE_UNREADABLE: '{name} could not be read as an image',
  IMAGE_NOT_OF_PRODUCT: 'imageOrder lists an image that does not belong to this product',
  CSV_FILE_REQUIRED: 'Send the CSV file as the request body (text/csv) or as the multipart field "file"',
  IDEMPOTENCY_KEY_REQUIRED: 'The Idempotency-Key header is required',
  IDEMPOTENCY_KEY_MISMATCH: 'The Idempotency-Key header must equal clientOrderId',
  BULK_FILTER_TOO_WIDE: 'The filter matches more than {max} rows; narrow it',
} as const satisfies Record<(typeof SERVICE_RULE_CODES)[number], string>;

/**
 * The rules any field may break, read from the issue; {field} is the field's name as the API
 * knows it (a client words it with its own label), the other figures come with the code.
 */
export const GENERIC_RULES = {
  REQUIRED: '{field} is required',
  TOO_LONG: '{field} must be at most {max} characters',
  TOO_SHORT: '{field} must be at least {min} characters',
  TOO_FEW: '{field} must list at least {min}',
  TOO_MANY: '{field} must list at most {max}',
  TOO_SMALL: '{field} must be at least {min}',
  TOO_LARGE: '{field} must be at most {max}',
  WHOLE_NUMBER: '{field} must be a whole number',
  TEXT: '{field} must be text',
  TRUE_OR_FALSE: '{field} must be true or false',
  LIST: '{field} must be a list',
  ONE_OF: '{field} must be one of {options}',
  UNKNOWN_FIELD: 'Unknown field "{field}" is not allowed',
  FORMAT: '{field} is not in the expected format',
  INVALID: '{field} is not valid',
} as const satisfies Record<(typeof GENERIC_RULE_CODES)[number], string>;

export const FIELD_RULES: Readonly<Record<FieldRuleCode, string>> = { ...WORDED_RULES, ...SERVICE_RULES, ...GENERIC_RULES };

/** A rule's English text, its {placeholders} filled from its figures and the field's name. */
export function fieldRuleText({ code, figures = {} }: FieldRule, field = 'This field'): string {
  const all: RuleFigures = { field, ...figures };
  return FIELD_RULES[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}

