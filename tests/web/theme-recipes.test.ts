import { describe, expect, it } from 'vitest';
import { system } from '@portal/web/ui/theme/system.ts';
import { chakraRecipeKeys, neededRecipeKeys } from '../fixtures/chakra-recipes';

describe('theme', () => {
  it('registers the recipe of every Chakra component the app imports (ui/theme/system.ts lists them)', () => {
    const chakra = chakraRecipeKeys();
    expect(chakra.size).toBeGreaterThan(50);
    const needed = [...neededRecipeKeys()].filter((key) => chakra.has(key));
    expect(needed.length).toBeGreaterThan(10);
    const missing = needed.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('leaves out recipes no component uses', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
  });
});
