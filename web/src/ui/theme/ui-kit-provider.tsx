import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import 'virtual:ui-kit.css';
import { portalStyleCache } from './style-cache';
import { uiKitSystem } from './system';

/**
 * The system as the UI kit's provider sees it: with no global styles to insert, as the build
 * writes them into a stylesheet (virtual:ui-kit.css, from this same system) that loads with this
 * module. The UI kit computes them only when asked (patches/@chakra-ui__react*.patch), so the app
 * never does. Everything else (tokens, recipes, the css function) is the system's own.
 */
let providerSystem: SystemContext | undefined;
function forProvider(): SystemContext {
  const system = uiKitSystem();
  providerSystem ??= Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
  return providerSystem;
}

/**
 * The UI kit for what is inside: every screen built with it, and the toast region; its styles go
 * through the app's style cache (./style-cache.ts), which keeps a start-up's rules for the next.
 */
export function UiKitProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={portalStyleCache()}>
      <ChakraProvider value={forProvider()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
