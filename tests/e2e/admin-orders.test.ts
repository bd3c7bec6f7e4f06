/**
 * Back office in Chromium, order status: an admin moves a chapter's new order along the allowed
 * steps (PENDING -> PROCESSING -> SHIPPED; the status picker offers no jump straight to SHIPPED)
 * in Order Management, and the shopper sees SHIPPED on My Orders, on the order's page and
 * in the notifications of the top bar.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingShopperOrder, type PlacedOrder } from '../fixtures/admin-api';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

async function openStatus(page: Page, order: PlacedOrder) {
  const dialog = page.getByRole('dialog');
  // The list refreshes after each change; a menu opened while it re-renders can close under the
  // click, so the menu is opened again until the dialog shows.
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: `Actions for ${order.orderNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Status' }).click();
    try {
      await dialog.getByText('Edit Order Status').waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  return dialog;
}

async function setStatus(page: Page, order: PlacedOrder, status: string) {
  const dialog = await openStatus(page, order);
  await dialog.getByLabel('Status').selectOption(status);
  await dialog.getByRole('button', { name: 'Update Order' }).click();
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
}

describe('order status in Chromium', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let order: PlacedOrder;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await newContext(browser);
    shopperContext = await newContext(browser);
    order = await pendingShopperOrder(DEMO.chapter);
  });
  afterAll(async () => {
    await adminContext?.close();
    await shopperContext?.close();
    await browser?.close();
  });

  it('ships a pending order step by step and the shopper sees it shipped and is notified', async () => {
    expect(order.status).toBe('PENDING');
    const page = await adminContext.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(order.orderNumber);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await row.getByText('Pending', { exact: true }).waitFor();

    // The rules allow no jump from PENDING to SHIPPED: the picker offers only the moves they allow.
    const dialog = await openStatus(page, order);
    const choices = await dialog.getByLabel('Status').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(choices).toContain('PROCESSING');
    expect(choices).not.toContain('SHIPPED');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);

    await setStatus(page, order, 'PROCESSING');
    await page.getByText('Order updated successfully').first().waitFor();
    await row.getByText('Processing', { exact: true }).waitFor();
    await setStatus(page, order, 'SHIPPED');
    await row.getByText('Shipped', { exact: true }).waitFor();

    // The shopper: My Orders, the order's page, the bell.
    const shopper = await shopperContext.newPage();
    await signIn(shopper, DEMO.chapter);
    await shopper.goto('/orders');
    const card = shopper.getByTestId('server-order').filter({ hasText: order.orderNumber });
    await card.waitFor();
    expect(await card.locator('[data-status]').getAttribute('data-status')).toBe('SHIPPED');
    const mine = card.getByRole('link', { name: order.orderNumber });

    await mine.click();
    await shopper.waitForURL(new RegExp(`/orders/${order.id}$`));
    await shopper.getByRole('heading', { name: new RegExp(order.orderNumber) }).first().waitFor();
    expect(await shopper.locator('main h1 ~ [data-status]').first().getAttribute('data-status')).toBe('SHIPPED');

    await shopper.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    const notice = shopper.getByRole('listitem').filter({ hasText: `Order ${order.orderNumber} shipped` });
    await notice.waitFor();
    await notice.getByText(`Your order ${order.orderNumber} changed from PROCESSING to SHIPPED.`).waitFor();
  });
});
