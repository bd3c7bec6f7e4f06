import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, setLanguage, t } from '@portal/web/lib/i18n/i18n.ts';

describe('texts already written (kept for screens that ask for the same texts again)', () => {
  afterEach(async () => {
    i18n.addResource('en', 'shop', 'shop.previous', 'Previous');
    await setLanguage('en');
  });

  it('follow the language: the same key and names give the chosen language each time', async () => {
    await loadNamespaces('shop');
    expect(t('shop.productCount', { count: 3 })).toBe('3 products');
    expect(t('shop.productCount', { count: 3 })).toBe('3 products');
    expect(t('shop.productCount', { count: 4 })).toBe('4 products');
    await setLanguage('es');
    await loadNamespaces('shop');
    expect(t('shop.productCount', { count: 3 })).toBe('3 productos');
    await setLanguage('en');
    expect(t('shop.productCount', { count: 3 })).toBe('3 products');
  });

  it('are written again when texts arrive', async () => {
    await loadNamespaces('shop');
    expect(t('shop.previous')).toBe('Previous');
    i18n.addResource('en', 'shop', 'shop.previous', 'Earlier');
    expect(t('shop.previous')).toBe('Earlier');
  });
});
