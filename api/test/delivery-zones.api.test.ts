import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

// Points around the restaurant on Fountain Square (40.3719, 49.8372)
const CENTRE = { lat: 40.38, lng: 49.84 }; // about 1 km away
const CITY = { lat: 40.42, lng: 49.84 }; // about 5.4 km
const FAR = { lat: 40.5, lng: 49.84 }; // about 14 km
const SQUARE = [
  { lat: 40.49, lng: 49.83 },
  { lat: 40.51, lng: 49.83 },
  { lat: 40.51, lng: 49.85 },
  { lat: 40.49, lng: 49.85 },
];

describe.each(testDatabases())('delivery zones on %s', (name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, number> = {};
  const orderCount = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM orders'))[0].n);
  const deliver = (deliveryLocation: object | undefined, quantity = 2) =>
    t.http.post('/api/orders').send({
      orderType: 'delivery',
      deliveryAddress: 'Nizami küçəsi 10, Bakı',
      phone: '+994 50 123 45 67',
      language: 'en',
      ...(deliveryLocation ? { deliveryLocation } : {}),
      items: [{ menuItemId: ids.tiramisu, quantity }],
    });
  const zones = (body: object, role: 'MANAGER' | 'STAFF' = 'MANAGER') => t.http.put('/api/admin/delivery-zones').set(bearer(t.tokens[role])).send(body);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    for (const row of await t.dataSource.query('SELECT id, slug FROM menu_items')) ids[row.slug] = row.id;
  });
  afterAll(() => t?.close());

  it('starts with the centre and the city around the restaurant, public', async () => {
    const res = await t.http.get('/api/delivery-zones').expect(200);
    expect(res.body.data.restaurant).toEqual({ lat: 40.3719, lng: 49.8372 });
    expect(
      res.body.data.zones.map((z: { name: string; area: object; fee: string; minOrder: string; travelMinutes: number }) => [
        z.name,
        z.area,
        z.fee,
        z.minOrder,
        z.travelMinutes,
      ]),
    ).toEqual([
      ['Centre', { kind: 'radius', radiusKm: 3 }, '2.00', '10.00', 15],
      ['City', { kind: 'radius', radiusKm: 8 }, '4.00', '20.00', 30],
    ]);
  });

  it('prices a delivery by the zone of its pin, and refuses a pin out of reach, no pin, or an order below the zone minimum', async () => {
    const before = await orderCount();
    // 2 × tiramisu 7.50 = 15.00: the centre's fee 2.00, its travel time 15 minutes
    const centre = (await deliver(CENTRE).expect(201)).body.data;
    expect([centre.subtotal, centre.deliveryFee, centre.total, centre.travelMinutes]).toEqual(['15.00', '2.00', '18.50', 15]);
    // 3 × 7.50 = 22.50 in the city: 4.00 (its minimum is 20.00)
    const city = (await deliver(CITY, 3).expect(201)).body.data;
    expect([city.subtotal, city.deliveryFee, city.total, city.travelMinutes]).toEqual(['22.50', '4.00', '28.75', 30]);
    const stored = await t.dataSource.query('SELECT delivery_lat, delivery_lng, travel_minutes FROM orders WHERE public_code = $1', [city.code]);
    expect(stored[0]).toEqual({ delivery_lat: 40.42, delivery_lng: 49.84, travel_minutes: 30 });
    expect(await orderCount()).toBe(before + 2);

    const far = await deliver(FAR).expect(422);
    expect(far.body).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', fields: { deliveryLocation: [{ code: 'OUTSIDE_DELIVERY_AREA' }] } });
    const noPin = await deliver(undefined).expect(422);
    expect(noPin.body.fields).toEqual({ deliveryLocation: [{ code: 'DELIVERY_PIN_NEEDED' }] });
    const small = await deliver(CITY, 2).expect(422);
    expect(small.body).toMatchObject({ code: 'BELOW_ZONE_MINIMUM', fields: { items: [{ code: 'BELOW_ZONE_MINIMUM', params: { min: '20.00' } }] } });
    const badPin = await deliver({ lat: 91, lng: 49.84 }).expect(400);
    expect(badPin.body.fields).toEqual({ 'deliveryLocation.lat': [{ code: 'tooLarge', params: { max: 90 } }] });
    expect(await orderCount()).toBe(before + 2);
  });

  it('lets a manager redraw the zones, refuses bad areas with field messages, and prices the next order by the new ones', async () => {
    await t.http.put('/api/admin/delivery-zones').send({ zones: [] }).expect(401);
    await zones({ zones: [] }, 'STAFF').expect(403);
    const bowTie = [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]];
    const crossing = await zones({
      zones: [{ name: 'North', area: { kind: 'polygon', ring: bowTie }, fee: '6.00', minOrder: '25.00', travelMinutes: 40 }],
    }).expect(400);
    expect(crossing.body.fields).toEqual({ 'zones.0.area.ring': [{ code: 'areaCrossing' }] });
    const line = await zones({
      zones: [{ name: 'North', area: { kind: 'polygon', ring: SQUARE.slice(0, 2) }, fee: '6.00', minOrder: '25.00', travelMinutes: 40 }],
    }).expect(400);
    expect(line.body.fields).toEqual({ 'zones.0.area.ring': [{ code: 'areaPoints' }] });
    const wide = await zones({ zones: [{ name: 'All', area: { kind: 'radius', radiusKm: 300 }, fee: '1.00', minOrder: '0', travelMinutes: 4 }] }).expect(400);
    expect(wide.body.fields).toEqual({
      'zones.0.area.radiusKm': [{ code: 'tooLarge', params: { max: 30 } }],
      'zones.0.travelMinutes': [{ code: 'tooSmall', params: { min: 5 } }],
    });
    // nothing changed by the refusals
    expect((await t.http.get('/api/delivery-zones').expect(200)).body.data.zones).toHaveLength(2);

    const saved = await zones({
      zones: [
        { name: 'Centre', area: { kind: 'radius', radiusKm: 3 }, fee: '2.50', minOrder: '10', travelMinutes: 15 },
        { name: 'North', area: { kind: 'polygon', ring: SQUARE }, fee: '6', minOrder: '12.5', travelMinutes: 40 },
      ],
    }).expect(200);
    expect(saved.body.data.zones.map((z: { name: string; fee: string; minOrder: string }) => [z.name, z.fee, z.minOrder])).toEqual([
      ['Centre', '2.50', '10.00'],
      ['North', '6.00', '12.50'],
    ]);
    // the city zone is gone, the drawn square far north delivers
    expect((await deliver(CITY, 3).expect(422)).body.code).toBe('OUTSIDE_DELIVERY_AREA');
    const north = (await deliver(FAR).expect(201)).body.data;
    expect([north.deliveryFee, north.travelMinutes]).toEqual(['6.00', 40]);
    expect((await deliver(CENTRE).expect(201)).body.data.deliveryFee).toBe('2.50');
  });

  it('marks a ready delivery on the way, for the diner to see; nothing else can be', async () => {
    await zones({ zones: [{ name: 'Centre', area: { kind: 'radius', radiusKm: 3 }, fee: '2.00', minOrder: '10', travelMinutes: 15 }] }).expect(200);
    const code = (await deliver(CENTRE).expect(201)).body.data.code as string;
    const move = (status: string) => t.http.patch(`/api/admin/orders/${code}/status`).set(bearer(t.tokens.STAFF)).send({ status }).expect(200);
    const dispatch = () => t.http.post(`/api/admin/orders/${code}/dispatch`).set(bearer(t.tokens.STAFF));
    const refused = (await dispatch().expect(409)).body;
    expect(refused.code).toBe('DISPATCH_NOT_READY');
    expect(refused.errors).toEqual({ status: ['Only a ready delivery can be on the way'] });
    for (const status of ['confirmed', 'preparing', 'ready']) await move(status);
    await t.http.post(`/api/admin/orders/${code}/dispatch`).expect(401);
    const sent = (await dispatch().expect(200)).body.data;
    expect(sent.dispatchedAt).toEqual(expect.any(String));
    const tracked = (await t.http.get(`/api/orders/track?code=${code}`).expect(200)).body.data;
    expect([tracked.status, tracked.dispatchedAt]).toEqual(['ready', sent.dispatchedAt]);
    // twice keeps the first time
    expect((await dispatch().expect(200)).body.data.dispatchedAt).toBe(sent.dispatchedAt);
    const pickup = (
      await t.http
        .post('/api/orders')
        .send({ orderType: 'pickup', phone: '+994 50 123 45 67', items: [{ menuItemId: ids.cola, quantity: 1 }] })
        .expect(201)
    ).body.data.code;
    await t.http.post(`/api/admin/orders/${pickup}/dispatch`).set(bearer(t.tokens.STAFF)).expect(409);
  });
});
