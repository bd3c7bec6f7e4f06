import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginBody, registerBody, registerChapterStep, registerPersonalStep } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
// The schemas' messages as the API gives them, in English (without these texts they are the rules' codes).
import '@portal/contract/field-rule-texts';

function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    out[key] ??= issue.message;
  }
  return out;
}

const validChapter = { name: 'Austin Chapter', address: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '73301' };
const validRegistration = { email: 'New@Example.com', password: 'Secret123', firstName: 'Ann', lastName: 'Lee', chapter: validChapter };

describe('sign-in schema', () => {
  it('gives the spec messages for missing and malformed fields', () => {
    expect(messages(loginBody, { email: '', password: '' })).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
    expect(messages(loginBody, { email: 'not-an-email', password: 'short' })).toEqual({ email: MSG.emailInvalid, password: MSG.passwordMin });
  });
});

describe('registration schema', () => {
  it('accepts a valid registration and normalises the email', () => {
    const result = v.parse(registerBody, validRegistration);
    expect(result.email).toBe('new@example.com');
  });

  it('refuses fields a registrant may not set', () => {
    expect(messages(registerBody, { ...validRegistration, role: 'SUPER_ADMIN' })).toHaveProperty('role');
    expect(messages(registerBody, { ...validRegistration, chapter: { ...validChapter, isActive: false } })).toHaveProperty('chapter.isActive');
  });

  it('requires an uppercase letter, a lowercase letter and a digit in the password', () => {
    for (const password of ['alllower1', 'ALLUPPER1', 'NoDigitsHere']) {
      expect(messages(registerBody, { ...validRegistration, password }).password).toBe(MSG.passwordComplexity);
    }
  });

  it('checks the chapter step formats with the spec messages', () => {
    const errors = messages(registerChapterStep, {
      chapterName: '',
      address: 'x'.repeat(201),
      city: 'Austin',
      state: 'TX',
      zipCode: '7330',
      phone: '555-1234',
      taxId: '123456789',
    });
    expect(errors).toEqual({
      chapterName: 'Chapter name is required',
      address: 'Address must be less than 200 characters',
      zipCode: MSG.zipInvalid,
      phone: MSG.phoneInvalid,
      taxId: MSG.taxIdInvalid,
    });
    expect(messages(registerChapterStep, { chapterName: 'A', address: 'B', city: 'C', state: 'TX', zipCode: '73301-1234', phone: '(555) 123-4567', taxId: '12-3456789' })).toEqual({});
  });

  it('says when the confirmation does not match and when names are too long', () => {
    const errors = messages(registerPersonalStep, {
      firstName: 'x'.repeat(51),
      lastName: 'Lee',
      email: 'a@b.co',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    expect(errors).toEqual({ firstName: MSG.firstNameMax, confirmPassword: MSG.passwordsDontMatch });
    expect(messages(registerPersonalStep, { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Secret123', confirmPassword: '' })).toEqual({
      confirmPassword: MSG.confirmPasswordRequired,
    });
  });
});
