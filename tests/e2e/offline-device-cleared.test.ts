/**
 * A tablet whose browser cleared the portal's storage, in Chromium: the site's IndexedDB, Cache
 * Storage, localStorage and service worker are wiped through the DevTools protocol while its
 * cookies stay, as Safari does after seven days unused and any engine under storage pressure. The
 * next sign-in says so, with the order that was waiting on the tablet (decision 030).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../fixtures/browser';
import { addAndCheckOut, openDevice, outbox, readyForOffline, serverOrders, signInAs, type Device } from '../fixtures/shopper-device';
import { emptyServerCart } from '../fixtures/admin-api';

let device: Device | undefined;
afterEach(async () => {
  await device?.close();
  device = undefined;
});

describe('a tablet whose storage the browser cleared, in Chromium', () => {
  // Each journey starts from empty carts on the server (the demo accounts are shared by the journeys).
  beforeEach(async () => {
    await emptyServerCart(DEMO.chapter);
    await emptyServerCart(DEMO.user);
  });
  it('says so at the next sign-in, with the order that was waiting on it, instead of showing a tablet as good as new', async () => {
    device = await openDevice();
    const { page, context, proxy } = device;
    await signInAs(page, DEMO.chapter);
    await readyForOffline(page);
    proxy.setMode('down');
    await addAndCheckOut(page);
    const [waiting] = await outbox(page);
    // Not sent: waiting, or being tried against a server that is not there.
    expect(['queued', 'sending']).toContain(waiting?.status);
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('portal_device_local=c1w1');

    // The app is closed (as for the seven days Safari waits), then the storage goes.
    const origin = new URL(page.url()).origin;
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb,cache_storage,local_storage,service_workers' });
    await cdp.detach();
    proxy.setMode('up');

    await signInAs(page, DEMO.chapter);
    const notice = page.getByTestId('device-cleared');
    await notice.waitFor({ timeout: 30_000 });
    const said = await notice.innerText();
    expect(said).toContain("This tablet's browser cleared the portal's saved data");
    expect(said).toContain('1 order was waiting on this tablet when it was last used');
    expect(await serverOrders(DEMO.chapter, [waiting!.clientOrderId])).toEqual([]);

    // The catalogue comes back, and the notice stays until dismissed, also after a reload.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor({ timeout: 90_000 });
    await page.reload();
    await page.getByTestId('device-cleared').getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByTestId('device-cleared').count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    expect(await page.getByTestId('device-cleared').count()).toBe(0);
  });
});
