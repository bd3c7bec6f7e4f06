import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { makeUser, server } from '../../../fixtures/msw';
import { onePage } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const grace = makeUser('CHAPTER', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser('CHAPTER', { id: 22, email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing' });
const stats = { total: 2, active: 2, inactive: 0, superAdmins: 0, admins: 0, chapters: 2 };
const USER_HAS_ORDERS = 'This user has orders and cannot be deleted. Deactivate the account instead.';

describe('bulk refusals in Spanish', () => {
  it('lists each row the server kept with its reason in Spanish when the reason has a code of its own', async () => {
    const user = userEvent.setup();
    await signInInSpanish('ADMIN');
    server.use(
      answer('GET /users', () => ({ users: [grace, alan], pagination: onePage([grace, alan]), stats })),
      answer('POST /users/bulk', () => ({ action: 'delete', requested: 2, succeeded: [22], unchanged: [], failed: [{ id: 21, message: USER_HAS_ORDERS, code: 'USER_HAS_ORDERS' }] })),
    );
    renderApp('/admin/users');
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Grace Hopper' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Alan Turing' }));
    const bar = screen.getByRole('region', { name: 'Acciones en lote' });
    await user.click(within(bar).getByRole('button', { name: /Acciones en lote/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await findDialog('Acción en lote: Eliminar');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar 2 filas' }));
    const result = await findDialog('Resultado de la acción en lote: Eliminar');
    const failures = within(result).getByRole('list', { name: '1 fila no se modificó:' });
    expect(failures.textContent).toBe('Grace Hopper: Este usuario tiene pedidos y no se puede eliminar. Desactive la cuenta en su lugar.');
  });
});
