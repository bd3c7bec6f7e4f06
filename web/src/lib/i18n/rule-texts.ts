/**
 * A refused field in the chosen language, by its rule's code and figures (decision 034): the
 * same words whether the form's own check or the API refused it. Each code has one catalogue key;
 * the type makes a new code in the contract fail to compile here until it has one, and
 * tests/web/rule-texts.test.ts holds both languages to every key.
 */
import * as v from 'valibot';
import { readFieldRule, ruleOf, type FieldRule, type FieldRuleCode } from '@portal/contract/field-rules';
import type { MessageKey } from './catalogue';
import { t } from './i18n';

export const RULE_KEYS = {
  EMAIL_REQUIRED: 'validation.emailRequired',
  EMAIL_INVALID: 'validation.emailInvalid',
  PASSWORD_REQUIRED: 'validation.passwordRequired',
  PASSWORD_MIN: 'validation.passwordMin',
  PASSWORD_COMPLEXITY: 'validation.passwordComplexity',
  FIRST_NAME_REQUIRED: 'validation.firstNameRequired',
  LAST_NAME_REQUIRED: 'validation.lastNameRequired',
  FIRST_NAME_MAX: 'validation.firstNameMax',
  LAST_NAME_MAX: 'validation.lastNameMax',
  CONFIRM_PASSWORD_REQUIRED: 'validation.confirmPasswordRequired',
  PASSWORDS_DONT_MATCH: 'validation.passwordsDontMatch',
  NO_REFRESH_TOKEN: 'validation.rule.NO_REFRESH_TOKEN',
  CHAPTER_NAME_REQUIRED: 'validation.chapterNameRequired',
  CHAPTER_NAME_LESS_THAN: 'validation.chapterNameMax',
  ADDRESS_LESS_THAN: 'validation.addressMax',
  CITY_LESS_THAN: 'validation.cityMax',
  STATE_LESS_THAN: 'validation.stateMax',
  CHAPTER_NAME_AT_MOST: 'validation.chapterNameAtMost',
  ADDRESS_AT_MOST: 'validation.addressAtMost',
  CITY_AT_MOST: 'validation.cityAtMost',
  ZIP_INVALID: 'validation.zipInvalid',
  PHONE_INVALID: 'validation.phoneInvalid',
  TAX_ID_INVALID: 'validation.taxIdInvalid',
  FILL_REQUIRED: 'validation.fillRequired',
  INVALID_PRICE: 'validation.invalidPrice',
  INVALID_PACK_SIZE: 'validation.invalidPackSize',
  // The back office's own words: only its screens (which load the admin texts) meet these.
  INVALID_MIN_ORDER: 'admin.vendors.errors.invalidMinOrder',
  COMPANY_NAME_REQUIRED: 'admin.vendors.errors.companyNameRequired',
  COMPANY_NAME_MAX: 'admin.vendors.errors.companyNameMax',
  CONTACT_NAME_REQUIRED: 'admin.vendors.errors.contactNameRequired',
  CONTACT_NAME_MAX: 'admin.vendors.errors.contactNameMax',
  VALID_EMAIL_REQUIRED: 'admin.vendors.errors.validEmailRequired',
  PHONE_MAX: 'admin.vendors.errors.phoneMax',
  ADDRESS_REQUIRED: 'validation.addressRequired',
  ADDRESS_MAX: 'admin.vendors.errors.addressMax',
  CITY_REQUIRED: 'validation.cityRequired',
  CITY_MAX: 'admin.vendors.errors.cityMax',
  STATE_REQUIRED: 'validation.stateRequired',
  STATE_INVALID: 'validation.stateInvalid',
  ZIP_REQUIRED: 'validation.zipRequired',
  ZIP_MAX: 'admin.vendors.errors.zipMax',
  TAX_ID_MAX: 'admin.vendors.errors.taxIdMax',
  BANK_ACCOUNT_MAX: 'admin.vendors.errors.bankAccountMax',
  ROUTING_NUMBER_MAX: 'admin.vendors.errors.routingNumberMax',
  BANK_ACCOUNT_MASKED: 'admin.vendors.errors.bankAccountMasked',
  ROUTING_NUMBER_MASKED: 'admin.vendors.errors.routingNumberMasked',
  BANK_ACCOUNT_INVALID: 'validation.bankAccountInvalid',
  ROUTING_NUMBER_INVALID: 'validation.routingNumberInvalid',
  NAME_REQUIRED: 'admin.taxonomy.errors.nameRequired',
  NAME_TOO_LONG: 'admin.taxonomy.errors.nameMax',
  DESCRIPTION_TOO_LONG: 'admin.taxonomy.errors.descriptionMax',
  EVENT_NAME_REQUIRED: 'admin.events.errors.eventNameRequired',
  EVENT_DATES_REQUIRED: 'admin.events.errors.eventDatesRequired',
  EVENT_END_AFTER_START: 'admin.events.errors.eventEndAfterStart',
  CHAPTER_REQUIRED: 'admin.events.errors.chapterRequired',
  COMMENT_REQUIRED: 'validation.rule.COMMENT_REQUIRED',
  COMMENT_TOO_LONG: 'validation.rule.COMMENT_TOO_LONG',
  CHAPTER_NOT_FOUND: 'validation.notFound.chapter',
  VENDOR_NOT_FOUND: 'validation.notFound.vendor',
  UNKNOWN_CATEGORY_IDS: 'validation.rule.UNKNOWN_CATEGORY_IDS',
  UNKNOWN_TAG_IDS: 'validation.rule.UNKNOWN_TAG_IDS',
  NO_CHAPTER_TO_UPDATE: 'validation.rule.NO_CHAPTER_TO_UPDATE',
  WRONG_CURRENT_PASSWORD: 'validation.rule.WRONG_CURRENT_PASSWORD',
  RESET_LINK_INVALID: 'validation.rule.RESET_LINK_INVALID',
  IMAGES_MULTIPART: 'validation.rule.IMAGES_MULTIPART',
  IMAGES_FIELD: 'validation.rule.IMAGES_FIELD',
  IMAGES_REQUIRED: 'validation.rule.IMAGES_REQUIRED',
  IMAGE_NOT_SUPPORTED: 'validation.rule.IMAGE_NOT_SUPPORTED',
  IMAGE_TOO_MANY_PIXELS: 'validation.rule.IMAGE_TOO_MANY_PIXELS',
  IMAGE_UNREADABLE: 'validation.rule.IMAGE_UNREADABLE',
  IMAGE_NOT_OF_PRODUCT: 'validation.rule.IMAGE_NOT_OF_PRODUCT',
  CSV_FILE_REQUIRED: 'validation.rule.CSV_FILE_REQUIRED',
  IDEMPOTENCY_KEY_REQUIRED: 'validation.rule.IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_MISMATCH: 'validation.rule.IDEMPOTENCY_KEY_MISMATCH',
  BULK_FILTER_TOO_WIDE: 'validation.rule.BULK_FILTER_TOO_WIDE',
  INVALID_CHARACTER: 'validation.invalidCharacter',
  REQUIRED: 'validation.rule.REQUIRED',
  TOO_LONG: 'validation.rule.TOO_LONG',
  TOO_SHORT: 'validation.rule.TOO_SHORT',
  TOO_FEW: 'validation.rule.TOO_FEW',
  TOO_MANY: 'validation.rule.TOO_MANY',
  TOO_SMALL: 'validation.rule.TOO_SMALL',
  TOO_LARGE: 'validation.rule.TOO_LARGE',
  WHOLE_NUMBER: 'validation.rule.WHOLE_NUMBER',
  TEXT: 'validation.rule.TEXT',
  TRUE_OR_FALSE: 'validation.rule.TRUE_OR_FALSE',
  LIST: 'validation.rule.LIST',
  ONE_OF: 'validation.rule.ONE_OF',
  UNKNOWN_FIELD: 'validation.rule.UNKNOWN_FIELD',
  FORMAT: 'validation.rule.FORMAT',
  INVALID: 'validation.rule.INVALID',
} as const satisfies Record<FieldRuleCode, MessageKey>;

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
    const rule = readFieldRule(raw);
    if (rule) texts[field] = ruleText(rule, labels[field] ?? field);
  }
  return texts;
}
