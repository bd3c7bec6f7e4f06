/**
 * Who may cancel a chapter's order, as a member and the chapter account see it in Chromium: the
 * member reads who placed the chapter account's pending order and is offered no Cancel (the API
 * refuses it too, decision 028); the chapter account is offered Cancel on the same order.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, baseUrl, launchBrowser, signedInPage } from '../fixtures/browser';

interface Listed {
  id: number;
  orderNumber: string;
  user: { email: string; firstName: string; lastName: string };
}

async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO.password }) });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

describe('cancelling a chapter order in Chromium', () => {
  let browser: Browser;
  let order: Listed;
  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await tokenOf(DEMO.user);
    const res = await fetch(`${baseUrl()}/api/v1/orders?status=PENDING&limit=100`, { headers: { authorization: `Bearer ${token}` } });
    const items = ((await res.json()) as { data: { items: Listed[] } }).data.items;
    // The demo chapter's orders include pending ones placed by its chapter account.
    order = items.find((o) => o.user.email === DEMO.chapter)!;
    expect(order).toBeDefined();
  });
  afterAll(async () => browser?.close());

  it('shows a member who placed the order and no Cancel; the server refuses the member too', async () => {
    const { context, page } = await signedInPage(browser, DEMO.user);
    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('order-copy-facts').waitFor();
    expect(await page.getByTestId('order-buyer').textContent()).toBe(`Placed by ${order.user.firstName} ${order.user.lastName}`);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const refused = await page.evaluate(async (id) => {
      const res = await fetch(`/api/v1/orders/${id}/cancel`, { method: 'DELETE', headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    }, order.id);
    expect(refused).toEqual({ status: 403, code: 'NOT_ORDER_AUTHOR' });
    await context.close();
  });

  it('offers the chapter account Cancel on the same order', async () => {
    const { context, page } = await signedInPage(browser, DEMO.chapter);
    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();
    await context.close();
  });
});
