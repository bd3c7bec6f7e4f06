import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/web/ui/toaster.tsx';
import { renderApp } from '../../fixtures/msw-app';

describe('update prompt', () => {
  it('asks before reloading into a new version and acts only when the user agrees', async () => {
    // The sign-in page carries no UI kit: the prompt waits for the toast region, then shows.
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    const onReload = vi.fn();
    act(() => {
      notify.prompt('A new version of Chapter Portal is ready.', 'Reload', onReload);
    });
    await screen.findByText('A new version of Chapter Portal is ready.');
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
