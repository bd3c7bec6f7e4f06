/**
 * The contract's text schemas refuse what PostgreSQL cannot store (a NUL, a lone UTF-16
 * surrogate), so the web's forms refuse it with the same text the API answers.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { profileUpdateBody, registerBody } from '@portal/contract/auth';
import { chapterBody } from '@portal/contract/chapters';
import { hasInvalidCharacter, INVALID_CHARACTER } from '@portal/contract/guards';
import { productBody } from '@portal/contract/products';
import { taxonomyBody } from '@portal/contract/taxonomy';
import { vendorListQuery, vendorUpdateBody } from '@portal/contract/vendors';
// The schemas' messages as the API gives them, in English (without these texts they are the rules' codes).
import '@portal/contract/field-rule-texts';

const chapter = { name: 'Chapter', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' };

/** Each issue's dot path and message. */
const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('hasInvalidCharacter', () => {
  it('finds a NUL and either half of a surrogate pair alone, and nothing in well-formed text', () => {
    for (const bad of ['\u0000', 'a\ud800', '\udfffb', '\udfff\ud800', 'x\ud83c']) expect(hasInvalidCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Austin', 'Zoë', '\u{1F335}', '\ud83c\udf35 cactus', '\uffff']) expect(hasInvalidCharacter(good), JSON.stringify(good)).toBe(false);
  });
});

describe('text schemas', () => {
  it.each([
    ['a vendor edit', vendorUpdateBody, { city: '\ud800' }, 'city'],
    ['a chapter', chapterBody, { ...chapter, address: 'a\udfff' }, 'address'],
    ['a product', productBody, { name: 'a\ud800', price: 100, vendorId: 1 }, 'name'],
    ['a category', taxonomyBody, { name: '\ud800' }, 'name'],
    ['a registration, in the chapter', registerBody, { email: 'a@b.co', password: 'Passw0rdX', firstName: 'A', lastName: 'B', chapter: { ...chapter, city: '\ud800' } }, 'chapter.city'],
    ['a profile', profileUpdateBody, { firstName: 'x\ud800' }, 'firstName'],
    ['a list search', vendorListQuery, { search: '\udfff' }, 'search'],
  ])('refuse a lone surrogate in %s, naming the field', (_label, schema, input, field) => {
    expect(issuesOf(schema as v.GenericSchema, input)).toContainEqual([field, INVALID_CHARACTER]);
  });

  it('accept characters outside the Basic Multilingual Plane', () => {
    expect(v.safeParse(vendorUpdateBody, { city: 'Austin \u{1F335}' }).success).toBe(true);
    expect(v.safeParse(profileUpdateBody, { firstName: 'Zoë \u{1F600}' }).success).toBe(true);
  });
});
