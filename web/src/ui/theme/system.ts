import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe, avatarSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe,
  checkmarkRecipe, collapsibleSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, headingRecipe, iconRecipe,
  inputAddonRecipe, inputRecipe, linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe,
  progressSlotRecipe, segmentGroupSlotRecipe, separatorRecipe, skeletonRecipe, spinnerRecipe, statSlotRecipe,
  switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe, textareaRecipe, toastSlotRecipe,
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { nextTask } from '../../lib/next-task';
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

/**
 * Colour palettes the app never names (colorPalette="...", "red.fg"...), left out: Chakra's teal,
 * cyan, purple and pink, and the spec's warning and info (orange and blue serve). Every token is
 * work for the browser when the UI kit starts, and each palette brings some thirty.
 * tests/web/ui/theme-recipes.test.ts fails when the code names a palette the theme does not have.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink', 'warning', 'info']);
const usedPalettes = <T extends object>(colors: T) => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default theme with only the recipes of the components the app uses: the full set
 * (about eighty) weighs some 30 KB gzipped in the first script. tests/web/ui/theme-recipes.test.ts
 * fails when a component is imported whose recipe is missing here; add it to these lists.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: usedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    '.skip-link': { position: 'absolute', left: '-9999px', top: '2', zIndex: 'skipNav', bg: 'bg', color: 'fg', px: '3', py: '2' },
    '.skip-link:focus': { left: '2' },
    // Printing (an order confirmation): the page alone, black on white, no app chrome or buttons.
    'header, aside, footer, nav, .skip-link, main button, [data-print-hide], [data-scope="toast"]': { '@media print': { display: 'none !important' } },
    'main#main': { '@media print': { padding: '0 !important' } },
    '[data-print-keep]': { '@media print': { breakInside: 'avoid' } },
  },
  theme: {
    semanticTokens: {
      colors: Object.fromEntries(Object.entries(usedPalettes(PALETTE)).map(([name, color]) => [name, paletteTokens(color)])),
    },
  },
});

/** What the system is built from, in order: Chakra's base, the theme above, the app's additions. */
const CONFIGS = [defaultBaseConfig, theme, config];

let system: SystemContext | undefined;

/**
 * The app's UI kit system, built on first use. Building it holds a tablet's main thread for a
 * while, so the app builds it ahead, in steps (prepareUiKitSystem), before the first screen that
 * uses the UI kit (app/chakra-ui.tsx); this builds it at once if nothing did.
 */
export function uiKitSystem(): SystemContext {
  system ??= createSystem(...CONFIGS);
  return system;
}

type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<undefined, SystemContext, undefined>;

/**
 * Builds the system as the UI kit does, pausing between its phases (merging the configuration,
 * the token dictionary, the style utilities, the rest): each phase is a task of its own rather than
 * all of them one task of some 40 ms on a desktop, four times that on a tablet. The phases come from
 * our patch of the UI kit (patches/@chakra-ui__react*.patch, createSystem.steps); without it the
 * system is built in one go.
 */
export async function createUiKitSystemInSteps(pause: () => Promise<void>): Promise<SystemContext> {
  const steps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;
  if (!steps) return createSystem(...CONFIGS);
  const run = steps(...CONFIGS);
  for (let step = run.next(); ; step = run.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

/** Builds the app's system ahead of the first screen that needs it, in steps (see above). */
export async function prepareUiKitSystem(): Promise<void> {
  if (system) return;
  const built = await createUiKitSystemInSteps(nextTask);
  system ??= built;
}
