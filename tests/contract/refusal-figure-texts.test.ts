/**
 * A 403's reason is worded by the web by its code (decision 040): in English each reads as the
 * API words it, and every reason the contract names has both languages' words.
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_REASONS } from '@portal/contract/refusal-figures';
import { FORBIDDEN_TEXTS } from '@portal/api/lib/errors';
import enShop from '@portal/web/lib/i18n/locales/en/shop.ts';
import esShop from '@portal/web/lib/i18n/locales/es/shop.ts';

const en: Record<string, string> = enShop;
const es: Record<string, string> = esShop;

describe("a 403's reason", () => {
  it("reads in English as the API's words, and has Spanish words of its own", () => {
    for (const reason of FORBIDDEN_REASONS) {
      const key = `shop.forbidden.${reason}`;
      expect(en[key], reason).toBe(FORBIDDEN_TEXTS[reason]);
      expect(es[key], reason).toBeTruthy();
      expect(es[key], reason).not.toBe(en[key]);
    }
  });
});
