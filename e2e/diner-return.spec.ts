// The diner who comes back (issue 32): one total everywhere for each order type, and a table from a QR code that
// holds for the visit only. On a 390 px phone, in Azerbaijani and Russian.
import { type Page } from '@playwright/test';
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin, inboxMail, linkIn } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  az: {
    phone: 'Telefon nömrəsi',
    increase: 'Sayını artır: Tiramisu',
    place: 'Sifariş ver',
    limit: 'Bir sifarişdə hər məhsuldan ən çoxu 99 ədəd ola bilər.',
    tooLarge: 'Onlayn sifarişlər 500,00 ₼ məbləğinə qədər qəbul olunur. Daha böyük sifariş üçün bizə zəng edin.',
    add: 'Səbətə əlavə et: Tiramisu',
    table: 'Masamda',
    pickup: 'Özü götürmə',
    delivery: 'Çatdırılma',
    atTable: 'Siz 7 nömrəli masadasınız.',
    notHere: 'Bu masada deyilsiniz?',
  },
  ru: {
    phone: 'Номер телефона',
    increase: 'Увеличить количество: Тирамису',
    place: 'Отправить заказ',
    limit: 'Не больше 99 порций одного блюда в заказе.',
    tooLarge: 'Онлайн-заказы принимаем на сумму до 500,00 ₼. Чтобы заказать на большую сумму, позвоните нам.',
    add: 'В корзину: Тирамису',
    table: 'За моим столиком',
    pickup: 'Самовывоз',
    delivery: 'Доставка',
    atTable: 'Вы за столиком 7.',
    notHere: 'Не за этим столиком?',
  },
} as const;

const miniCartButton = (page: Page) => page.getByRole('button').filter({ has: page.getByTestId('cart-count') });

for (const lang of ['az', 'ru'] as const) {
  const text = TEXT[lang];

  test(`one total everywhere in ${lang}: the mini cart, the cart and the checkout agree for table, pickup and delivery`, async ({ page }) => {
    await page.goto(`/${lang}/menu?table=7`);
    await page.getByRole('button', { name: text.add }).click();
    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    // Tiramisu 2 × 7,50: a 10% service fee; a 2,00 delivery fee only for a delivery (under 25,00)
    const expected = { table: '16,50 ₼', pickup: '16,50 ₼', delivery: '18,50 ₼' };
    for (const type of ['table', 'pickup', 'delivery'] as const) {
      await page.goto(`/${lang}/cart`);
      await page.getByLabel(text[type], { exact: true }).check();
      await expect(page.getByTestId('cart-total')).toHaveText(expected[type]);
      await expect(page.getByTestId('cart-delivery-fee')).toHaveCount(type === 'delivery' ? 1 : 0);
      await miniCartButton(page).click();
      await expect(page.getByTestId('mini-cart-total')).toHaveText(expected[type]);
      await expect(page.getByTestId('mini-cart-delivery-fee')).toHaveCount(type === 'delivery' ? 1 : 0);
      await page.keyboard.press('Escape');
      await page.goto(`/${lang}/checkout`);
      await expect(page.getByLabel(text[type], { exact: true })).toBeChecked();
      await expect(page.getByTestId('checkout-total')).toHaveText(expected[type]);
      await expect(page.getByTestId('checkout-delivery-fee')).toHaveCount(type === 'delivery' ? 1 : 0);
      await expect(page.getByTestId('checkout-service-fee')).toHaveText('1,50 ₼');
    }
  });

  test(`a table from a QR code holds for the visit in ${lang}: named at checkout, let go by hand, forgotten after 3 hours`, async ({ page }) => {
    const start = new Date();
    await page.clock.setFixedTime(start);
    await page.goto(`/${lang}/menu?table=7`);
    await page.getByRole('button', { name: text.add }).click();
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByTestId('table-notice')).toContainText(text.atTable);
    await expect(page.getByLabel(text.table, { exact: true })).toBeChecked();

    // two hours later, still at the table
    await page.clock.setFixedTime(new Date(start.getTime() + 2 * 3600000));
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByTestId('table-notice')).toContainText(text.atTable);

    // back home the next evening: no table, pickup, the cart kept
    await page.clock.setFixedTime(new Date(start.getTime() + 3 * 3600000 + 60000));
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByTestId('review-line')).toHaveCount(1);
    await expect(page.getByTestId('table-notice')).toHaveCount(0);
    await expect(page.getByLabel(text.pickup, { exact: true })).toBeChecked();

    // at another visit a diner who is not at that table lets it go
    await page.goto(`/${lang}/menu?table=7`);
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByLabel(text.table, { exact: true })).toBeChecked();
    await page.getByRole('button', { name: text.notHere }).click();
    await expect(page.getByTestId('table-notice')).toHaveCount(0);
    await expect(page.getByLabel(text.pickup, { exact: true })).toBeChecked();
    await page.reload();
    await expect(page.getByLabel(text.pickup, { exact: true })).toBeChecked();
  });
}

for (const lang of ['az', 'ru'] as const) {
  const text = TEXT[lang];

  test(`forms that help in ${lang}: focus on the first field in error, the 99 limit and the 500 ₼ cap said where they apply`, async ({ page, request }) => {
    const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
    const tiramisu = menu.find((i) => i.slug === 'tiramisu')!;
    await page.goto(`/${lang}/menu`);
    await page.evaluate((id) => {
      const line = { id: String(id), name: 'Tiramisu', price: 7.5, image: '', category: 'desserts', customizations: {}, quantity: 99, total: 742.5 };
      localStorage.setItem(
        'PizzaInn_order_session',
        JSON.stringify({
          items: [line],
          tableNumber: null,
          tableSetAt: null,
          orderType: 'pickup',
          sessionId: 'e2e-limits',
          specialInstructions: '',
          timestamp: Date.now(),
        }),
      );
    }, tiramisu.id);
    await page.goto(`/${lang}/cart`);
    const line = page.getByTestId('cart-line');
    await expect(line.getByRole('button', { name: text.increase })).toBeDisabled();
    await expect(line.getByTestId('quantity-limit')).toHaveText(text.limit);
    // 742,50 ₼ and the 10% fee: over the cap, said in the cart in the language's number format
    await expect(page.getByTestId('cart-too-large')).toHaveText(text.tooLarge);

    // bring it under the cap, then a checkout without a phone: the phone field has the focus, in view
    await page.evaluate((id) => {
      const line = { id: String(id), name: 'Tiramisu', price: 7.5, image: '', category: 'desserts', customizations: {}, quantity: 2, total: 15 };
      localStorage.setItem(
        'PizzaInn_order_session',
        JSON.stringify({
          items: [line],
          tableNumber: null,
          tableSetAt: null,
          orderType: 'pickup',
          sessionId: 'e2e-limits',
          specialInstructions: '',
          timestamp: Date.now(),
        }),
      );
    }, tiramisu.id);
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByTestId('checkout-too-large')).toHaveCount(0);
    await page.getByRole('button', { name: text.place }).click();
    const phone = page.getByLabel(text.phone);
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
}

test('tracking says what the order is by its type: a table order served in az, a pickup picked up in ru', async ({ page, request }) => {
  const staff = { Authorization: `Bearer ${await apiLogin(request, 'staff@pizzainn.az', 'Staff123!')}` };
  const menu = (await (await request.get(`${API}/menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
  const cola = menu.find((i) => i.slug === 'cola')!;
  const cases = [
    { lang: 'az', body: { orderType: 'table', tableNumber: '3' }, done: 'Masaya verilib', status: 'Vəziyyət: Masaya verilib', wrong: 'Çatdırılıb' },
    { lang: 'ru', body: { orderType: 'pickup', phone: '+994501112233' }, done: 'Выдан', status: 'Статус: Выдан', wrong: 'Доставлен' },
  ];
  for (const c of cases) {
    const res = await request.post(`${API}/orders`, { data: { ...c.body, language: c.lang, items: [{ menuItemId: cola.id, quantity: 1 }] } });
    const code = (await res.json()).data.code as string;
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
      expect((await request.patch(`${API}/admin/orders/${code}/status`, { headers: staff, data: { status } })).status()).toBe(200);
    await page.goto(`/${c.lang}/track-order/${code}`);
    await expect(page.getByTestId('order-status')).toHaveText(c.status);
    await expect(page.locator('.cart-steps li').last()).toHaveText(c.done);
    await expect(page.locator('.cart-steps')).not.toContainText(c.wrong);
  }
});

test("a signed-in diner's checkout starts from the profile in ru and az", async ({ page, request }) => {
  const email = `diner-${Date.now()}@example.az`;
  const registered = await request.post(`${API}/auth/register`, {
    data: { name: 'Leyla Həsənova', email, password: 'Qızıl-Alma-Ağacı-77', phone: '+994 50 765 43 21' },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()).data;
  await page.goto('/ru/menu');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('PizzaInn_token', t);
      localStorage.setItem('PizzaInn_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto('/ru/menu');
  await page.getByRole('button', { name: TEXT.ru.add }).click();
  await page.goto('/ru/checkout');
  await expect(page.getByLabel(/^Имя/)).toHaveValue('Leyla Həsənova');
  await expect(page.getByLabel(/^Номер телефона/)).toHaveValue('+994 50 765 43 21');
  await expect(page.getByLabel(/^Электронная почта/)).toHaveValue(email);
  await page.goto('/az/checkout');
  await expect(page.getByLabel(/^Telefon nömrəsi/)).toHaveValue('+994 50 765 43 21');
  await expect(page.getByLabel(/^Ad/)).toHaveValue('Leyla Həsənova');
});

test('the checkout says how payment works for each order type, from the settings (az, ru)', async ({ page, request }) => {
  const manager = { Authorization: `Bearer ${await apiLogin(request, 'manager@pizzainn.az', 'Manager123!')}` };
  const notes = {
    az: {
      table: 'Ödənişi masada edirsiniz: nağd və ya kartla.',
      delivery: 'Kuryerə ödəyirsiniz: nağd və ya kartla.',
      cardOnly: 'Sifarişi götürəndə kassada ödəyirsiniz: kartla.',
    },
    ru: {
      table: 'Оплата за столиком: наличными или картой.',
      delivery: 'Оплата курьеру: наличными или картой.',
      cardOnly: 'Оплата на кассе, когда заберёте заказ: картой.',
    },
  };
  await page.goto('/az/menu?table=7');
  await page.getByRole('button', { name: TEXT.az.add }).click();
  try {
    for (const lang of ['az', 'ru'] as const) {
      await page.goto(`/${lang}/checkout`);
      await page.getByLabel(TEXT[lang].table, { exact: true }).check();
      await expect(page.getByTestId('payment-note')).toHaveText(notes[lang].table);
      await page.getByLabel(TEXT[lang].delivery, { exact: true }).check();
      await expect(page.getByTestId('payment-note')).toHaveText(notes[lang].delivery);
    }
    expect((await request.put(`${API}/admin/settings/operations`, { headers: manager, data: { paymentMethods: ['card'] } })).status()).toBe(200);
    for (const lang of ['az', 'ru'] as const) {
      await page.goto(`/${lang}/checkout`);
      await page.getByLabel(TEXT[lang].pickup, { exact: true }).check();
      await expect(page.getByTestId('payment-note')).toHaveText(notes[lang].cardOnly);
    }
  } finally {
    await request.put(`${API}/admin/settings/operations`, { headers: manager, data: { paymentMethods: ['cash', 'card'] } });
  }
});

for (const lang of ['ru', 'az'] as const) {
  test(`a forgotten password in ${lang}: a link by e-mail, a new password, the old sessions refused`, async ({ page, request }) => {
    const text = {
      ru: {
        forgot: 'Забыли пароль?',
        email: 'Электронная почта',
        send: 'Отправить ссылку',
        sent: 'Если этот адрес привязан к аккаунту, мы отправили на него ссылку для смены пароля. Ссылка одноразовая и действует 30 минут.',
        subject: 'Сброс пароля Pizza Inn',
        password: 'Новый пароль',
        save: 'Сохранить новый пароль',
      },
      az: {
        forgot: 'Şifrənizi unutmusunuz?',
        email: 'E-poçt',
        send: 'Keçidi göndər',
        sent: 'Bu e-poçt ünvanı ilə hesab varsa, həmin ünvana yeni şifrə təyin etmək üçün keçid göndərdik. Keçiddən yalnız bir dəfə istifadə etmək olar və o, 30 dəqiqə qüvvədədir.',
        subject: 'Pizza Inn hesabınızın şifrəsini bərpa edin',
        password: 'Yeni şifrə',
        save: 'Yeni şifrəni saxla',
      },
    }[lang];
    const email = `reset-${lang}-${Date.now()}@example.az`;
    const registered = await request.post(`${API}/auth/register`, { data: { name: 'Elvin Quliyev', email, password: 'Köhnə-Şifrə-2026' } });
    expect(registered.status()).toBe(201);
    const oldSession = (await registered.json()).data.token as string;

    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`));
    // typed once the page is live: a tap before the app ran may have opened the server's page, whose field the app
    // takes over (what was typed into it before is not handed over yet: issue 33)
    await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
    await untilQuiet(page);
    await page.getByLabel(text.email).fill(email);
    await expect(page.getByLabel(text.email)).toHaveValue(email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByTestId('reset-sent')).toHaveText(text.sent);

    const mail = await inboxMail(request, email);
    expect(mail.subject).toBe(text.subject);
    await page.goto(linkIn(mail, `${lang}/reset-password`));
    await page.getByLabel(new RegExp(`^${text.password}`)).fill('Yeni-Qala-Şifrəsi-77');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    // the session from before is refused; the new password signs in
    expect((await request.get(`${API}/auth/me`, { headers: { Authorization: `Bearer ${oldSession}` } })).status()).toBe(401);
    expect((await request.post(`${API}/auth/login`, { data: { email, password: 'Yeni-Qala-Şifrəsi-77' } })).status()).toBe(200);
  });
}
