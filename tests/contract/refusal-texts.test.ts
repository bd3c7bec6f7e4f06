/**
 * The back office shows the server's refusals by their code: in English each must read as the API
 * words it, so the English catalogue texts are held here to the API's own (its constants, or what
 * its services throw when a stand-in database says the name or SKU is taken).
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { MSG_NOT_ORDER_AUTHOR } from '@portal/contract/orders';
import { VENDOR_IMPORT_COLUMNS } from '@portal/contract/imports';
import { AppError, forbidden, notFound, TooManyRequestsError } from '@portal/api/lib/errors';
import { FORBIDDEN_REASONS } from '@portal/contract/refusal-figures';
import { waitInWords } from '@portal/api/lib/rate-limiter';
import { SELF_REFUSALS, SUPER_ADMIN_ONLY, USER_HAS_ORDERS } from '@portal/api/modules/users/users.service';
import { MSG_ALREADY_CANCELLED, MSG_PAYMENT_LOCKED, MSG_SHOPPER_NOT_CANCELLABLE, msgNotCancellable, transitionRefused } from '@portal/api/modules/orders/order-status.service';
import { taxonomyService } from '@portal/api/modules/categories/taxonomy.service';
import * as products from '@portal/api/modules/products/products.service';
import { importVendors } from '@portal/api/modules/imports/vendors-import.service';
import { FIGURED_CODES, TRANSLATED_CODES } from '@portal/web/lib/i18n/errors.ts';
import enCommon from '@portal/web/lib/i18n/locales/en/common.ts';
import esCommon from '@portal/web/lib/i18n/locales/es/common.ts';
import enAdmin from '@portal/web/lib/i18n/locales/en/admin.ts';
import esAdmin from '@portal/web/lib/i18n/locales/es/admin.ts';
import enShop from '@portal/web/lib/i18n/locales/en/shop.ts';
import esShop from '@portal/web/lib/i18n/locales/es/shop.ts';

// The back office is signed in, so it has the shop's texts too.
const en: Record<string, string> = { ...enCommon, ...enShop, ...enAdmin };
const es: Record<string, string> = { ...esCommon, ...esShop, ...esAdmin };

/** What a service threw. */
async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(() => null, (e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** A stand-in database: every lookup finds a row (id 1), every count is 1, a transaction runs at once. */
const select = () => ({ from: () => ({ where: async () => [{ id: 1 }] }) });
const taken = { select, $count: async () => 1, transaction: (run: (tx: unknown) => unknown) => run(taken) } as never;
/** One where nothing is stored yet. */
const empty = { select: () => ({ from: () => ({ where: async () => [] }) }), transaction: (run: (tx: unknown) => unknown) => run(empty) } as never;
const admin = { id: 1, role: 'SUPER_ADMIN' } as never;

describe('refusal texts the back office shows by code', () => {
  it('are in English the words the API answers with that code, and have a translation', async () => {
    const sku = await refusal(() => products.create(taken, admin, { name: 'Paper', sku: 'P-1', price: 100, packSize: 1, vendorId: 1, categoryIds: [], tagIds: [] } as never));
    const api: Record<string, string> = {
      EMAIL_EXISTS: MSG.emailExists,
      VENDOR_IN_USE: MSG.vendorHasDependents,
      CHAPTER_HAS_ORDERS: MSG.chapterHasOrders,
      EVENT_HAS_ORDERS: MSG.eventHasOrders,
      USER_HAS_ORDERS,
      ALREADY_CANCELLED: MSG_ALREADY_CANCELLED,
      PAYMENT_METHOD_LOCKED: MSG_PAYMENT_LOCKED,
      [sku.code]: sku.message,
      ...Object.fromEntries(Object.values(SELF_REFUSALS).map(({ code, message }) => [code, message])),
      SUPER_ADMIN_ONLY,
    };
    const keys = new Map(TRANSLATED_CODES);
    for (const [code, words] of Object.entries(api)) {
      const key = keys.get(code);
      expect(key, code).toBeDefined();
      expect(en[key!], code).toBe(words);
      expect(es[key!], code).toBeTruthy();
      expect(es[key!], code).not.toBe(words);
    }
    expect(sku.code).toBe('SKU_EXISTS');
  });

  it('say on the shopper\'s order page why an order cannot be cancelled as the API does', () => {
    const shop: Record<string, string> = enShop;
    const spanish: Record<string, string> = esShop;
    const api: Record<string, string> = {
      'shop.errors.ALREADY_CANCELLED': MSG_ALREADY_CANCELLED,
      'shop.errors.NOT_CANCELLABLE': MSG_SHOPPER_NOT_CANCELLABLE,
      'shop.errors.NOT_CANCELLABLE_STATUS': msgNotCancellable('{status}'),
      'shop.errors.NOT_ORDER_AUTHOR': MSG_NOT_ORDER_AUTHOR,
    };
    for (const [key, words] of Object.entries(api)) {
      expect(shop[key], key).toBe(words);
      expect(spanish[key], key).toBeTruthy();
      expect(spanish[key], key).not.toBe(words);
    }
  });

  it('built from a refusal\'s figures are in English the words the API answers with those figures', () => {
    const fill = (text: string, figures: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(figures[name]));
    const plural = (key: string, count: number) => en[`${key}_${count === 1 ? 'one' : 'other'}`]!;
    const cases: Array<[code: string, english: string, api: string]> = [
      ['NOT_CANCELLABLE', fill(en['shop.errors.NOT_CANCELLABLE_STATUS']!, { status: 'SHIPPED' }), msgNotCancellable('SHIPPED')],
      ['INVALID_TRANSITION', fill(en['admin.errors.INVALID_TRANSITION']!, { from: 'DELIVERED', to: 'PENDING' }), transitionRefused('DELIVERED', 'PENDING')],
      ...[1, 4].flatMap((count): Array<[string, string, string]> => [
        ['HAS_PRODUCTS', fill(plural('admin.errors.categoryHasProducts', count), { count }), MSG.hasProducts('category', count)],
        ['HAS_PRODUCTS', fill(plural('admin.errors.tagHasProducts', count), { count }), MSG.hasProducts('tag', count)],
        ['PRODUCT_HAS_ORDERS', fill(plural('admin.errors.PRODUCT_HAS_ORDERS', count), { count }), products.productHasOrders(count)],
      ]),
      ...(['product', 'vendor', 'chapter'] as const).map((kind): [string, string, string] => ['NOT_FOUND', en[`validation.notFound.${kind}`]!, notFound(kind).message]),
      // The API words its limits by what was limited ("sign-in attempts"); the app's words say "attempts".
      ['TOO_MANY_REQUESTS', fill(en['errors.TOO_MANY_REQUESTS_WAIT']!, { wait: waitInWords(180) }), new TooManyRequestsError(`Too many attempts. Please try again in ${waitInWords(180)}.`, 180).message],
    ];
    // A 403's reason reads as the API words it (decision 040).
    for (const reason of FORBIDDEN_REASONS) cases.push(['FORBIDDEN', en[`shop.forbidden.${reason}`]!, forbidden(reason).message]);
    for (const [code, english, api] of cases) expect(english, code).toBe(api);
    // A size limit is said the app's one way from its figure (decision 040): the API's English names what was limited (an image, a file, a body).
    expect(new Set([...cases.map(([code]) => code), 'PAYLOAD_TOO_LARGE'])).toEqual(new Set(FIGURED_CODES));
    for (const key of ['errors.TOO_MANY_REQUESTS_WAIT', 'shop.errors.NOT_CANCELLABLE_STATUS', 'admin.errors.INVALID_TRANSITION', 'admin.errors.categoryHasProducts_other', 'admin.errors.tagHasProducts_other', 'admin.errors.PRODUCT_HAS_ORDERS_other']) {
      expect(es[key], key).toBeTruthy();
      expect(es[key], key).not.toBe(en[key]);
    }
  });

  it('say a category or tag name is taken as the API does for that kind', async () => {
    for (const kind of ['category', 'tag'] as const) {
      const error = await refusal(() => taxonomyService(kind).create(taken, { name: 'Paper' } as never));
      expect(error.code).toBe('NAME_EXISTS');
      expect(en[`admin.taxonomy.${kind}.nameExists`]).toBe(error.message);
    }
  });

  it('count the rows that kept an import from being applied as the API does', async () => {
    const header = VENDOR_IMPORT_COLUMNS.join(',');
    for (const count of [1, 2]) {
      const rows = Array.from({ length: count }, (_, i) => `shop${i}@example.test,,,,,,,,,,true`);
      const error = await refusal(() => importVendors(empty, admin, [header, ...rows].join('\n'), { dryRun: false }));
      expect(error.code).toBe('IMPORT_HAS_ERRORS');
      expect(en[`admin.import.hasErrors_${count === 1 ? 'one' : 'other'}`]!.replace('{count}', String(count))).toBe(error.message);
    }
  });
});
