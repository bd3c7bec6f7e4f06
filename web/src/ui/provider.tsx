import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { THEME_STORAGE_KEY } from './theme/color-mode';
import { system } from './theme/system';
import { Toaster } from './toaster';

/** Theme (light by default, persisted under 'theme'), Chakra system and the toast region. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="light" enableSystem={false} disableTransitionOnChange>
        {children}
        <Toaster />
      </ThemeProvider>
    </ChakraProvider>
  );
}
