import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTRACT_VERSION } from 'shared-lib/contracts';
import { ReleasesService } from '../src/releases/releases.service';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

const SHA = 'a'.repeat(64);

/** A remote's static server with two releases of mf_cart and one of mf_menu, as `npm run release` writes them. */
async function releaseHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const manifests: Record<string, unknown> = {
    '/releases/1.1.0/mf-manifest.json': {
      metaData: { name: 'mf_cart', buildInfo: { buildVersion: '1.1.0' }, contractVersion: CONTRACT_VERSION, serverSha256: SHA },
    },
    '/releases/1.2.0/mf-manifest.json': { metaData: { name: 'mf_cart', buildInfo: { buildVersion: '1.2.0' }, contractVersion: CONTRACT_VERSION } },
    '/menu/3.0.0/mf-manifest.json': { metaData: { name: 'mf_menu', buildInfo: { buildVersion: '3.0.0' }, contractVersion: CONTRACT_VERSION } },
  };
  const server = http.createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    if (!body) return void res.writeHead(404).end('no');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) };
}

describe.each(testDatabases())('releases on a share of diners on %s (issue 54: roll-out, promote, roll back, by itself)', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let host: Awaited<ReturnType<typeof releaseHost>>;
  const changes = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM rollout_changes'))[0].n);
  const rollout = async (remote: string) =>
    ((await t.http.get('/api/releases/rollouts').expect(200)).body.data as Array<{ remote: string }>).find((r) => r.remote === remote);

  beforeAll(async () => {
    db = await open();
    host = await releaseHost();
    t = await startTestApp(db, { writeLimitScale: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it('an ADMIN puts a release on a share, changes it, promotes it; every site server reads the same state; every change is kept with who and when', async () => {
    const admin = bearer(t.tokens.ADMIN);
    const put = await t.http
      .put('/api/admin/releases/mf_cart/candidate')
      .set(admin)
      .send({ entry: `${host.origin}/releases/1.1.0/mf-manifest.json`, share: 20, ownerEmail: 'cart-team@example.az' })
      .expect(200);
    expect(put.body.data).toMatchObject({
      remote: 'mf_cart',
      current: null,
      candidate: { release: '1.1.0', entry: `${host.origin}/releases/1.1.0/mf-manifest.json`, serverSha256: SHA },
      share: 20,
    });
    // the public read the site's servers poll
    expect(await rollout('mf_cart')).toMatchObject({ candidate: { release: '1.1.0' }, share: 20 });
    expect(await rollout('mf_menu')).toEqual({ remote: 'mf_menu', current: null, candidate: null, share: 0, startedAt: null });

    await t.http.patch('/api/admin/releases/mf_cart/share').set(admin).send({ share: 50 }).expect(200);
    expect(await rollout('mf_cart')).toMatchObject({ share: 50 });
    const promoted = await t.http.post('/api/admin/releases/mf_cart/promote').set(admin).expect(200);
    expect(promoted.body.data).toMatchObject({ current: { release: '1.1.0', serverSha256: SHA }, candidate: null, share: 0 });

    const page = await t.http.get('/api/admin/releases').set(admin).expect(200);
    expect(page.body.data.changes.map((c: { action: string; release: string; share: number; by: string }) => [c.action, c.release, c.share, c.by])).toEqual([
      ['promote', '1.1.0', 100, 'admin@pizzainn.az'],
      ['share', '1.1.0', 50, 'admin@pizzainn.az'],
      ['share', '1.1.0', 20, 'admin@pizzainn.az'],
    ]);
    expect(page.body.data.owners.mf_cart).toEqual({ email: 'cart-team@example.az', language: 'en' });
    expect(page.body.data.rule).toMatchObject({ minSessions: 20, errorMargin: 0.05 });
  });

  it('a roll-back by hand takes the release away from everyone (0 %) and is kept', async () => {
    const admin = bearer(t.tokens.SUPER_ADMIN);
    await t.http
      .put('/api/admin/releases/mf_cart/candidate')
      .set(admin)
      .send({ entry: `${host.origin}/releases/1.2.0/mf-manifest.json`, share: 10 })
      .expect(200);
    const back = await t.http.post('/api/admin/releases/mf_cart/rollback').set(admin).expect(200);
    expect(back.body.data).toMatchObject({ current: { release: '1.1.0' }, candidate: { release: '1.2.0', serverSha256: null }, share: 0 });
    const last = (await t.http.get('/api/admin/releases').set(admin).expect(200)).body.data.changes[0];
    expect(last).toMatchObject({ action: 'rollback', release: '1.2.0', share: 0, by: 'superadmin@pizzainn.az', reason: null });
    // a release taken back is not given to everyone by mistake
    await t.http.post('/api/admin/releases/mf_cart/promote').set(admin).expect(409);
    // remotes.json says again what everyone has: the promoted release is forgotten, once
    const reset = await t.http.post('/api/admin/releases/mf_cart/reset').set(admin).expect(200);
    expect(reset.body.data).toMatchObject({ current: null, candidate: { release: '1.2.0' }, share: 0 });
    await t.http.post('/api/admin/releases/mf_cart/reset').set(admin).expect(409);
    const changes = (await t.http.get('/api/admin/releases').set(admin).expect(200)).body.data.changes;
    expect(changes[0]).toMatchObject({ action: 'reset', release: '1.1.0', by: 'superadmin@pizzainn.az' });
  });

  it('for ADMIN and up only; the public read is open', async () => {
    const routes: Array<[string, string, Record<string, unknown>?]> = [
      ['get', '/api/admin/releases'],
      ['put', '/api/admin/releases/mf_menu/candidate', { entry: `${host.origin}/menu/3.0.0/mf-manifest.json`, share: 5 }],
      ['patch', '/api/admin/releases/mf_menu/share', { share: 5 }],
      ['post', '/api/admin/releases/mf_menu/promote'],
      ['post', '/api/admin/releases/mf_menu/rollback'],
      ['post', '/api/admin/releases/mf_menu/reset'],
    ];
    const before = await changes();
    for (const [method, url, body] of routes) {
      const call = () => (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method]!(url);
      await call().send(body).expect(401);
      for (const role of ['CUSTOMER', 'STAFF', 'MANAGER'] as const) await call().set(bearer(t.tokens[role])).send(body).expect(403);
    }
    expect(await changes()).toBe(before);
    expect(await rollout('mf_menu')).toMatchObject({ candidate: null, share: 0 });
    await t.http.get('/api/releases/rollouts').expect(200);
  });

  it('bad input is refused with field messages and changes nothing: a share of 150 %, an unknown release, another remote’s, a foreign origin, no release on a share', async () => {
    const admin = bearer(t.tokens.ADMIN);
    const before = [await changes(), await rollout('mf_menu')];
    const entry = `${host.origin}/menu/3.0.0/mf-manifest.json`;
    const refused: Array<[Record<string, unknown>, number, string, string]> = [
      [{ entry, share: 150 }, 400, 'share', 'tooLarge'],
      [{ entry, share: 0 }, 400, 'share', 'tooSmall'],
      [{ entry, share: 12.5 }, 400, 'share', 'number'],
      [{ entry: `${host.origin}/menu/9.9.9/mf-manifest.json`, share: 5 }, 400, 'entry', 'RELEASE_UNKNOWN'],
      [{ entry: `${host.origin}/releases/1.1.0/mf-manifest.json`, share: 5 }, 400, 'entry', 'RELEASE_UNKNOWN'],
      [{ entry: 'http://127.0.0.1:1/releases/1.0.0/mf-manifest.json', share: 5 }, 400, 'entry', 'RELEASE_UNKNOWN'],
      [{ entry: 'https://evil.example/releases/1.0.0/mf-manifest.json', share: 5 }, 400, 'entry', 'RELEASE_ORIGIN_NOT_ALLOWED'],
      [{ entry: 'javascript:alert(1)//mf-manifest.json', share: 5 }, 400, 'entry', 'format'],
      [{ entry, share: 5, ownerEmail: 'not-an-email' }, 400, 'ownerEmail', 'email'],
      [{ entry, share: 5, extra: 1 }, 400, 'extra', 'notAllowed'],
    ];
    for (const [body, status, field, code] of refused) {
      const res = await t.http.put('/api/admin/releases/mf_menu/candidate').set(admin).send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(res.body.fields?.[field]?.[0]?.code ?? res.body.code).toBe(code);
    }
    await t.http.put('/api/admin/releases/mf_evil/candidate').set(admin).send({ entry, share: 5 }).expect(404);
    await t.http.patch('/api/admin/releases/mf_menu/share').set(admin).send({ share: 150 }).expect(400);
    expect((await t.http.patch('/api/admin/releases/mf_menu/share').set(admin).send({ share: 5 }).expect(409)).body.code).toBe('NO_RELEASE_ON_SHARE');
    await t.http.post('/api/admin/releases/mf_menu/promote').set(admin).expect(409);
    expect([await changes(), await rollout('mf_menu')]).toEqual(before);
  });

  it('a release on a share with clearly more errors rolls itself back and its team is e-mailed; a healthy one stays', async () => {
    const admin = bearer(t.tokens.ADMIN);
    await t.http
      .put('/api/admin/releases/mf_menu/candidate')
      .set(admin)
      .send({ entry: `${host.origin}/menu/3.0.0/mf-manifest.json`, share: 20, ownerEmail: 'menu-team@example.az', ownerLanguage: 'ru' })
      .expect(200);
    const service = t.app.get(ReleasesService);
    const insert = (release: string, sessions: number, withErrors: number) =>
      t.dataSource.query(
        `INSERT INTO health_events (remote, release, session, kind)
         SELECT 'mf_menu', $1::text, $1::text || '-s' || i, CASE WHEN i <= $3::int THEN 'render-error' ELSE 'visit' END FROM generate_series(1, $2::int) AS i`,
        [release, sessions, withErrors],
      );
    // healthy: 1 of 25 against 2 of 100 (noise), and too few sessions to judge at all before that
    await insert('3.0.0', 5, 2);
    await insert('2.9.0', 100, 2);
    expect(await service.checkShares()).toEqual([]);
    await t.dataSource.query(`DELETE FROM health_events WHERE release = '3.0.0'`);
    await insert('3.0.0', 25, 1);
    expect(await service.checkShares()).toEqual([]);
    expect(await rollout('mf_menu')).toMatchObject({ share: 20 });
    // broken: 9 of 30 sessions met an error
    await t.dataSource.query(`DELETE FROM health_events WHERE release = '3.0.0'`);
    await insert('3.0.0', 30, 9);
    // two API processes checking at once: one rolls it back, the other finds nothing left to do
    expect((await Promise.all([service.checkShares(), service.checkShares()])).flat()).toEqual(['mf_menu:3.0.0']);
    expect(await rollout('mf_menu')).toMatchObject({ candidate: { release: '3.0.0' }, share: 0 });
    const last = (await t.http.get('/api/admin/releases').set(admin).expect(200)).body.data.changes[0];
    expect(last).toMatchObject({ action: 'auto-rollback', release: '3.0.0', share: 0, by: null, reason: { kind: 'errors', sessions: 30, otherSessions: 100 } });
    // a release the site took back goes on a share again before it may go to everyone
    expect((await t.http.post('/api/admin/releases/mf_menu/promote').set(admin).expect(409)).body.code).toBe('NO_RELEASE_ON_SHARE');
    const mail = await t.dataSource.query(`SELECT recipient, subject, text FROM mail_messages WHERE kind = 'release-rolled-back'`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'menu-team@example.az', subject: 'mf_menu: выпуск 3.0.0 откачен автоматически' });
    expect(mail[0].text).toContain('откачен автоматически: доля сеансов с ошибками 30,0\u00a0% против 2,0\u00a0% у прежнего выпуска (сеансов: 30 и 100).');
  });
});
