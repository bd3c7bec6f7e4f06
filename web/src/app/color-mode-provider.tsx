import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { THEME_STORAGE_KEY } from '../ui/theme/color-mode';

/**
 * Light or dark (light by default, kept in localStorage under 'theme'), as a class on <html>: the
 * UI kit's tokens and the sign-in page's own stylesheet both follow it. A provider inside another
 * passes its children through, so screens rendered on their own may bring one too.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="light" enableSystem={false} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
