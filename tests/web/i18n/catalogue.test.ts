import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, NOT_FOUND } from '@portal/contract/messages';
import { PAYMENT_METHOD_LABELS } from '@portal/contract/rules';
import { ApiError, networkError } from '@portal/web/lib/api/api-error.ts';
import { NAMESPACES, PLURAL_SUFFIXES, namespaceOf, type Namespace } from '@portal/web/lib/i18n/catalogue.ts';
import { TRANSLATED_CODES, errorText, ruleText } from '@portal/web/lib/i18n/errors.ts';
import { formatDate, formatMoney, formatNumber, formatRelative } from '@portal/web/lib/i18n/format.ts';
import { regionalLocale } from '@portal/web/lib/i18n/number-marks.ts';
import { LANGUAGES, getLanguage, i18n, loadNamespaces, setLanguage, syncLanguage, t, type MessageKey } from '@portal/web/lib/i18n/i18n.ts';
import { orderStatusLabel, paymentMethodLabel } from '@portal/web/lib/i18n/labels.ts';

afterEach(() => setLanguage('en'));

type Texts = Record<string, string>;
const files = import.meta.glob<{ default: Texts }>('../../../web/src/lib/i18n/locales/*/*.ts', { eager: true });
function catalogue(language: string, namespace: Namespace): Texts {
  const file = files[`../../../web/src/lib/i18n/locales/${language}/${namespace}.ts`];
  if (!file) throw new Error(`locales/${language}/${namespace}.ts is missing`);
  return file.default;
}
const pluralSuffix = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);
/** Placeholder names, formats left out: '{count, number}' counts as 'count'. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:,\s*\w+)?\}/g)].map((m) => m[1]))].sort().join();

/** Tú forms (pronouns, verbs, imperatives) the Spanish texts must not use: they speak as usted ('Escriba', 'su'). */
const INFORMAL_ANYWHERE = new Set([
  'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas', 'puedes', 'quieres', 'tienes', 'debes', 'estás', 'eres',
  'escribe', 'pulsa', 'elige', 'selecciona', 'introduce', 'sube', 'corrige', 'revisa', 'comprueba', 'añade', 'separa', 'pega', 'toca', 'inténtalo',
  'asegúrate', 'regístrate', 'introdúcelo', 'introdúcelos', 'introdúcela', 'introdúcelas', 'déjalo', 'déjala', 'vuélvelo', 'pruébalo', 'escríbelo', 'corrígelo',
]);
/** Imperatives that are also a third person ('cuando vuelve la conexión'): informal where a sentence or clause starts. */
const INFORMAL_AT_START = new Set(['usa', 'abre', 'vuelve', 'busca', 'haz', 'pon', 'espera', 'guarda', 'cambia', 'confirma', 'rellena', 'deja', 'elimina', 'inicia', 'cierra', 'intenta', 'contacta', 'descarga', 'actualiza', 'recarga', 'indica', 'prueba']);

describe('UI text catalogues', () => {
  it('has one file per language and namespace, and no other', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => `../../../web/src/lib/i18n/locales/${l.code}/${ns}.ts`)).sort());
  });

  it('keeps every key in the namespace its first part names, so t() finds it', () => {
    for (const namespace of NAMESPACES) {
      const misplaced = Object.keys(catalogue('en', namespace)).filter((key) => namespaceOf(key) !== namespace);
      expect(misplaced, namespace).toEqual([]);
    }
  });

  it('gives every language the English keys (plural forms by its own CLDR categories), none empty', () => {
    for (const { code } of LANGUAGES) {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES) {
        const english = Object.keys(catalogue('en', namespace));
        const plain = english.filter((key) => !pluralSuffix.test(key));
        const plurals = [...new Set(english.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)))];
        const expected = [...plain, ...plurals.flatMap((base) => categories.map((category) => `${base}_${category}`))].sort();
        const texts = catalogue(code, namespace);
        expect(Object.keys(texts).sort(), `${code}/${namespace}`).toEqual(expected);
        expect(Object.entries(texts).filter(([, text]) => !text.trim()), `${code}/${namespace}`).toEqual([]);
      }
    }
  });

  it('gives every translation the same {placeholders} as the English text', () => {
    for (const { code } of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const english = catalogue('en', namespace);
        const texts = catalogue(code, namespace);
        const wrong = Object.keys(texts).filter((key) => {
          const reference = english[key] ?? english[key.replace(pluralSuffix, '_other')]!;
          return placeholders(texts[key]!) !== placeholders(reference);
        });
        expect(wrong, `${code}/${namespace}`).toEqual([]);
      }
    }
  });

  it('addresses the reader as usted in Spanish, never with tú forms', () => {
    const informal = (text: string) => {
      const words = text.toLowerCase().split(/[^\p{L}]+/u);
      const starts = [...text.toLowerCase().matchAll(/(?:^|[.:;!?¿¡—(]\s*)(\p{L}+)/gu)].map((m) => m[1]!);
      return [...words.filter((w) => INFORMAL_ANYWHERE.has(w)), ...starts.filter((w) => INFORMAL_AT_START.has(w))];
    };
    for (const namespace of NAMESPACES) {
      const found = Object.entries(catalogue('es', namespace)).flatMap(([key, text]) => informal(text).map((word) => `${key}: ${word}`));
      expect(found, namespace).toEqual([]);
    }
  });

  it('uses the contract messages as the English validation texts', () => {
    const common = catalogue('en', 'common');
    expect(common['validation.passwordComplexity']).toBe(MSG.passwordComplexity);
    expect(common['validation.zipInvalid']).toBe(MSG.zipInvalid);
    expect(common['notFound.title']).toBe("Page Not Found");
  });

  it('has a text in every language for each server error code it translates', () => {
    for (const { code } of LANGUAGES) {
      const missing = TRANSLATED_CODES.filter(([, key]) => !catalogue(code, namespaceOf(key))[key]).map(([c]) => c);
      expect(missing, code).toEqual([]);
    }
  });
});

describe('t()', () => {
  it('translates the back office, templates included', async () => {
    await setLanguage('es');
    expect(t('admin.vendors.title')).toBe('Gestión de proveedores');
    expect(t('admin.common.range', { from: 1, to: 10, total: 42 })).toBe('1–10 de 42');
    expect(t('admin.common.actionsFor', { name: 'Acme' })).toBe('Acciones de Acme');
    expect(orderStatusLabel('SHIPPED')).toBe('ENVIADO');
    await setLanguage('en');
    expect(t('admin.common.range', { from: 1, to: 10, total: 42 })).toBe('1–10 of 42');
    expect(paymentMethodLabel('CREDIT_CARD')).toBe(PAYMENT_METHOD_LABELS.CREDIT_CARD);
    expect(orderStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('picks the CLDR plural form of the active language and formats the count', async () => {
    expect(t('dashboard.cartItems', { count: 1 })).toBe('1 item in your cart');
    expect(t('dashboard.cartItems', { count: 4 })).toBe('4 items in your cart');
    expect(t('shop.productCount', { count: 20000 })).toBe('20,000 products');
    await setLanguage('es');
    expect(t('dashboard.cartItems', { count: 1 })).toBe('1 artículo en su carrito');
    expect(t('dashboard.cartItems', { count: 0 })).toBe('0 artículos en su carrito');
    expect(t('shop.productCount', { count: 20000 })).toBe('20,000 productos');
    expect(t('shop.productCount', { count: 1000000 })).toBe('1,000,000 de productos');
  });

  it('speaks English by default', async () => {
    localStorage.clear();
    await syncLanguage();
    expect(getLanguage()).toBe('en');
    expect(t('auth.signIn')).toBe('Sign In');
  });

  it('switches language, persists the choice and words contract rules by code', async () => {
    await setLanguage('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(t('nav.products')).toBe(catalogue('es', 'shop')['nav.products']);
    expect(ruleText({ code: 'EMAIL_REQUIRED' })).toBe(catalogue('es', 'common')['validation.emailRequired']);
    expect(ruleText({ code: 'TOO_LONG', figures: { max: 100 } }, 'Buscar')).toBe('Buscar debe tener como máximo 100 caracteres');
  });

  it('restores the stored language', async () => {
    localStorage.setItem('language', 'es');
    await syncLanguage();
    expect(getLanguage()).toBe('es');
  });

  it('accepts only keys the English catalogues hold (checked by the type checker)', () => {
    // @ts-expect-error a key no catalogue has
    const unknown: MessageKey = 'shop.noSuchKey';
    expect(t(unknown)).toBe('shop.noSuchKey');
  });
});

describe('server errors', () => {
  it('are shown by their code in the active language', async () => {
    const refused = new ApiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    expect(errorText(refused, 'auth.loginFailed')).toBe('Invalid email or password');
    await setLanguage('es');
    expect(errorText(refused, 'auth.loginFailed')).toBe('Correo electrónico o contraseña no válidos');
    expect(errorText(networkError(), 'auth.loginFailed')).toMatch(/^Sin conexión/);
  });

  it('say how long to wait when the server gave the wait, in the active language, and a general wait when not', async () => {
    const limited = (retryAfterSeconds?: number) =>
      new ApiError(429, 'Too many sign-in attempts. Please try again in 3 minutes.', 'TOO_MANY_REQUESTS', {}, retryAfterSeconds === undefined ? null : { retryAfterSeconds });
    expect(errorText(limited(150), 'auth.loginFailed')).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(errorText(limited(1), 'auth.loginFailed')).toBe('Too many attempts. Please try again in 1 second.');
    await setLanguage('es');
    expect(errorText(limited(150), 'auth.loginFailed')).toBe('Demasiados intentos. Inténtelo de nuevo en 3 minutos.');
    expect(errorText(limited(45), 'auth.loginFailed')).toBe('Demasiados intentos. Inténtelo de nuevo en 45 segundos.');
    expect(errorText(limited(), 'auth.loginFailed')).toBe(catalogue('es', 'common')['errors.TOO_MANY_REQUESTS']);
  });

  it('word a refusal by its first field’s rule or its figures, then fall back to the server message, then to the caller’s text', async () => {
    await setLanguage('es');
    const refused = (rules: Record<string, unknown>) => new ApiError(400, 'English words the screen never shows (field)', 'VALIDATION_FAILED', {}, null, rules);
    expect(errorText(refused({ email: { code: 'EMAIL_INVALID' } }), 'auth.loginFailed')).toBe(catalogue('es', 'common')['validation.emailInvalid']);
    expect(errorText(refused({ chapterId: { code: 'CHAPTER_NOT_FOUND' } }), 'auth.loginFailed')).toBe(catalogue('es', 'common')['validation.notFound.chapter']);
    expect(errorText(new ApiError(404, NOT_FOUND.vendor, 'NOT_FOUND', {}, { kind: 'vendor' }), 'auth.loginFailed')).toBe(catalogue('es', 'common')['validation.notFound.vendor']);
    // No English-to-key lookup is left: a refusal with neither rules nor figures shows the server's words.
    expect(errorText(new ApiError(400, `${MSG.emailInvalid} (email)`, 'VALIDATION_FAILED'), 'auth.loginFailed')).toBe(`${MSG.emailInvalid} (email)`);
    expect(errorText(new ApiError(409, 'Order 12 is already shipped', 'INVALID_TRANSITION'), 'auth.loginFailed')).toBe('Order 12 is already shipped');
    expect(errorText(new Error('boom'), 'auth.loginFailed')).toBe(catalogue('es', 'auth')['auth.loginFailed']);
  });
});

describe('formats', () => {
  const moment = new Date(2026, 10, 23, 16, 5);

  it('writes dates, numbers and money the active language’s way', async () => {
    expect(formatDate(moment)).toBe('Nov 23, 2026');
    expect(formatDate(moment, 'dateTime')).toMatch(/^Nov 23, 2026.*4:05\sPM$/);
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatRelative(new Date(moment.getTime() - 5 * 60_000), moment.getTime())).toBe('5 minutes ago');
    await setLanguage('es');
    expect(formatDate(moment)).toBe('23 nov 2026');
    // Spanish as written in the US, where the chapters are: the same marks and dollar sign as English.
    expect(formatDate(moment, 'dateTime')).toMatch(/^23 nov 2026.*4:05\sp\.m\.$/);
    expect(formatDate(moment, 'short')).toBe('23/11/2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatRelative(new Date(moment.getTime() - 5 * 60_000), moment.getTime())).toBe('hace 5 minutos');
  });

  it('writes money and whole numbers as Intl does, in every language', async () => {
    const amounts = [0, 1, 5, 99, 100, 999, 1000, 12_345, 99_999, 100_000, 123_450, 1_234_567, 100_000_000, 987_654_321_012];
    // A spread of sizes, both signs, the group boundaries and a few pseudo-random values.
    let seed = 7;
    for (let i = 0; i < 40; i++) amounts.push((seed = (seed * 48_271) % 2_147_483_647) % 10 ** (1 + (i % 12)));
    for (const { code } of LANGUAGES) {
      await setLanguage(code);
      const money = new Intl.NumberFormat(regionalLocale(code), { style: 'currency', currency: 'USD' });
      const whole = new Intl.NumberFormat(regionalLocale(code));
      for (const value of [...amounts, ...amounts.filter(Boolean).map((v) => -v)]) {
        expect(formatMoney(value), `${code} money ${value}`).toBe(money.format(value / 100));
        expect(formatNumber(value), `${code} number ${value}`).toBe(whole.format(value));
      }
    }
  });

  it('writes counts in texts with the language\'s marks, and other number styles through Intl', async () => {
    for (const { code } of LANGUAGES) {
      await setLanguage(code);
      await loadNamespaces('shop');
      const whole = new Intl.NumberFormat(regionalLocale(code));
      for (const count of [2, 1234, 12_345, 1_234_567]) expect(t('shop.productCount', { count })).toContain(whole.format(count));
    }
    await setLanguage('es');
    expect(t('shop.productCount', { count: 1234 })).toBe('1,234 productos');
    expect(t('shop.productCount', { count: 12_345 })).toBe('12,345 productos');
    // A style the marks do not cover goes through Intl.
    expect(i18n.services.formatter?.format(0.256, 'number(style: percent)', 'es', {})).toBe(new Intl.NumberFormat('es-US', { style: 'percent' }).format(0.256));
    expect(i18n.services.formatter?.format(1234.5, 'number', 'en', { count: 3 })).toBe('1,234.5');
  });

  it('writes prices and counts without making an Intl number format (the first one loads number data)', async () => {
    await loadNamespaces('shop');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const { code } of LANGUAGES) {
        await setLanguage(code);
        // Values no other test formats: i18next keeps a formatter per value it has met.
        formatMoney(123_457);
        formatNumber(98_761);
        t('shop.productCount', { count: 20_003 });
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
