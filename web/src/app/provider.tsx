import type { ReactNode } from 'react';
import { prepareUiKitSystem } from '../ui/theme/system';
import { UiKitProvider } from '../ui/theme/ui-kit-provider';
import { ColorModeProvider } from './color-mode-provider';

/**
 * The UI kit (Chakra system and its global styles) for the screens built with it: every screen
 * but the sign-in page, which is plain markup so that a first visit loads none of it. Loaded on
 * demand through ChakraUi (./chakra-ui.tsx).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <UiKitProvider>
      <ColorModeProvider>{children}</ColorModeProvider>
    </UiKitProvider>
  );
}

/** Builds the UI kit's system ahead of the first render that needs it (see ./chakra-ui.tsx). */
export function prepareUiKit(): Promise<void> {
  return prepareUiKitSystem();
}

export default UiProvider;
