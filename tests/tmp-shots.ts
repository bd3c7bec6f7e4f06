import { chromium } from 'playwright-core';
const base = process.env.BASE!;
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [label, viewport, lang] of [['tablet', { width: 1024, height: 768 }, 'en'], ['phone', { width: 390, height: 844 }, 'es']] as const) {
  const context = await browser.newContext({ baseURL: base, viewport, serviceWorkers: 'block' });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[type=email]').fill('chapter@chapterportal.test');
  await page.locator('input[type=password]').fill('Demo1234');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/dashboard|products/);
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await cards.nth(3).waitFor({ timeout: 60000 });
  for (let i = 0; i < 3; i++) {
    const add = cards.nth(i).locator('button.pcard-button.solid');
    if (await add.count()) await add.click();
  }
  await cards.nth(0).locator('.qstep-button.plus').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${label}-products.png` });
  await page.locator('a[href="/cart"]').first().click();
  await page.waitForURL(/\/cart/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${label}-cart.png`, fullPage: true });
  await page.goBack();
  await cards.nth(0).locator('a.pcard-button').click();
  await page.waitForURL(/\/products\/\d+/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${label}-details.png` });
  await context.close();
}
await browser.close();
