/**
 * "Download for offline" when it does not go to the end, in Chromium: the page closed part-way
 * (the next tap fetches only what is missing), and a device that fills up part-way (the browser's
 * own quota for the portal's origin lowered through the DevTools protocol once the estimate has
 * fitted and the pictures are coming in, so the next picture written is refused by the browser).
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../fixtures/browser';
import { addAndCheckOut, openDevice, outbox, readStore, signInAs, type Device } from '../fixtures/shopper-device';
import { emptyServerCart } from '../fixtures/admin-api';

let device: Device | undefined;
afterEach(async () => {
  await device?.close();
  device = undefined;
});

const PICTURE = '/api/v1/images/';
const heldPictures = (page: Page) => page.evaluate(async () => (await (await caches.open('product-images')).keys()).map((r) => r.url));
const figure = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

describe('pictures for offline, interrupted, in Chromium', () => {
  // Each journey starts from empty carts on the server (the demo accounts are shared by the journeys).
  beforeEach(async () => {
    await emptyServerCart(DEMO.chapter);
    await emptyServerCart(DEMO.user);
  });
  it('goes on from where a closed page left the download, fetching no picture twice', async () => {
    device = await openDevice();
    const { page } = device;
    await signInAs(page, DEMO.chapter);
    await page.goto('/offline');
    await page.getByRole('button', { name: 'Download for offline' }).click();
    await page.getByTestId('pictures-estimate').waitFor({ timeout: 90_000 });
    await expect.poll(async () => (await heldPictures(page)).length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(30);
    await page.reload();
    const held = new Set(await heldPictures(page));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(PICTURE)) fetched.push(request.url());
    });
    await page.getByRole('button', { name: 'Download for offline' }).click();
    await page.getByTestId('offline-ready').waitFor({ timeout: 90_000 });
    const [, cached, total] = /([\d,]+) of ([\d,]+) pictures saved/.exec(await page.getByTestId('pictures-cached').innerText()) ?? [];
    expect(figure(cached)).toBe(figure(total));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => held.has(url))).toEqual([]);
    expect(held.size + new Set(fetched).size).toBeGreaterThanOrEqual(figure(total));
  });

  it('stops with a clear message when the device fills up, makes room by removing the pictures, and keeps the catalogue, the cart and the orders', async () => {
    device = await openDevice();
    const { page, context } = device;
    await signInAs(page, DEMO.chapter);
    await addAndCheckOut(page);
    await expect.poll(async () => (await outbox(page)).map((row) => row.status), { timeout: 30_000 }).toEqual(['sent']);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(async () => (await readStore(page, 'cartLines')).length).toBe(1);
    const kept = async () => ({
      products: (await readStore(page, 'products')).length,
      outbox: await outbox(page),
      cart: await readStore(page, 'cartLines'),
    });
    const before = await kept();
    expect(before.products).toBeGreaterThan(0);

    await page.goto('/offline');
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    await page.getByRole('button', { name: 'Download for offline' }).click();
    // The estimate fitted and the download is under way: now the device is full.
    await page.getByTestId('pictures-estimate').waitFor({ timeout: 90_000 });
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 64 * 1024 });

    const alert = page.getByTestId('storage-short');
    await alert.waitFor({ timeout: 90_000 });
    const said = await alert.innerText();
    const [, reached, total] = /ran out of storage after ([\d,]+) of ([\d,]+) pictures/.exec(said) ?? [];
    expect(said).toContain('the pictures were removed from this device');
    expect(figure(reached)).toBeGreaterThan(0);
    expect(figure(reached)).toBeLessThan(figure(total));
    expect(await heldPictures(page)).toEqual([]);
    expect(await page.getByTestId('offline-ready').count()).toBe(0);
    expect(await kept()).toEqual(before);

    // With the quota still that low, the room made keeps the cart working.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).nth(1).click();
    await expect.poll(async () => (await readStore(page, 'cartLines')).length).toBe(2);
    await cdp.detach().catch(() => undefined);
  });
});
