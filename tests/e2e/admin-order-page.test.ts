/**
 * Back office in Chromium, the order page: the dashboard's "pending" link opens the orders list
 * filtered to pending orders; an admin opens a chapter's order from its number, comments on it,
 * moves it to Processing and reads both in the timeline with their name; printing a vendor's
 * packing slip puts that slip alone on paper, with no buttons. The order page passes axe's
 * serious checks. The shopper is refused the timeline.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiToken, pendingShopperOrder, type PlacedOrder } from '../fixtures/admin-api';
import { seriousViolations } from '../fixtures/axe';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

/** What the paper shows: the visible text of the page under print media, and its visible buttons. */
const onPaper = (page: Page) =>
  page.evaluate(() => ({
    text: document.body.innerText,
    buttons: [...document.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).length,
  }));

describe('the order page in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let order: PlacedOrder;

  beforeAll(async () => {
    browser = await launchBrowser();
    // bypassCSP: axe is added to the page as a script of the test's own.
    context = await newContext(browser, undefined, { bypassCSP: true });
    // The browser's print dialog would wait for a person: the page's print call does nothing here.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    order = await pendingShopperOrder(DEMO.chapter);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('leads from the dashboard to the pending orders, and works an order from its page', async () => {
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    const work = page.getByRole('region', { name: 'Work to do' });
    await work.getByRole('link', { name: /^\d+ pending$/ }).click();
    await page.waitForURL(/\/admin\/orders\?status=PENDING$/);
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Pending' }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: /Processing|Shipped|Delivered/ }).count()).toBe(0);

    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
    await page.getByRole('textbox', { name: 'Internal comment' }).fill('Checked stock with the vendor');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Checked stock with the vendor').waitFor();

    await page.getByRole('button', { name: 'Edit Status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption('PROCESSING');
    await dialog.getByRole('button', { name: 'Update Order' }).click();
    await timeline.getByText(/changed the status from Pending to Processing$/).waitFor();
    const entries = await timeline.getByRole('listitem').allInnerTexts();
    expect(entries[0]).toMatch(/^Status/);
    expect(entries.at(-1)).toMatch(/placed the order/);
    await expect.poll(() => page.locator('button[data-loading]').count(), { timeout: 30_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const firstVendor = page.getByRole('button', { name: /^Print packing slip for / }).first();
    const vendor = ((await firstVendor.getAttribute('aria-label')) ?? '').replace('Print packing slip for ', '');
    await firstVendor.click();
    await page.getByRole('article', { name: `Packing slip for ${vendor}`, includeHidden: true }).waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const paper = await onPaper(page);
    expect(paper.text).toContain('Packing slip');
    expect(paper.text).toContain(vendor);
    expect(paper.text).toContain(order.orderNumber);
    expect(paper.text).not.toContain('Timeline');
    expect(paper.text).not.toContain('$');
    expect(paper.buttons).toBe(0);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('article', { name: `Packing slip for ${vendor}` }).isVisible()).toBe(false);
  });

  it('refuses the timeline, and so its comments, to the shopper', async () => {
    const token = await apiToken(DEMO.chapter);
    expect((await apiGet(token, `/orders/${order.id}/timeline`)).status).toBe(403);
    const own = await apiGet<Record<string, unknown>>(token, `/orders/${order.id}`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.data)).not.toContain('Checked stock with the vendor');
  });
});
