import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../fixtures/msw-dom';
import { UiProvider } from '@portal/web/ui/provider.tsx';
import { notify } from '@portal/web/ui/toaster.tsx';

describe('update prompt', () => {
  it('asks before reloading into a new version and acts only when the user agrees', async () => {
    // UiProvider holds no state of its own, so its element tree can be rendered directly.
    render(UiProvider({ children: 'app' }));
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
