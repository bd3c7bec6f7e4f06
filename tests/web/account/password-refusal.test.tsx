/**
 * A shopper changing their password reads the API's refusal of a field in the chosen language,
 * worded from the rule's code the API gives (decision 034), never the API's English.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { answer, refuseFields } from '../../fixtures/api-handlers';
import { setLanguage } from '../../../web/src/lib/i18n/i18n';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await setLanguage('en');
});
afterAll(() => server.close());

describe('a refused password change in Spanish', () => {
  it('says beside the field that the current password is wrong, from the code the API gives', async () => {
    const user = userEvent.setup();
    signIn('USER');
    server.use(answer('POST /users/profile/password', () => refuseFields({ currentPassword: { code: 'WRONG_CURRENT_PASSWORD' } })));
    await setLanguage('es');
    renderApp('/profile');
    const form = (await screen.findByRole('heading', { name: 'Cambiar contraseña' })).closest('form')!;
    await user.type(within(form).getByLabelText(/Contraseña actual/), 'Wrong1234');
    await user.type(within(form).getByLabelText(/Nueva contraseña/), 'Better1234');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await within(form).findAllByText('La contraseña actual es incorrecta')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Current password is incorrect')).toBeNull();
  });
});
