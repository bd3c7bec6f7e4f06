import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../ui/theme/system';
import { ColorModeProvider } from './color-mode-provider';

/**
 * The UI kit (Chakra system and its global styles) for the screens built with it: every screen
 * but the sign-in page, which is plain markup so that a first visit loads none of it. Loaded on
 * demand through ChakraUi (./chakra-ui.tsx).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}

export default UiProvider;
