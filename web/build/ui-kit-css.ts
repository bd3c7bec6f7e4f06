/**
 * The UI kit's global stylesheet: the cascade layers' order, the reset, the global rules and
 * every theme token as a CSS variable (light and dark), from the same system the app runs
 * (src/ui/theme/system.ts). The build serves it as a stylesheet (virtual:ui-kit.css in
 * vite.config.ts), so the app no longer computes and inserts these rules as it starts; see
 * docs/decisions/016-first-screen-rendering.md.
 *
 * Written the way the UI kit's provider inserts them at run time: Emotion's serializer, then stylis
 * with its vendor prefixer.
 */
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { uiKitSystem } from '../src/ui/theme/system';

export function uiKitCss(): string {
  const system = uiKitSystem();
  const rules = [system.layers.atRule, ...system._global.map((styles) => serializeStyles([styles]).styles)];
  return rules.map((styles) => serialize(compile(styles), middleware([prefixer, stringify]))).join('\n') + '\n';
}
