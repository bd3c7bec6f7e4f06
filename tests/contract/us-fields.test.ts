import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chapterBody } from '@portal/contract/chapters';
import { MSG } from '@portal/contract/messages';
import { isBankAccount, isRoutingNumber } from '@portal/contract/us-fields';
import { vendorCreateBody } from '@portal/contract/vendors';
import { vendorRows } from '../../drizzle/seed/vendors';
import { CITIES } from '../../drizzle/seed/people-words';
import { aChapter, aVendor } from '../fixtures/builders';
// The schemas' messages as the API gives them, in English (without these texts they are the rules' codes).
import '@portal/contract/field-rule-texts';

const firstIssues = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? {} : Object.fromEntries(result.issues.toReversed().map((i) => [String(i.path?.[0]?.key), i.message]));

describe('US field checks', () => {
  it('takes a routing number only when its ABA checksum (3, 7, 1) is a multiple of ten', () => {
    const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
        expect(isRoutingNumber(digits)).toBe(sum % 10 === 0);
      }),
      { numRuns: 2000 },
    );
    expect(['021000021', '011401533', '091000019', '110000000'].every(isRoutingNumber)).toBe(true);
    expect(['12', '02100002', '0210000210', '02100002a', '021000022'].some(isRoutingNumber)).toBe(false);
    expect(['1234', '12345678901234567'].every(isBankAccount)).toBe(true);
    expect(['123', '123456789012345678', '1234-5678', ''].some(isBankAccount)).toBe(false);
  });

  it('refuses the vendor the issue saved (routing "12", account "123", state "Texas", ZIP "7330"), naming each field', () => {
    const vendor = { name: 'Acme', contactName: 'Jo', email: 'jo@acme.test', address: '1 Main St', city: 'Austin', state: 'Texas', zipCode: '7330', bankAccount: '123', routingNumber: '12' };
    expect(firstIssues(v.safeParse(vendorCreateBody, vendor))).toEqual({
      state: MSG.stateInvalid,
      zipCode: MSG.zipInvalid,
      bankAccount: MSG.bankAccountInvalid,
      routingNumber: MSG.routingNumberInvalid,
    });
  });

  it('takes the District of Columbia and the territories for vendors and chapters alike, in any case', () => {
    for (const state of ['dc', 'PR', 'gu', 'VI', 'AS', 'MP']) {
      expect(v.safeParse(vendorCreateBody, { name: 'A', contactName: 'B', email: 'a@b.test', address: '1', city: 'C', state, zipCode: '00901' }).success, state).toBe(true);
      expect(v.safeParse(chapterBody, { name: 'A', address: '1', city: 'C', state, zipCode: '00901-1234' }).success, state).toBe(true);
    }
    expect(firstIssues(v.safeParse(chapterBody, { name: 'A', address: '1', city: 'C', state: 'XX', zipCode: '7330' }))).toEqual({ state: MSG.stateInvalid, zipCode: MSG.zipInvalid });
  });

  it('passes every demo vendor, demo chapter place and test builder', () => {
    const rows = vendorRows(new Date('2026-11-01T00:00:00Z'));
    for (const row of rows) {
      const { isActive: _active, createdAt: _created, updatedAt: _updated, ...body } = row;
      const result = v.safeParse(vendorCreateBody, body);
      expect(result.success, `${row.name}: ${JSON.stringify(firstIssues(result))}`).toBe(true);
    }
    expect(rows.filter((r) => r.routingNumber).length).toBeGreaterThan(5);
    for (const place of CITIES) expect(v.safeParse(chapterBody, { name: 'A', address: '1', city: place.city, state: place.state, zipCode: place.zip }).success, place.city).toBe(true);
    const { id: _vid, isActive: _va, createdAt: _vc, updatedAt: _vu, counts: _counts, ...vendor } = aVendor();
    expect(v.safeParse(vendorCreateBody, vendor).success).toBe(true);
    const c = aChapter();
    expect(v.safeParse(chapterBody, { name: c.name, address: c.address, city: c.city, state: c.state, zipCode: c.zipCode, phone: c.phone, taxId: c.taxId }).success).toBe(true);
  });
});
