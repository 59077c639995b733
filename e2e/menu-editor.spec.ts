// The menu editor as a manager uses it: a photo uploaded for a dish reaches the public menu in its srcset variants, an
// option changed in the form reaches the item page, prices are typed with a comma, and a dish is sold out at one tap.
// Everything changed here is put back afterwards (other browser tests and the page snapshots see the seeded menu).
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin, signInAs } from './helpers';

const require = createRequire(__filename);
test.beforeEach(() => writeRemotes(defaultRemotes()));

const MANAGER = ['manager@pizzainn.az', 'Manager123!'] as const;
const BBQ = 4;

test('a manager edits a dish: photo, option, price with a comma and sold out, and the storefront follows', async ({ page, browser, request }) => {
  test.setTimeout(90000);
  const token = await apiLogin(request, MANAGER[0], MANAGER[1]);
  const auth = { Authorization: `Bearer ${token}` };
  const seeded = (await (await request.get(`${API}/admin/menu?menu=main`, { headers: auth })).json()).data
    .flatMap((c: { items: unknown[] }) => c.items)
    .find((i: { id: number }) => i.id === BBQ);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(admin, MANAGER[0], MANAGER[1]);
  try {
    await admin.goto('/admin/menu');
    const row = admin.getByTestId('item-bbq-chicken');
    // Every view below follows each edit in the same document: the menu is read again by the mutation's invalidation.
    await admin.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const menuReads: string[] = [];
    admin.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/admin/menu') menuReads.push(r.url());
    });

    // A price with a comma saves; letters get a field message and change nothing.
    const price = row.getByLabel('Price of BBQ Chicken');
    await price.fill('abc');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByRole('alert')).toHaveText('Enter a price in manat, for example 16,90.');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('16,90');
    const readsBefore = menuReads.length;
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByTestId('item-bbq-chicken').getByRole('status')).toHaveText('Saved');
    // The list was read again after the save, with no reload: the row's price as the server keeps it (shown from the
    // menu's answer, not from what was typed) is the new one.
    await expect.poll(() => menuReads.length).toBeGreaterThan(readsBefore);
    await expect(row.locator('.admin-row > .admin-muted')).toHaveText('16,90 ₼');

    // A photo through the upload: preview in the editor, variants on the public menu.
    await admin.getByTestId('item-bbq-chicken').locator('summary').click();
    const editor = admin.getByTestId('editor-bbq-chicken');
    const sharp = require('sharp') as typeof import('sharp').default;
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .toBuffer();
    await editor.getByLabel(/Upload a photo/).setInputFiles({ name: 'bbq.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(editor.getByRole('status')).toHaveText('Photo saved: the menu shows it now.');
    await expect(editor.getByTestId('picture-preview')).toHaveAttribute('src', /\/api\/menu\/images\/photo-[0-9a-f-]{36}\.webp$/);
    // Not a picture: a field message, the photo stays.
    await editor.getByLabel(/Upload a photo/).setInputFiles({ name: 'bbq.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(editor.getByRole('alert')).toHaveText('This file is not a picture we can use (JPEG, PNG, WebP, GIF or AVIF).');

    // An option changed in the form (no JSON): the extra cheese costs 2,00 and is called "Extra mozzarella".
    const cheese = editor.getByTestId('option-extras-extra-cheese');
    // What the item's request schema refuses is named at its field before anything is sent: a price difference in
    // letters and an option left without its Azerbaijani name.
    const itemWrites: string[] = [];
    admin.on('request', (r) => {
      if (r.method() === 'PATCH' && /\/api\/admin\/menu\/items\//.test(r.url())) itemWrites.push(r.url());
    });
    const azName = cheese.getByLabel('Name (Azerbaijani)');
    const azBefore = await azName.inputValue();
    await azName.fill('');
    await cheese.getByLabel('Price difference (₼)').fill('abc');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(cheese).toContainText('Enter a price in manat, for example 16,90.');
    await expect(cheese).toContainText('The Azerbaijani name is required.');
    await expect(azName).toHaveAttribute('aria-invalid', 'true');
    expect(itemWrites).toEqual([]);
    await azName.fill(azBefore);
    await cheese.getByLabel('Name (English)').fill('Extra mozzarella');
    await cheese.getByLabel('Price difference (₼)').fill('2,00');
    // A dietary tag ticked in the editor shows on the card and in the filter.
    await editor.getByRole('group', { name: 'Dietary tags' }).getByLabel('Spicy').check();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved');

    await page.goto('/en/menu');
    const card = page.getByTestId('menu-item').filter({ hasText: 'BBQ Chicken' });
    await expect(card).toContainText('16,90 ₼');
    await expect(card.getByTestId('menu-diet')).toHaveText(['With meat', 'Spicy']);
    await page.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Spicy' }).click();
    await expect(page.getByTestId('menu-item').filter({ hasText: 'BBQ Chicken' })).toHaveCount(1);
    await page.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Spicy' }).click();
    const sources = await card.locator('picture source').evaluateAll((els) => els.map((e) => e.getAttribute('srcset')));
    expect(sources.join(' ')).toMatch(/photo-[0-9a-f-]{36}-400\.avif 400w/);
    await card.locator('img').scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`/en/menu/${BBQ}`);
    await expect(page.getByLabel(/Extra mozzarella/)).toBeVisible();
    await page.getByLabel(/Extra mozzarella/).check();
    await expect(page.getByTestId('item-unit-price')).toHaveText('18,90 ₼');

    // Sold out at one tap: the storefront says so.
    await admin.getByTestId('item-bbq-chicken').getByRole('button', { name: 'Mark sold out' }).click();
    await expect(admin.getByTestId('item-bbq-chicken').getByRole('button', { name: 'Sold out: tap to sell again' })).toBeVisible();
    await expect(admin.getByTestId('item-bbq-chicken')).toHaveClass(/is-sold-out/);
    expect(await admin.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goto('/en/menu');
    await expect(page.getByTestId('menu-item').filter({ hasText: 'BBQ Chicken' })).toContainText('Unavailable');
  } finally {
    await request.delete(`${API}/admin/menu/items/${BBQ}/picture`, { headers: auth });
    await request.patch(`${API}/admin/menu/items/${BBQ}`, {
      headers: auth,
      data: { price: seeded.price, available: true, customizations: seeded.customizations, dietary: seeded.dietary },
    });
  }
  await admin.close();
});
