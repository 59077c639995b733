import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = await (await fetch('http://127.0.0.1:5310/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'manager@pizzainn.az', password: 'Manager123!' }) })).json();
for (const width of [390, 768, 1280]) {
  for (const lang of ['az', 'en', 'ru', 'tr']) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(base + '/admin/login');
    await page.evaluate(([t, u, l]) => { localStorage.setItem('PizzaInn_token', t); localStorage.setItem('PizzaInn_user', u); localStorage.setItem('PizzaInn_language', l); }, [login.data.token, JSON.stringify(login.data.user), lang]);
    for (const path of ['menu', 'gallery']) {
      await page.goto(`${base}/${lang}/admin/${path}`);
      await page.waitForSelector('h1');
      await page.waitForTimeout(800);
      if (path === 'menu') await page.locator('details > summary', { hasText: { az: 'Mətnlər', en: 'Edit texts', ru: 'Тексты', tr: 'Metinler' }[lang] ?? '' }).first().click(); await page.locator('[data-testid=options-editor]').first().scrollIntoViewIfNeeded().catch(()=>{});
      await page.waitForTimeout(300);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      console.log(width, lang, path, await page.locator('html').getAttribute('lang'), page.url(), wide ? 'WIDER' : 'fits');
      await page.screenshot({ path: `scratch/staff-${path}-${lang}-${width}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
