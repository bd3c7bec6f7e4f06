/**
 * Back office in Chromium, round trips over the demo data: the products and vendors lists, exported
 * as CSV in English or Spanish, check back in their import dialog with every row unchanged and the
 * export's read-only columns named; the product template's sample row passes the check.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

const TEXTS = {
  en: { exportCsv: 'Export CSV', importCsv: 'Import CSV', file: 'CSV file', check: 'Check file', template: 'Download template', rows: 'Rows', unchanged: 'Unchanged', errors: 'With errors', create: 'New', ignored: 'Read-only columns left out' },
  es: { exportCsv: 'Exportar CSV', importCsv: 'Importar CSV', file: 'Archivo CSV', check: 'Revisar archivo', template: 'Descargar plantilla', rows: 'Filas', unchanged: 'Sin cambios', errors: 'Con errores', create: 'Nuevos', ignored: 'Columnas de solo lectura que no se importan' },
} as const;

describe('CSV round trips in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { width: 1440, height: 900 }, { acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, DEMO.admin);
  });
  afterAll(async () => {
    await page?.evaluate(() => localStorage.setItem('language', 'en')).catch(() => undefined);
    await context?.close();
    await browser?.close();
  });

  /** The count a summary badge of the checked file shows ("Unchanged: 12"). */
  const badge = async (label: string) => {
    const text = await page.getByRole('dialog').getByRole('listitem').filter({ hasText: new RegExp(`^${label}: `) }).textContent();
    return Number(text!.split(': ')[1]);
  };

  it.each([
    ['products', 'en'],
    ['vendors', 'es'],
  ] as const)('checks the %s export (%s) back with every row unchanged and the read-only columns named', async (list, lang) => {
    const T = TEXTS[lang];
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/admin/${list}`);
    const exportButton = page.getByRole('button', { name: T.exportCsv, exact: true });
    await exportButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);

    await page.getByRole('button', { name: T.importCsv }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.file).setInputFiles((await download.path())!);
    await dialog.getByRole('button', { name: T.check }).click();
    await dialog.getByText(new RegExp(`^${T.ignored}: `)).waitFor({ timeout: 30_000 });
    const rows = await badge(T.rows);
    expect(rows).toBeGreaterThan(0);
    expect(await badge(T.errors)).toBe(0);
    expect(await badge(T.unchanged)).toBe(rows);
    await page.keyboard.press('Escape');
  });

  it('checks the product template as downloaded with its sample row accepted', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/admin/products');
    await page.getByRole('button', { name: TEXTS.en.importCsv }).click();
    const dialog = page.getByRole('dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: TEXTS.en.template }).click()]);
    expect(download.suggestedFilename()).toBe('products-import-template.csv');
    await dialog.getByLabel(TEXTS.en.file).setInputFiles((await download.path())!);
    await dialog.getByRole('button', { name: TEXTS.en.check }).click();
    await dialog.getByText('No errors found. The file is ready to import.').waitFor({ timeout: 30_000 });
    expect(await badge(TEXTS.en.create)).toBe(1);
    expect(await badge(TEXTS.en.errors)).toBe(0);
  });
});
