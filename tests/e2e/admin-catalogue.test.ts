/**
 * Back office in Chromium, the catalogue journey: an admin creates a vendor through Vendor
 * Management, a product for it through Products Management, uploads two images at once, moves
 * them and finds the new order after a reload, then deactivates the product. A chapter shopper
 * sees the product in the offline catalogue while it is active and no longer after the next sync.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePngFiles } from '../fixtures/admin-api';
import { DEMO, launchBrowser, newContext, signIn } from '../fixtures/browser';

const stamp = Date.now().toString(36);
const vendorName = `Lantern Works ${stamp}`;
const productName = `Brass Lantern ${stamp}`;

async function imageOrder(page: Page): Promise<string[]> {
  const grid = page.getByRole('dialog').getByRole('list', { name: 'Product images' });
  return grid.locator('li[data-image-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-image-id') ?? ''));
}

async function openImageManager(page: Page) {
  await page.getByLabel('Search', { exact: true }).fill(productName);
  const button = page.getByRole('button', { name: new RegExp(`^Manage images of ${productName}`) });
  await button.waitFor();
  await button.click();
  await page.getByRole('dialog').getByText('Manage Product Images').waitFor();
}

/**
 * Opens the shopper's catalogue searched for the product (a page load also starts the app's
 * catalogue sync) and answers how many cards carry its name once the list has settled.
 */
async function shopperCards(shopper: Page): Promise<number> {
  await shopper.goto(`/products?search=${encodeURIComponent(productName)}`);
  const card = shopper.getByRole('heading', { name: productName });
  await card.or(shopper.getByText('No products found. Try adjusting your search or filters.')).first().waitFor();
  return card.count();
}

describe('back office catalogue in Chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newContext(browser);
    page = await admin.newPage();
    shopperContext = await newContext(browser);
  });
  afterAll(async () => {
    await admin?.close();
    await shopperContext?.close();
    await browser?.close();
  });

  it('creates a vendor, a product with two reordered images, deactivates it, and the shopper catalogue follows', async () => {
    await signIn(page, DEMO.admin);

    // Vendor Management: Add Vendor form.
    await page.goto('/admin/vendors');
    await page.getByRole('heading', { name: 'Vendor Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const vendorDialog = page.getByRole('dialog');
    await vendorDialog.getByText('Add New Vendor').waitFor();
    const fields: Array<[RegExp, string]> = [
      [/^Company Name/, vendorName],
      [/^Contact Name/, 'Pat Lantern'],
      [/^Email/, `orders-${stamp}@lanternworks.test`],
      [/^Address/, '12 Wick Street'],
      [/^City/, 'Austin'],
      [/^State/, 'TX'],
      [/^ZIP Code/, '73301'],
    ];
    for (const [label, value] of fields) await vendorDialog.getByLabel(label).fill(value);
    await vendorDialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Vendor created').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Products Management: Add Product for that vendor.
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Products Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const productDialog = page.getByRole('dialog');
    await productDialog.getByText('Add New Product').waitFor();
    await productDialog.getByLabel(/^Product Name/).fill(productName);
    await productDialog.getByLabel(/^Description/).fill('A solid brass lantern for evening events.');
    await productDialog.getByLabel(/^Price \(USD\)/).fill('24.50');
    await productDialog.getByLabel(/^Vendor/).selectOption({ label: vendorName });
    await productDialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Product created').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The shopper's first sync after sign-in brings the new, active product.
    const shopper = await shopperContext.newPage();
    await signIn(shopper, DEMO.chapter);
    await expect.poll(() => shopperCards(shopper), { timeout: 60_000, interval: 1_000 }).toBe(1);

    // Two images in one upload.
    await openImageManager(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Image files').setInputFiles(await makePngFiles());
    await dialog.getByText('2 images uploaded').waitFor();
    await expect.poll(() => imageOrder(page).then((ids) => ids.length)).toBe(2);
    const before = await imageOrder(page);

    // The keyboard way: move the first image later.
    await dialog.getByRole('button', { name: 'Move image 1 later' }).click();
    await dialog.getByText('Images reordered').waitFor();
    await expect.poll(() => imageOrder(page)).toEqual([before[1], before[0]]);

    // The new order is the server's: it survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Products Management' }).waitFor();
    await openImageManager(page);
    await expect.poll(() => imageOrder(page)).toEqual([before[1], before[0]]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Deactivate through the row menu.
    await page.getByRole('button', { name: `Actions for ${productName}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('Product deactivated').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByText('Inactive').waitFor();

    // After the next catalogue sync the shopper no longer has it.
    await expect.poll(() => shopperCards(shopper), { timeout: 60_000, interval: 1_000 }).toBe(0);
  });
});
