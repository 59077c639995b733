import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('what a diner’s account remembers on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, number> = {};
  let leyla: string;
  let murad: string;
  const savedRows = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM saved_addresses'))[0].n);
  const delivery = (address: string, extra: object = {}) => ({
    orderType: 'delivery',
    deliveryAddress: address,
    deliveryLocation: { lat: 40.38, lng: 49.84 },
    phone: '+994 50 123 45 67',
    // 10.00: the centre zone's smallest order
    items: [{ menuItemId: ids.cola, quantity: 4 }],
    ...extra,
  });

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    for (const row of await t.dataSource.query('SELECT id, slug FROM menu_items')) ids[row.slug] = row.id;
    const register = async (name: string, email: string) =>
      (await t.http.post('/api/auth/register').send({ name, email, password: 'Xəzər-Sahili-2026!' }).expect(201)).body.data.token as string;
    leyla = await register('Leyla Həsənova', 'leyla@example.az');
    murad = await register('Murad Quliyev', 'murad@example.az');
  });
  afterAll(() => t?.close());

  it('keeps a delivery address when the checkout asks, the last five used, newest first, each one once', async () => {
    // not asked, or not signed in: nothing is kept
    await t.http.post('/api/orders').set(bearer(leyla)).send(delivery('Nizami küçəsi 10, Bakı')).expect(201);
    await t.http
      .post('/api/orders')
      .send(delivery('Nizami küçəsi 10, Bakı', { saveAddress: true }))
      .expect(201);
    expect(await savedRows()).toBe(0);
    // a pickup never keeps one
    await t.http
      .post('/api/orders')
      .set(bearer(leyla))
      .send({ orderType: 'pickup', phone: '+994 50 123 45 67', saveAddress: true, items: [{ menuItemId: ids.cola, quantity: 1 }] })
      .expect(201);
    expect(await savedRows()).toBe(0);

    for (const n of [1, 2, 3, 4, 5, 6])
      await t.http
        .post('/api/orders')
        .set(bearer(leyla))
        .send(delivery(`  Füzuli küçəsi ${n}, Bakı `, { saveAddress: true }))
        .expect(201);
    // used again: moves first, not kept twice
    await t.http
      .post('/api/orders')
      .set(bearer(leyla))
      .send(delivery('Füzuli küçəsi 3, Bakı', { saveAddress: true }))
      .expect(201);
    const mine = (await t.http.get('/api/me/addresses').set(bearer(leyla)).expect(200)).body.data as Array<{ id: number; address: string }>;
    expect(mine.map((a) => a.address)).toEqual([
      'Füzuli küçəsi 3, Bakı',
      'Füzuli küçəsi 6, Bakı',
      'Füzuli küçəsi 5, Bakı',
      'Füzuli küçəsi 4, Bakı',
      'Füzuli küçəsi 2, Bakı',
    ]);
    // another account sees none of them, and cannot remove them
    expect((await t.http.get('/api/me/addresses').set(bearer(murad)).expect(200)).body.data).toEqual([]);
    await t.http.delete(`/api/me/addresses/${mine[0]!.id}`).set(bearer(murad)).expect(404);
    await t.http.get('/api/me/addresses').expect(401);

    const left = (await t.http.delete(`/api/me/addresses/${mine[0]!.id}`).set(bearer(leyla)).expect(200)).body.data as Array<{ address: string }>;
    expect(left.map((a) => a.address)).toEqual(['Füzuli küçəsi 6, Bakı', 'Füzuli küçəsi 5, Bakı', 'Füzuli küçəsi 4, Bakı', 'Füzuli küçəsi 2, Bakı']);
    await t.http.delete(`/api/me/addresses/${mine[0]!.id}`).set(bearer(leyla)).expect(404);
    await t.http.delete('/api/me/addresses/99999999999').set(bearer(leyla)).expect(404);
  });

  it('adds an address from the profile, refusing one too short or too long with a field message', async () => {
    const added = await t.http.post('/api/me/addresses').set(bearer(murad)).send({ address: '  28 May küçəsi 7, mənzil 12  ' }).expect(201);
    expect(added.body.data.map((a: { address: string }) => a.address)).toEqual(['28 May küçəsi 7, mənzil 12']);
    const short = await t.http.post('/api/me/addresses').set(bearer(murad)).send({ address: 'Ev' }).expect(400);
    expect(Object.keys(short.body.fields)).toEqual(['address']);
    await t.http
      .post('/api/me/addresses')
      .set(bearer(murad))
      .send({ address: 'x'.repeat(301) })
      .expect(400);
    expect((await t.http.get('/api/me/addresses').set(bearer(murad)).expect(200)).body.data).toHaveLength(1);
  });

  it('keeps favourite dishes of both menus in the asked language, the latest first', async () => {
    const [kids] = (await t.dataSource.query(
      `SELECT i.id FROM menu_items i JOIN menu_categories c ON c.id = i.category_id WHERE c.menu = 'mokaland' ORDER BY i.id LIMIT 1`,
    )) as Array<{ id: number }>;
    await t.http.put(`/api/me/favourites/${ids.margherita}`).set(bearer(leyla)).expect(200);
    await t.http.put(`/api/me/favourites/${ids.margherita}`).set(bearer(leyla)).expect(200);
    const both = (await t.http.put(`/api/me/favourites/${kids!.id}?lang=ru`).set(bearer(leyla)).expect(200)).body.data as Array<{
      menu: string;
      item: { id: number; name: string };
    }>;
    expect(both.map((f) => [f.menu, f.item.id])).toEqual([
      ['mokaland', kids!.id],
      ['main', ids.margherita],
    ]);
    expect(both[1]!.item.name).toBe('Маргарита');
    expect((await t.http.get('/api/me/favourites?lang=en').set(bearer(murad)).expect(200)).body.data).toEqual([]);
    await t.http.put('/api/me/favourites/99999999999').set(bearer(leyla)).expect(404);
    await t.http.put('/api/me/favourites/777777').set(bearer(leyla)).expect(404);
    await t.http.put(`/api/me/favourites/${ids.margherita}`).expect(401);

    const after = (await t.http.delete(`/api/me/favourites/${kids!.id}?lang=en`).set(bearer(leyla)).expect(200)).body.data as Array<{ item: { name: string } }>;
    expect(after.map((f) => f.item.name)).toEqual(['Margherita']);
  });
});
