/**
 * Back office in Chromium, Reports & Analytics: each of the three reports downloads as CSV named
 * {report}-{yyyy-MM-dd}.csv with today's date, a byte-order mark, its header row first and every
 * value quoted; in Spanish the headers and the statuses are Spanish words.
 */
import { readFileSync } from 'node:fs';
import { format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

const REPORTS = [
  {
    tab: 'Purchase Report',
    file: 'purchase-report',
    header: ['Item Name', 'SKU', 'Quantity', 'Unit Price', 'Total Price', 'Vendor', 'Chapter', 'Chapter Location', 'Order Date', 'Order Status', 'Order Number', 'PO Number', 'Notes'],
  },
  {
    tab: 'Category Analysis',
    file: 'category-report',
    header: ['Category ID', 'Category', 'Total Value', 'Total Quantity', 'Total Orders', 'Unique Products', 'Unique Chapters', 'Average Order Value'],
  },
  {
    tab: 'Payment Report',
    file: 'payment-report',
    header: ['Payment ID', 'Amount', 'Fee', 'Method', 'Status', 'Vendor', 'Chapter', 'Payment Date', 'Retry Count', 'Scheduled'],
  },
] as const;

/** One CSV line of quoted cells: "a","b ""c""",... Answers the unquoted cells, or null if any cell is bare. */
function quotedCells(line: string): string[] | null {
  if (!/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/.test(line)) return null;
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
}

describe('report exports in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, undefined, { acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, DEMO.admin);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each(REPORTS.map((r) => [r.tab, r] as const))('exports the %s as CSV named {report}-{yyyy-MM-dd}.csv, header row first, every value quoted', async (_tab, report) => {
    await page.goto('/admin/reports');
    await page.getByRole('heading', { name: 'Reports & Analytics' }).waitFor();
    // The last 90 days of the demo data hold orders, categories and payments.
    await page.getByRole('button', { name: 'Last 90 Days' }).click();
    const tab = page.getByRole('tab', { name: report.tab });
    await tab.click();
    // The panel of the chosen tab, once it is the one shown: the last tab's panel can still be on
    // the page for a moment, with an Export button of its own.
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: report.tab });
    const exportButton = panel.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => exportButton.isEnabled(), { timeout: 30_000 }).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(download.suggestedFilename()).toBe(`${report.file}-${today}.csv`);
    expect(download.suggestedFilename()).toMatch(/^[a-z]+-report-\d{4}-\d{2}-\d{2}\.csv$/);

    const text = readFileSync((await download.path())!, 'utf8');
    // A byte-order mark first, so a spreadsheet reads the accents of names right.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split(/\r?\n/).filter((l) => l.length > 0);
    expect(lines.length).toBeGreaterThan(1);
    expect(quotedCells(lines[0]!)).toEqual([...report.header]);
    for (const line of lines.slice(1)) {
      const cells = quotedCells(line);
      expect(cells, `unquoted value in: ${line}`).not.toBeNull();
      expect(cells).toHaveLength(report.header.length);
    }
  });

  it('exports the purchase report in Spanish when Spanish is chosen: Spanish headers and statuses in words', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    try {
      await page.goto('/admin/reports');
      await page.getByRole('heading', { name: 'Informes y análisis' }).waitFor();
      await page.getByRole('button', { name: 'Últimos 90 días' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Informe de compras' });
      const exportButton = panel.getByRole('button', { name: 'Exportar CSV' });
      await expect.poll(() => exportButton.isEnabled(), { timeout: 30_000 }).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = text.slice(1).split(/\r?\n/).filter((l) => l.length > 0);
      expect(quotedCells(header!)!.slice(0, 3)).toEqual(['Artículo', 'SKU', 'Cantidad']);
      const statuses = new Set(rows.map((line) => quotedCells(line)![9]));
      expect([...statuses].every((s) => ['Pendiente', 'En proceso', 'Enviado', 'Entregado', 'Cancelado'].includes(s!)), [...statuses].join(', ')).toBe(true);
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
    }
  });
});
