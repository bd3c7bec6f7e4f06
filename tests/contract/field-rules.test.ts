/**
 * Every rule of the contract's schemas travels as a code (decision 034): each code is worded in
 * both catalogues, in English as the API's own text says it, and an issue of any schema gets a
 * code, its figures and never an English text to look up.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIELD_RULE_CODES, GENERIC_RULE_CODES, readFieldRule, ruleOf, type FieldRuleCode } from '@portal/contract/field-rules';
import { FIELD_RULES, fieldRuleText } from '@portal/contract/field-rule-texts';
import { vendorCreateBody } from '@portal/contract/vendors';
import { taxonomyBody } from '@portal/contract/taxonomy';
import { registerPersonalStep } from '@portal/contract/auth';
import { productListQuery } from '@portal/contract/products';
import { chapterBody } from '@portal/contract/chapters';
import { orderCommentBody } from '@portal/contract/order-timeline';
import { RULE_KEYS } from '@portal/web/lib/i18n/errors.ts';
import enCommon from '@portal/web/lib/i18n/locales/en/common.ts';
import esCommon from '@portal/web/lib/i18n/locales/es/common.ts';
import enAdmin from '@portal/web/lib/i18n/locales/en/admin.ts';
import esAdmin from '@portal/web/lib/i18n/locales/es/admin.ts';
import enShop from '@portal/web/lib/i18n/locales/en/shop.ts';
import esShop from '@portal/web/lib/i18n/locales/es/shop.ts';

const en: Record<string, string> = { ...enCommon, ...enAdmin, ...enShop };
const es: Record<string, string> = { ...esCommon, ...esAdmin, ...esShop };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The first rule of each failing field of an input. */
function rulesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const rules: Record<string, unknown> = {};
  for (const issue of result.issues) rules[v.getDotPath(issue) ?? ''] ??= ruleOf(issue);
  return rules;
}

describe('field rules by code', () => {
  it('word every code in English and in Spanish, with the same figures', () => {
    const missing: string[] = [];
    for (const code of FIELD_RULE_CODES) {
      const key = (RULE_KEYS as Record<string, string>)[code];
      if (!key || !en[key] || !es[key]) missing.push(`${code} -> ${key ?? 'no key'}`);
      else expect(placeholders(es[key]), code).toEqual(placeholders(en[key]));
    }
    expect(missing).toEqual([]);
    expect(Object.keys(RULE_KEYS).sort()).toEqual([...FIELD_RULE_CODES].sort());
  });

  it('fail the check when a code lacks a Spanish text', () => {
    const withoutSpanish = { ...es };
    delete withoutSpanish[RULE_KEYS.COMPANY_NAME_REQUIRED];
    const lacking = FIELD_RULE_CODES.filter((code) => !withoutSpanish[RULE_KEYS[code]]);
    expect(lacking).toEqual(['COMPANY_NAME_REQUIRED']);
  });

  it("word a spec-worded rule in English exactly as the API's own text", () => {
    // Refusals of what a client program got wrong (a header, a multipart field, a missing token)
    // are told to the person as what to do instead.
    const toPeople = new Set(['NO_REFRESH_TOKEN', 'IMAGES_MULTIPART', 'IMAGES_FIELD', 'IMAGE_NOT_OF_PRODUCT', 'CSV_FILE_REQUIRED', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_MISMATCH', 'BULK_FILTER_TOO_WIDE']);
    const generic = new Set<string>(GENERIC_RULE_CODES);
    for (const code of FIELD_RULE_CODES) {
      if (!toPeople.has(code) && !generic.has(code)) expect(en[RULE_KEYS[code]], code).toBe(FIELD_RULES[code]);
    }
  });

  it('give the code of the rule a schema words, with no English read back', () => {
    expect(rulesOf(vendorCreateBody, {})).toMatchObject({ name: { code: 'COMPANY_NAME_REQUIRED' }, email: { code: 'VALID_EMAIL_REQUIRED' }, zipCode: { code: 'ZIP_REQUIRED' } });
    const vendor = { name: 'Acme', contactName: 'Jo', email: 'jo@acme.test', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' };
    expect(rulesOf(vendorCreateBody, { ...vendor, state: 'ZZ', bankAccount: '••••1234', name: 'x'.repeat(101) })).toEqual({
      name: { code: 'COMPANY_NAME_MAX' },
      state: { code: 'STATE_INVALID' },
      bankAccount: { code: 'BANK_ACCOUNT_MASKED' },
    });
    expect(rulesOf(taxonomyBody, { name: ' ', description: 'x'.repeat(501) })).toEqual({ name: { code: 'NAME_REQUIRED' }, description: { code: 'DESCRIPTION_TOO_LONG' } });
    expect(rulesOf(chapterBody, { name: 'Austin', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '1234' })).toEqual({ zipCode: { code: 'ZIP_INVALID' } });
    expect(rulesOf(orderCommentBody, { text: 'a\u0000' })).toEqual({ text: { code: 'INVALID_CHARACTER' } });
    expect(rulesOf(registerPersonalStep, { firstName: 'A', lastName: 'B', email: 'a@b.test', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({ confirmPassword: { code: 'PASSWORDS_DONT_MATCH' } });
  });

  it('read the code and figures of any other rule from the issue itself', () => {
    expect(rulesOf(productListQuery, { page: '0', search: 'x'.repeat(201), sortBy: 'colour' })).toEqual({
      page: { code: 'TOO_SMALL', figures: { min: 1 } },
      search: { code: 'TOO_LONG', figures: { max: 200 } },
      sortBy: { code: 'ONE_OF', figures: { options: 'name, price, createdAt, updatedAt' } },
    });
    expect(rulesOf(v.strictObject({ a: v.string() }), { a: 'x', b: 1 })).toEqual({ b: { code: 'UNKNOWN_FIELD' } });
  });

  it('keep an English text for API clients, its figures filled in', () => {
    expect(fieldRuleText({ code: 'TOO_LONG', figures: { max: 200 } }, 'search')).toBe('search must be at most 200 characters');
    expect(fieldRuleText({ code: 'COMPANY_NAME_REQUIRED' })).toBe(FIELD_RULES.COMPANY_NAME_REQUIRED);
  });

  it('read a rule back from stored or sent data, and nothing else', () => {
    expect(readFieldRule({ code: 'TOO_LONG', figures: { max: 5, bad: {} } })).toEqual({ code: 'TOO_LONG', figures: { max: 5 } });
    expect(readFieldRule({ code: 'NOT_A_RULE' })).toBeNull();
    expect(readFieldRule('Company name is required')).toBeNull();
    const code: FieldRuleCode = 'INVALID';
    expect(readFieldRule({ code })).toEqual({ code });
  });
});
