import { describe, expect, it } from 'vitest';
import { createUiKitSystemInSteps, uiKitSystem } from '@portal/web/ui/theme/system.ts';
import { CHAKRA_PALETTES, SPEC_PALETTES, chakraRecipeKeys, namedPalettes, neededRecipeKeys } from '../../fixtures/chakra-recipes';

describe('theme', () => {
  const system = uiKitSystem();
  it('registers the recipe of every Chakra component the app imports (ui/theme/system.ts lists them)', () => {
    const chakra = chakraRecipeKeys();
    expect(chakra.size).toBeGreaterThan(50);
    const needed = [...neededRecipeKeys()].filter((key) => chakra.has(key));
    expect(needed.length).toBeGreaterThan(10);
    const missing = needed.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('has every colour palette the app names, and leaves out those it does not', () => {
    const named = namedPalettes();
    expect([...named]).toEqual(expect.arrayContaining(['gray', 'red', 'orange', 'green', 'blue', 'primary', 'error']));
    const has = (palette: string) => system.tokens.getByName(`colors.${palette}.solid`) !== undefined;
    expect([...named].filter((palette) => !has(palette))).toEqual([]);
    expect([...CHAKRA_PALETTES, ...SPEC_PALETTES].filter((palette) => !named.has(palette) && has(palette))).toEqual([]);
  });

  it('builds the same system in several steps, pausing between them (the UI kit patch)', async () => {
    let pauses = 0;
    const stepwise = await createUiKitSystemInSteps(async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThanOrEqual(3);
    expect(stepwise.tokens.allTokens.map((token) => token.name)).toEqual(system.tokens.allTokens.map((token) => token.name));
    expect(stepwise.css({ color: 'primary.fg', px: '4' })).toEqual(system.css({ color: 'primary.fg', px: '4' }));
    expect(stepwise.isSlotRecipe('card')).toBe(true);
  });

  it('leaves out recipes no component uses', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
  });
});
