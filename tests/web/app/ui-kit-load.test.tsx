/**
 * The UI kit around the screens built with it (app/chakra-ui.tsx): the frame's outline while it
 * loads on a signed-in start, the screen once it is there, and the route's error screen when it
 * cannot be loaded, as a lazy component's failure gave.
 */
import '../../fixtures/msw-dom';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@portal/web/lib/session/store.ts';
import { authFor, makeUser } from '../../fixtures/msw';

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.doUnmock('@portal/web/app/provider.tsx');
  vi.resetModules();
});

describe('the UI kit around a screen', () => {
  it('shows the frame\'s outline on a signed-in start until the kit is there, then the screen inside it', async () => {
    await startSession(authFor(makeUser('CHAPTER')));
    const { ChakraUi } = await import('@portal/web/app/chakra-ui.tsx');
    render(
      <ChakraUi>
        <h1>Products</h1>
      </ChakraUi>,
    );
    expect(screen.getByRole('status').classList.contains('boot-app')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives the route\'s error screen the failure when the kit cannot be loaded', async () => {
    vi.doMock('@portal/web/app/provider.tsx', () => ({
      UiProvider: ({ children }: { children: ReactNode }) => children,
      prepareUiKit: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    }));
    const { ChakraUi } = await import('@portal/web/app/chakra-ui.tsx');
    render(
      <Caught>
        <ChakraUi>
          <h1>Products</h1>
        </ChakraUi>
      </Caught>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Failed to fetch dynamically imported module/);
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
  });
});
