import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let n = 0;
for (const width of [390, 1280]) {
  for (const lang of ['az', 'en', 'ru', 'tr']) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${base}/${lang}/reservations?occasion=birthday&package=mini-party`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running' && !document.querySelector('[data-remote-slot]:not([data-live])'));
    const day = new Date(Date.now() + (12 + n) * 86400000).toISOString().slice(0, 10);
    await page.locator('#booking-date').fill(day);
    await page.locator('#booking-time option:not([value=""])').first().waitFor({ state: 'attached' });
    const value = await page.locator('#booking-time option:not([value=""])').first().getAttribute('value');
    await page.locator('#booking-time').selectOption(value);
    await page.locator('#booking-fullName').fill('Günay Rzayeva');
    await page.locator('#booking-phoneNumber').fill(`+994 55 444 55 ${10 + n++}`);
    await page.locator('#booking-emailAddress').fill(`party${n}@example.az`);
    await page.locator('form button[type=submit]').last().click();
    await page.waitForTimeout(1500);
    const h = await page.locator('h1, h2').allTextContents();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, lang, wide ? 'WIDER' : 'fits', JSON.stringify(h.slice(0, 3)));
    await page.screenshot({ path: `scratch/party-${lang}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
