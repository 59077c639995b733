import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_INBOX, E2E_PORT_BASE } from './env';

const require = createRequire(__filename);
export const API = `http://127.0.0.1:${E2E_PORT_BASE}/api`;

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${API}/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()}`);
  return (await res.json()).data.token;
}

/** A new staff account of its own for a test, created by an admin through the API; returns its e-mail. */
export async function newStaffAccount(request: APIRequestContext, name: string, prefix: string, password: string): Promise<string> {
  const admin = await apiLogin(request, 'admin@pizzainn.az', 'Admin123!');
  const email = `${prefix}-${Date.now()}@pizzainn.az`;
  const created = await request.post(`${API}/admin/users`, { headers: { Authorization: `Bearer ${admin}` }, data: { name, email, password, role: 'STAFF' } });
  if (created.status() !== 201) throw new Error(`creating ${email}: ${created.status()}`);
  return email;
}

/** Signs a page in the way the admin login does: token and user in storage, English. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post(`${API}/auth/login`, { data: { email, password } });
  const { token, user } = (await res.json()).data;
  await page.goto('/admin/login');
  // once the app runs: starting, it stores the language it shows (the context's az locale), which would undo ours
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, { timeout: 15000 });
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
      localStorage.setItem('PizzaInn_language', 'en');
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.addScriptTag({ content: fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Visible text of the page outside the given selectors, one entry per text node. */
export async function visibleTexts(page: Page, exclude: string[]): Promise<string[]> {
  return page.evaluate((skip) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || skip.some((s) => el.closest(s))) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      out.push(text);
    }
    return out;
  }, exclude);
}

/** The newest e-mail to an address in the site's development inbox (MailDev's REST API), waiting for it to arrive. */
export async function inboxMail(request: APIRequestContext, to: string, timeoutMs = 15000): Promise<{ subject: string; text: string; html: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await request.get(`${E2E_INBOX}/api/email`)).json()) as Array<{
      subject: string;
      text: string;
      html: string;
      to: Array<{ address: string }>;
    }>;
    const found = mails.filter((m) => m.to.some((r) => r.address === to.toLowerCase())).pop();
    if (found) return found;
    if (Date.now() > until) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link to the site in an e-mail's text. */
export const linkIn = (mail: { text: string }, path: string) => new RegExp(`https?://\\S+/${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)![0];

/**
 * Places a delivery's pin a little north of the restaurant, in the centre zone (2,00 ₼ from 10,00 ₼): the checkout's
 * map opens fitted to the zones with the restaurant in its middle.
 */
export async function pinNearRestaurant(page: Page): Promise<void> {
  const map = page.getByTestId('delivery-map');
  await expect(map).toHaveAttribute('data-map', 'ready');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 15);
}
