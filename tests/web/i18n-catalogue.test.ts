import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { PAYMENT_METHOD_LABELS } from '@portal/contract/rules';
import { en } from '@portal/web/lib/i18n/en.ts';
import { es } from '@portal/web/lib/i18n/es.ts';
import { CATALOGUES, getLanguage, setLanguage, syncLanguage, t, tMessage } from '@portal/web/lib/i18n/i18n.ts';

afterEach(() => setLanguage('en'));

describe('UI text catalogues', () => {
  it('gives every language exactly the English keys, none of them empty', () => {
    for (const [code, catalogue] of Object.entries(CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), code).toEqual(Object.keys(en).sort());
      expect(Object.entries(catalogue).filter(([, text]) => !text.trim()), code).toEqual([]);
    }
  });

  it('gives every translation the same {placeholders} as the English text', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, catalogue] of Object.entries(CATALOGUES)) {
      const wrong = Object.keys(en).filter((key) => names(catalogue[key as keyof typeof en]).join() !== names(en[key as keyof typeof en]).join());
      expect(wrong, code).toEqual([]);
    }
  });

  it('translates the back office, templates included', () => {
    setLanguage('es');
    expect(t('admin.vendors.title')).toBe('Gestión de proveedores');
    expect(t('admin.common.range', { from: 1, to: 10, total: 42 })).toBe('1–10 de 42');
    expect(t('admin.common.actionsFor', { name: 'Acme' })).toBe('Acciones de Acme');
    expect(t('admin.orderStatus.SHIPPED')).toBe('ENVIADO');
    setLanguage('en');
    expect(t('admin.common.range', { from: 1, to: 10, total: 42 })).toBe('1–10 of 42');
    expect(t('admin.paymentMethod.CREDIT_CARD')).toBe(PAYMENT_METHOD_LABELS.CREDIT_CARD);
  });

  it('uses the contract messages as the English validation texts', () => {
    expect(en['validation.passwordComplexity']).toBe(MSG.passwordComplexity);
    expect(en['validation.zipInvalid']).toBe(MSG.zipInvalid);
    expect(en['notFound.title']).toBe(MSG.pageNotFound);
  });

  it('speaks English by default and fills in parameters', () => {
    localStorage.clear();
    syncLanguage();
    expect(getLanguage()).toBe('en');
    expect(t('dashboard.cartItems', { count: 4 })).toBe('4 items in your cart');
  });

  it('switches language, persists the choice and translates contract messages', () => {
    setLanguage('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(t('nav.products')).toBe(es['nav.products']);
    expect(tMessage(MSG.emailRequired)).toBe(es['validation.emailRequired']);
    expect(tMessage('A message from the server')).toBe('A message from the server');
  });

  it('restores the stored language', () => {
    localStorage.setItem('language', 'es');
    syncLanguage();
    expect(getLanguage()).toBe('es');
  });
});
