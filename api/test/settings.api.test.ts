import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('settings on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
  });
  afterAll(() => t?.close());

  it('publishes the spec defaults and the restaurant information', async () => {
    const res = await t.http.get('/api/settings').expect(200);
    expect(res.body.data.settings).toEqual({ currency: 'AZN', serviceFeeRate: 0.1, deliveryFee: '2.00', freeDeliveryThreshold: '25.00' });
    expect(res.body.data.restaurant).toMatchObject({
      name: 'Pizza Inn',
      workingHours: { open: '07:00', close: '03:00' },
      rating: { value: 4, count: 692 },
      openSince: 1995,
    });
    expect(res.body.data.restaurant.deliveryPlatforms).toHaveLength(2);
    expect(res.body.data.restaurant.navigationApps).toHaveLength(2);
    expect(Object.keys(res.body.data.restaurant.socialMedia)).toEqual(['facebook', 'instagram', 'twitter']);
    // No SITE_URL here: the admin's QR page falls back to its own address and warns when that is internal.
    expect(res.body.data.siteUrl).toBeNull();
    expect(res.body.data.ordering).toEqual({ paused: false, maxOrderTotal: '500.00', followsOpeningHours: false });
  });

  it('SUPER_ADMIN updates them; the public read follows', async () => {
    const res = await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({ settings: { serviceFeeRate: 0.12, deliveryFee: '2.5' }, restaurant: { phone: '+994 12 555 55 55' } })
      .expect(200);
    expect(res.body.data.settings).toEqual({ currency: 'AZN', serviceFeeRate: 0.12, deliveryFee: '2.50', freeDeliveryThreshold: '25.00' });
    const pub = await t.http.get('/api/settings').expect(200);
    expect(pub.body.data.settings.serviceFeeRate).toBe(0.12);
    expect(pub.body.data.restaurant.phone).toBe('+994 12 555 55 55');
    expect(pub.body.data.restaurant.name).toBe('Pizza Inn');
  });

  it('refuses out-of-range values with field messages and changes nothing', async () => {
    const before = (await t.http.get('/api/settings')).body.data;
    const res = await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({
        settings: { serviceFeeRate: 1.5, deliveryFee: '-1', currency: 'manat' },
        restaurant: { email: 'nope', workingHours: { open: '25:00', close: '03:00' } },
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      'settings.serviceFeeRate': ['serviceFeeRate must be at most 1'],
      'settings.deliveryFee': ['deliveryFee is not in the expected format'],
      'settings.currency': ['currency is not in the expected format'],
      'restaurant.email': ['email must be a valid email address'],
      'restaurant.workingHours.open': ['open is not in the expected format'],
    });
    await t.http.put('/api/admin/settings').set(bearer(t.tokens.SUPER_ADMIN)).send({}).expect(400);
    await t.http
      .put('/api/admin/settings')
      .set(bearer(t.tokens.SUPER_ADMIN))
      .send({ settings: { tax: 1 } })
      .expect(400);
    expect((await t.http.get('/api/settings')).body.data).toEqual(before);
  });

  it('links are links: web addresses http(s) only, app links only the schemes the site lists; javascript: and data: refused with a field message (security round four)', async () => {
    const before = (await t.http.get('/api/settings')).body.data;
    const save = (link: Record<string, string>) =>
      t.http
        .put('/api/admin/settings')
        .set(bearer(t.tokens.SUPER_ADMIN))
        .send({ restaurant: { deliveryPlatforms: [{ name: 'Wolt', url: 'https://wolt.com/az/aze/baku/restaurant/pizza-inn', ...link }] } });
    for (const appUrl of [
      'javascript://%0aalert(document.cookie)',
      'data://text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'intent://x#Intent;end',
      'JAVASCRIPT://x',
    ]) {
      const res = await save({ appUrl }).expect(400);
      expect(res.body.errors).toEqual({ 'restaurant.deliveryPlatforms.0.appUrl': ['appUrl is not in the expected format'] });
      expect(res.body.fields['restaurant.deliveryPlatforms.0.appUrl']).toEqual([{ code: 'format' }]);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://pizzainn.az/']) {
      const res = await save({ url }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['restaurant.deliveryPlatforms.0.url']);
    }
    expect((await t.http.get('/api/settings')).body.data).toEqual(before);
    // the apps' own links are kept
    await save({ appUrl: 'wolt://venue/pizza-inn' }).expect(200);
    await save({ appUrl: 'boltfood://provider/pizza-inn' }).expect(200);
  });
});
