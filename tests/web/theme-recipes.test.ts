import { describe, expect, it } from 'vitest';
import { uiKitSystem } from '@portal/web/ui/theme/system.ts';
import { CHAKRA_PALETTES, chakraRecipeKeys, namedPalettes, neededRecipeKeys } from '../fixtures/chakra-recipes';

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
    expect([...named]).toEqual(expect.arrayContaining(['gray', 'red', 'orange', 'green', 'blue']));
    const has = (palette: string) => system.tokens.getByName(`colors.${palette}.500`) !== undefined && system.tokens.getByName(`colors.${palette}.solid`) !== undefined;
    expect([...named].filter((palette) => !has(palette))).toEqual([]);
    expect(CHAKRA_PALETTES.filter((palette) => !named.has(palette) && has(palette))).toEqual([]);
  });

  it('leaves out recipes no component uses', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
  });
});
