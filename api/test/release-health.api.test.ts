import { WRITE_LIMITS } from '../src/abuse/write-limits';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

const REPORTS = '/api/release-health/reports';
const report = (session: string, events: Array<Record<string, unknown>>) => ({ session, events });

describe.each(testDatabases())('release health on %s (issue 54: what diners meet, per remote and release)', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const stored = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM health_events'))[0].n);

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db, { writeLimitScale: 1 });
  });
  afterAll(() => t?.close());

  it('stores a batch of visits, errors and Web Vitals, and sums each release up for ADMIN: sessions, error rate, p75', async () => {
    const visit = (remote: string, release: string) => ({ remote, release, kind: 'visit' });
    const from = (i: number) => `198.51.100.${i}`;
    // mf_cart 1.1.0: four sessions, one of which met a render error; mf_cart 1.0.0: two clean sessions
    const batches = [
      report('tab-aaaaaaa1', [
        visit('mf_cart', '1.1.0'),
        { remote: 'mf_cart', release: '1.1.0', kind: 'lcp', value: 1200 },
        { remote: 'mf_cart', release: '1.1.0', kind: 'cls', value: 0.01 },
      ]),
      report('tab-aaaaaaa2', [
        visit('mf_cart', '1.1.0'),
        { remote: 'mf_cart', release: '1.1.0', kind: 'lcp', value: 2000 },
        { remote: 'mf_cart', release: '1.1.0', kind: 'inp', value: 120 },
      ]),
      report('tab-aaaaaaa3', [
        visit('mf_cart', '1.1.0'),
        { remote: 'mf_cart', release: '1.1.0', kind: 'render-error' },
        { remote: 'mf_cart', release: '1.1.0', kind: 'lcp', value: 3000 },
      ]),
      report('tab-aaaaaaa4', [visit('mf_cart', '1.1.0'), { remote: 'mf_cart', release: '1.1.0', kind: 'lcp', value: 4000 }]),
      report('tab-bbbbbbb1', [visit('mf_cart', '1.0.0'), visit('mf_menu', '2.0.0')]),
      report('tab-bbbbbbb2', [visit('mf_cart', '1.0.0')]),
    ];
    for (const [i, batch] of batches.entries()) {
      const res = await t.http
        .post(REPORTS)
        .set('X-Forwarded-For', from(i + 1))
        .send(batch)
        .expect(202);
      expect(res.body).toMatchObject({ success: true, data: { stored: batch.events.length } });
    }
    expect(await stored()).toBe(batches.reduce((n, b) => n + b.events.length, 0));

    const res = await t.http.get('/api/admin/release-health?hours=1').set(bearer(t.tokens.ADMIN)).expect(200);
    expect(res.body.data).toEqual([
      { remote: 'mf_cart', release: '1.0.0', sessions: 2, errorRate: 0, errors: 0, lcpP75: null, inpP75: null, clsP75: null },
      // p75 of 1200, 2000, 3000, 4000 (linear interpolation): 3250
      { remote: 'mf_cart', release: '1.1.0', sessions: 4, errorRate: 0.25, errors: 1, lcpP75: 3250, inpP75: 120, clsP75: 0.01 },
      { remote: 'mf_menu', release: '2.0.0', sessions: 1, errorRate: 0, errors: 0, lcpP75: null, inpP75: null, clsP75: null },
    ]);
  });

  it('the summary is for ADMIN and up; anyone may report', async () => {
    await t.http.get('/api/admin/release-health').expect(401);
    for (const role of ['CUSTOMER', 'STAFF', 'MANAGER'] as const) await t.http.get('/api/admin/release-health').set(bearer(t.tokens[role])).expect(403);
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) await t.http.get('/api/admin/release-health').set(bearer(t.tokens[role])).expect(200);
    for (const hours of ['0', '721', 'abc', '-1']) await t.http.get(`/api/admin/release-health?hours=${hours}`).set(bearer(t.tokens.ADMIN)).expect(400);
  });

  it('bad reports are refused with field messages and store nothing', async () => {
    const before = await stored();
    const event = { remote: 'mf_menu', release: '1.0.0', kind: 'visit' };
    const bad: Array<[Record<string, unknown>, string]> = [
      [report('tab-cccccc01', [{ ...event, remote: 'mf_evil' }]), 'events.0.remote'],
      [report('tab-cccccc01', [{ ...event, kind: 'keystroke' }]), 'events.0.kind'],
      [report('tab-cccccc01', [{ ...event, release: '1.0 <script>' }]), 'events.0.release'],
      [report('tab-cccccc01', [{ ...event, kind: 'lcp', value: -1 }]), 'events.0.value'],
      [report('tab-cccccc01', [{ ...event, kind: 'lcp', value: 1e9 }]), 'events.0.value'],
      [report('tab-cccccc01', [{ ...event, email: 'diner@example.az' }]), 'events.0.email'],
      [report('x', [event]), 'session'],
      [report('tab-cccccc01', []), 'events'],
      [report('tab-cccccc01', Array(51).fill(event)), 'events'],
    ];
    for (const [body, field] of bad) {
      const res = await t.http.post(REPORTS).set('X-Forwarded-For', '198.51.100.77').send(body).expect(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    await t.http
      .post(REPORTS)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(report('tab-cccccc01', [event])))
      .expect(415);
    expect(await stored()).toBe(before);
  });

  it(`a flood of reports from one client: ${WRITE_LIMITS.healthReportsPerClient.points} a minute are stored, the rest refused with 429 and not stored`, async () => {
    const before = await stored();
    const batch = report('tab-dddddd01', [
      { remote: 'mf_menu', release: '1.0.0', kind: 'visit' },
      { remote: 'mf_menu', release: '1.0.0', kind: 'uncaught-error' },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMITS.healthReportsPerClient.points + 10; i++)
      statuses.push(
        (
          await t.http
            .post(REPORTS)
            .set('X-Forwarded-For', '2001:db8:77:1::' + (i + 1).toString(16))
            .send(batch)
        ).status,
      );
    expect(statuses.filter((s) => s === 202)).toHaveLength(WRITE_LIMITS.healthReportsPerClient.points);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    expect(await stored()).toBe(before + WRITE_LIMITS.healthReportsPerClient.points * 2);
  });
});
