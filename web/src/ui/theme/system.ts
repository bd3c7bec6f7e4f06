import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { PALETTE, type PaletteColor } from './palette';

const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/** The token set Chakra's colorPalette prop needs (solid, contrast, fg, muted, subtle...). */
function paletteTokens(c: PaletteColor) {
  return {
    solid: mode(c.light, c.dark),
    contrast: mode('#ffffff', '#0b0f14'),
    fg: mode(c.lightFg, c.dark),
    muted: mode(c.lightSubtle, c.darkSubtle),
    subtle: mode(c.lightSubtle, c.darkSubtle),
    emphasized: mode(c.lightSubtle, c.darkSubtle),
    focusRing: mode(c.light, c.dark),
    border: mode(c.light, c.dark),
  };
}

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    '.skip-link': { position: 'absolute', left: '-9999px', top: '2', zIndex: 'skipNav', bg: 'bg', color: 'fg', px: '3', py: '2' },
    '.skip-link:focus': { left: '2' },
  },
  theme: {
    semanticTokens: {
      colors: Object.fromEntries(Object.entries(PALETTE).map(([name, color]) => [name, paletteTokens(color)])),
    },
  },
});

export const system = createSystem(defaultConfig, config);
