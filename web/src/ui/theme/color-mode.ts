import { useTheme } from 'next-themes';

export type ColorMode = 'light' | 'dark';
/** next-themes keeps the choice in localStorage under this key. */
export const THEME_STORAGE_KEY = 'theme';

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (next: ColorMode) => setTheme(next),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}
