/**
 * The API's English text of every field rule (decision 034), for API clients and logs: the
 * schemas' own (WORDED_RULES), the refusals the API finds itself, and the generic rules with
 * their {placeholders}. The web never shows these; it words codes from its catalogues, so this
 * module stays out of its bundle.
 */
import { WORDED_RULES, type FieldRule, type FieldRuleCode, type GENERIC_RULE_CODES, type RuleFigures, type SERVICE_RULE_CODES } from './field-rules';

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

