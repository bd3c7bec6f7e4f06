/**
 * A refused role and a body past its limit are worded by their code and figures in the chosen
 * language (decision 040): the 403's reason and the 413's limit, never the server's English.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { FORBIDDEN_REASONS } from '@portal/contract/refusal-figures';
import { ApiError } from '@portal/web/lib/api/api-error.ts';
import { errorText, refusalText } from '@portal/web/lib/i18n/errors.ts';
import { loadNamespaces, setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { renderApp, signInInSpanish, withFakeApi } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';

withFakeApi();

/** The API's envelope for a refusal with figures, its English beside them. */
const refuse = (status: number, code: string, message: string, data: unknown) => HttpResponse.json({ success: false, message, code, data }, { status });
const settings = { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, portalName: 'Chapter Portal', defaultPageSize: 10, version: 4 };

const ENGLISH = {
  ADMIN_REQUIRED: 'Access denied. Admin privileges required.',
  SUPER_ADMIN_REQUIRED: 'Access denied. Super Admin privileges required.',
  MANAGE_USERS: 'Access denied. Admin privileges required to manage users.',
  ROLE_NOT_ALLOWED: 'Access denied. Insufficient permissions.',
  CHAPTER_ACCOUNT_ONLY: "Only the chapter's account can change the chapter's details",
};
const SPANISH = {
  ADMIN_REQUIRED: 'Acceso denegado. Se requieren privilegios de administrador.',
  SUPER_ADMIN_REQUIRED: 'Acceso denegado. Se requieren privilegios de superadministrador.',
  MANAGE_USERS: 'Acceso denegado. Se requieren privilegios de administrador para gestionar usuarios.',
  ROLE_NOT_ALLOWED: 'Acceso denegado. Permisos insuficientes.',
  CHAPTER_ACCOUNT_ONLY: 'Solo la cuenta del capítulo puede cambiar los datos del capítulo.',
};

describe('a refusal with figures', () => {
  it("words each 403 reason by code in either language, and keeps the server's words without one", async () => {
    await loadNamespaces('shop');
    expect(Object.keys(ENGLISH).sort()).toEqual([...FORBIDDEN_REASONS].sort());
    const forbidden = (reason: string) => new ApiError(403, 'Sent in English', 'FORBIDDEN', {}, { reason });
    for (const reason of FORBIDDEN_REASONS) {
      expect(errorText(forbidden(reason), 'errors.INTERNAL'), reason).toBe(ENGLISH[reason]);
      expect(refusalText('FORBIDDEN', 'Sent in English', { reason }), reason).toBe(ENGLISH[reason]);
    }
    await setLanguage('es');
    for (const reason of FORBIDDEN_REASONS) {
      expect(errorText(forbidden(reason), 'errors.INTERNAL'), reason).toBe(SPANISH[reason]);
      expect(refusalText('FORBIDDEN', 'Sent in English', { reason }), reason).toBe(SPANISH[reason]);
    }
    // A reason this app does not know (a newer server), or none (an older one): the general words, or the server's own.
    expect(errorText(forbidden('SOMETHING_NEW'), 'errors.INTERNAL')).toBe('Acceso denegado. Permisos insuficientes.');
    expect(refusalText('FORBIDDEN', 'Sent in English', { reason: 'SOMETHING_NEW' })).toBe('Sent in English');
  });

  it('words a size limit from its figure: megabytes or kilobytes, or a count of files', async () => {
    await loadNamespaces('shop');
    const tooLarge = (data: unknown) => new ApiError(413, 'The request body is too large', 'PAYLOAD_TOO_LARGE', {}, data);
    expect(errorText(tooLarge({ maxBytes: 10 * 1024 * 1024 }), 'errors.INTERNAL')).toBe('This is too large: at most 10 MB can be sent.');
    expect(errorText(tooLarge({ maxBytes: 8 * 1024 }), 'errors.INTERNAL')).toBe('This is too large: at most 8 kB can be sent.');
    expect(errorText(tooLarge({ maxFiles: 20 }), 'errors.INTERNAL')).toBe('At most 20 files can be sent at once.');
    expect(errorText(tooLarge(null), 'errors.INTERNAL')).toBe('The file is too large.');
    await setLanguage('es');
    expect(errorText(tooLarge({ maxBytes: 10 * 1024 * 1024 }), 'errors.INTERNAL')).toBe('Es demasiado grande: se pueden enviar como máximo 10 MB.');
    expect(errorText(tooLarge({ maxFiles: 1 }), 'errors.INTERNAL')).toBe('Se puede enviar como máximo 1 archivo a la vez.');
    expect(refusalText('PAYLOAD_TOO_LARGE', 'The request body is too large', { maxFiles: 20 })).toBe('Se pueden enviar como máximo 20 archivos a la vez.');
  });
});

describe('the back office told no by the server', () => {
  /** Shipping's save, refused with the given envelope. */
  function refusedSave(refusal: () => Response) {
    server.use(
      answer('GET /settings', () => settings),
      answer('PUT /settings', () => refusal()),
    );
  }
  async function save(label: RegExp) {
    const user = userEvent.setup();
    renderApp('/admin/system/shipping');
    await waitFor(() => expect((screen.getByLabelText(/^(Free Shipping Threshold|Umbral)/) as HTMLInputElement).value).toBe('50.00'));
    await user.click(screen.getByRole('button', { name: label }));
  }

  it("says the 403's reason in Spanish, not the server's English", async () => {
    await signInInSpanish('SUPER_ADMIN');
    refusedSave(() => refuse(403, 'FORBIDDEN', ENGLISH.SUPER_ADMIN_REQUIRED, { reason: 'SUPER_ADMIN_REQUIRED' }));
    await save(/Guardar cambios/);
    expect(await screen.findByText(SPANISH.SUPER_ADMIN_REQUIRED)).toBeTruthy();
    expect(screen.queryByText(ENGLISH.SUPER_ADMIN_REQUIRED)).toBeNull();
  });

  it("says a body's size limit in English from its figure", async () => {
    signIn('SUPER_ADMIN');
    refusedSave(() => refuse(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large', { maxBytes: 1024 * 1024 }));
    await save(/Save Changes/);
    expect(await screen.findByText('This is too large: at most 1 MB can be sent.')).toBeTruthy();
  });
});
