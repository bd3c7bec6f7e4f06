/**
 * The spec's palette. Light mode uses the spec's colours as they are; dark mode uses lighter
 * tints of the same hues (readable on a dark background) with dark text on solid fills.
 */
export interface PaletteColor {
  light: string;
  lightFg: string;
  lightSubtle: string;
  dark: string;
  darkSubtle: string;
}

export const PALETTE: Record<'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info', PaletteColor> = {
  primary: { light: '#1976d2', lightFg: '#1565c0', lightSubtle: '#e3f2fd', dark: '#90caf9', darkSubtle: '#0d2a45' },
  secondary: { light: '#dc004e', lightFg: '#b0003e', lightSubtle: '#fce4ec', dark: '#f48fb1', darkSubtle: '#3f0f22' },
  success: { light: '#2e7d32', lightFg: '#1b5e20', lightSubtle: '#e8f5e9', dark: '#81c784', darkSubtle: '#12301a' },
  warning: { light: '#ed6c02', lightFg: '#a84a00', lightSubtle: '#fff3e0', dark: '#ffb74d', darkSubtle: '#3d2508' },
  error: { light: '#d32f2f', lightFg: '#b71c1c', lightSubtle: '#ffebee', dark: '#e57373', darkSubtle: '#3d1414' },
  info: { light: '#0288d1', lightFg: '#01579b', lightSubtle: '#e1f5fe', dark: '#4fc3f7', darkSubtle: '#0a2c3d' },
};
