/** A list export words codes (roles, statuses, payment methods) as the back office's screens do, in both languages. */
import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS } from '@portal/api/modules/bulk/resources';
import enCommon from '@portal/web/lib/i18n/locales/en/common.ts';
import esCommon from '@portal/web/lib/i18n/locales/es/common.ts';
import enAdmin from '@portal/web/lib/i18n/locales/en/admin.ts';
import esAdmin from '@portal/web/lib/i18n/locales/es/admin.ts';
import enShop from '@portal/web/lib/i18n/locales/en/shop.ts';
import esShop from '@portal/web/lib/i18n/locales/es/shop.ts';

const catalogues = { en: { ...enCommon, ...enAdmin, ...enShop }, es: { ...esCommon, ...esAdmin, ...esShop } } as Record<'en' | 'es', Record<string, string>>;
const keyOf: Record<Exclude<keyof typeof EXPORT_LABELS, 'yesNo'>, string> = {
  role: 'role',
  orderStatus: 'admin.orders.statusName',
  eventStatus: 'events.status',
  paymentMethod: 'orders.paymentMethod',
  paymentStatus: 'orders.paymentStatus',
};

describe('export labels', () => {
  for (const [table, prefix] of Object.entries(keyOf)) {
    it(`${table} match the web catalogues`, () => {
      for (const [code, words] of Object.entries(EXPORT_LABELS[table as keyof typeof keyOf])) {
        for (const lang of ['en', 'es'] as const) expect(words[lang], `${lang} ${prefix}.${code}`).toBe(catalogues[lang][`${prefix}.${code}`]);
      }
    });
  }
});
