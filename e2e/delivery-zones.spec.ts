import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { API, apiLogin, pinNearRestaurant, signInAs } from './helpers';

test.beforeEach(() => writeRemotes(defaultRemotes()));

const CENTRE_ZONES = {
  zones: [
    { name: 'Centre', area: { kind: 'radius', radiusKm: 3 }, fee: '2.00', minOrder: '10.00', travelMinutes: 15 },
    { name: 'City', area: { kind: 'radius', radiusKm: 8 }, fee: '4.00', minOrder: '20.00', travelMinutes: 30 },
  ],
};

async function resetZones(page: Page) {
  const token = await apiLogin(page.request, 'manager@pizzainn.az', 'Manager123!');
  expect((await page.request.put(`${API}/admin/delivery-zones`, { headers: { Authorization: `Bearer ${token}` }, data: CENTRE_ZONES })).status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('a delivery pin out of reach is refused, one inside is priced by its zone; the tracker gives an arrival window and says when it is on the way', async ({
  page,
  context,
}) => {
  await resetZones(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['geolocation']);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/ru/menu');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'В корзину: Тирамису' }).click();
  await page.goto('/ru/checkout');
  await page.getByLabel('Доставка').check();
  await page.getByLabel(/Адрес доставки/).fill('Улица Низами 10, Баку');
  await page.getByLabel(/Номер телефона/).fill('+994 50 765 43 21');
  const zone = page.getByTestId('delivery-zone');
  await expect(zone).toHaveText('Отметьте на карте, куда доставить заказ, или определите своё местоположение.');

  // a tap near the restaurant: the centre zone, its fee 2,00
  await pinNearRestaurant(page);
  await expect(zone).toHaveText('Доставка сюда: 2,00 ₼. Минимальный заказ: 10,00 ₼. Время в пути — около 15 мин.');
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveText('2,00 ₼');
  await expect(page.getByTestId('checkout-total')).toHaveText('18,50 ₼');

  // the diner's own location, 5 km north: the city zone, and 15,00 is below its 20,00
  const located = async (lat: number, lng: number) => {
    await context.setGeolocation({ latitude: lat, longitude: lng });
    await page.getByRole('button', { name: 'Определить моё местоположение' }).click();
  };
  await located(40.42, 49.84);
  await expect(zone).toHaveText('Для доставки сюда нужен заказ от 20,00 ₼. Добавьте блюд ещё на 5,00 ₼ или выберите самовывоз.');
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveText('4,00 ₼');

  // 14 km north, beyond every zone: refused before the order, nothing placed
  await located(40.5, 49.84);
  await expect(zone).toHaveText('Сюда мы не доставляем. Выберите самовывоз или место внутри выделенной зоны.');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await expect(page.getByTestId('delivery-map')).toHaveAttribute('aria-invalid', 'true');

  // back near the restaurant
  await located(40.38, 49.84);
  await expect(zone).toHaveText('Доставка сюда: 2,00 ₼. Минимальный заказ: 10,00 ₼. Время в пути — около 15 мин.');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/order-success\?code=[A-Z0-9]{10}$/);
  const code = new URL(page.url()).searchParams.get('code')!;

  const placed = await (await page.request.get(`${API}/orders/track?code=${code}`)).json();
  expect([placed.data.deliveryFee, placed.data.total, placed.data.travelMinutes]).toEqual(['2.00', '18.50', 15]);
  await page.goto(`/ru/track-order/${code}`);
  // ready 20-35 minutes after it was placed, then 15 on the way
  const at = (minutes: number) =>
    new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Baku' }).format(
      new Date(Date.parse(placed.data.createdAt) + minutes * 60000),
    );
  await expect(page.getByTestId('order-arrival')).toHaveText(`${at(35)}–${at(50)}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'В пути' })).toHaveCount(1);

  // the kitchen has it ready, the courier leaves: the tracker says so by itself
  const token = await apiLogin(page.request, 'staff@pizzainn.az', 'Staff123!');
  for (const status of ['confirmed', 'preparing', 'ready'])
    expect((await page.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status } })).status()).toBe(
      200,
    );
  await expect(page.getByTestId('order-status')).toHaveText('Статус: Готов');
  const sent = await (await page.request.post(`${API}/admin/orders/${code}/dispatch`, { headers: { Authorization: `Bearer ${token}` } })).json();
  await expect(page.getByTestId('order-status')).toHaveText('Статус: В пути');
  await expect(page.getByTestId('order-arrival')).toHaveText(
    `примерно к ${at((Date.parse(sent.data.dispatchedAt) - Date.parse(placed.data.createdAt)) / 60000 + 15)}`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a manager draws a zone on the map; a crossing one is refused with its message, and the board hands a delivery to the courier', async ({ page }) => {
  await resetZones(page);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await signInAs(page, 'manager@pizzainn.az', 'Manager123!');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/admin/delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery zones');
  await expect(page.getByTestId('zone')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add a zone' }).click();
  const zone = page.getByTestId('zone').nth(2);
  await zone.getByLabel('Name (for staff)').fill('Airport road');
  const map = page.getByTestId('zones-map');
  await expect(map).toHaveAttribute('data-map', 'ready');
  const click = async (dx: number, dy: number) => {
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  };
  // a bow tie: its edges cross
  await click(150, -60);
  await click(250, 60);
  await click(250, -60);
  await click(150, 60);
  await expect(page.getByTestId('zone-drawing')).toContainText('4 points.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(zone.getByRole('alert')).toHaveText('The edges of the area cross. Please draw it again.');
  // drawn again as a square
  await page.getByRole('button', { name: 'Clear the drawing' }).click();
  await click(150, -60);
  await click(250, -60);
  await click(250, 60);
  await click(150, 60);
  await zone.getByLabel('Delivery fee, ₼').fill('7,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const saved = (await (await page.request.get(`${API}/delivery-zones`)).json()).data.zones;
  expect(saved.map((z: { name: string; fee: string; area: { kind: string } }) => [z.name, z.fee, z.area.kind])).toEqual([
    ['Centre', '2.00', 'radius'],
    ['City', '4.00', 'radius'],
    ['Airport road', '7.50', 'polygon'],
  ]);
  expect(saved[2].area.ring).toHaveLength(4);

  // a ready delivery on the board: handed to the courier
  const menu = await (await page.request.get(`${API}/menu/items?lang=en`)).json();
  const tiramisu = menu.data.find((i: { slug: string }) => i.slug === 'tiramisu');
  const order = await page.request.post(`${API}/orders`, {
    data: {
      orderType: 'delivery',
      deliveryAddress: 'Nizami 5',
      deliveryLocation: { lat: 40.38, lng: 49.84 },
      phone: '+994 50 765 43 21',
      items: [{ menuItemId: tiramisu.id, quantity: 2 }],
    },
  });
  const code = (await order.json()).data.code as string;
  const token = await apiLogin(page.request, 'staff@pizzainn.az', 'Staff123!');
  for (const status of ['confirmed', 'preparing', 'ready'])
    await page.request.patch(`${API}/admin/orders/${code}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  await page.goto('/admin/orders');
  const card = page.getByTestId(`order-${code}`);
  await card.getByRole('button', { name: 'Hand to the courier' }).click();
  await expect(card.getByTestId('order-dispatched')).toContainText('On the way since');
  // the order's page leads the courier to the diner's pin
  await page.goto(`/admin/orders/${code}`);
  await expect(page.getByTestId('order-pin')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=40.38&mlon=49.84#map=17/40.38/49.84');
  await resetZones(page);
});
