import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_CHARACTER } from '@portal/contract/guards';
import { emptyVendor, validateVendor } from '@portal/web/features/admin/vendors/vendor-form.ts';
import { ApiError } from '@portal/web/lib/api/api-error.ts';
import { errorText, fieldErrorTexts } from '@portal/web/lib/i18n/errors.ts';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

const vendor = { ...emptyVendor, name: 'Acme', contactName: 'Wile', email: 'wile@acme.test', address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701' };

describe('text the portal cannot store (a NUL, half of a surrogate pair)', () => {
  afterEach(async () => setLanguage('en'));

  it('is refused by the vendor form before sending, in the chosen language', async () => {
    expect(validateVendor({ ...vendor, city: 'Tucson\ud800' })).toEqual({ errors: { city: INVALID_CHARACTER } });
    await setLanguage('es');
    expect(validateVendor({ ...vendor, city: '\udfff' })).toEqual({ errors: { city: 'Contiene un carácter que no se puede guardar' } });
    expect('body' in validateVendor({ ...vendor, city: 'Tucson \u{1F335}' })).toBe(true);
  });

  it("words the API's refusal by the field's rule code, in the chosen language", async () => {
    await setLanguage('es');
    const refusal = new ApiError(400, `${INVALID_CHARACTER} (city)`, 'VALIDATION_FAILED', { city: INVALID_CHARACTER }, null, { city: { code: 'INVALID_CHARACTER' } });
    expect(fieldErrorTexts(refusal)).toEqual({ city: 'Contiene un carácter que no se puede guardar' });
    expect(errorText(refusal, 'admin.vendors.saveFailed')).toBe('Contiene un carácter que no se puede guardar');
  });
});
