import { SIGN_IN_FAILURES_ALERT } from '../src/auth/sign-in-limits';

const SIGN_IN_FAILURES_BEFORE_DELAY = 5; // the default
import { testDatabases, type TestDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';

const owner = { name: 'Rəşad Quliyev', email: 'rashad@example.az', password: 'Xarı-Bülbül-2026', phone: '+994 50 222 33 44' };

describe.each(testDatabases())('sign-in limits per account on %s (security round three)', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  // every attempt from an address of its own: the per-address limit never applies
  let address = 0;
  const signIn = (email: string, password: string) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${++address}`).send({ email, password });
  const alerts = async (email: string) =>
    (await t.dataSource.query(`SELECT subject FROM mail_messages WHERE kind = 'failed-sign-ins' AND recipient = $1`, [email])) as Array<{ subject: string }>;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    await t.http.post('/api/auth/register').send(owner).expect(201);
  });
  afterAll(() => t?.close());

  it(`guessing one account from many addresses: after ${SIGN_IN_FAILURES_BEFORE_DELAY} failures each attempt waits, the right password too; the owner is e-mailed at ${SIGN_IN_FAILURES_ALERT}; after the wait the owner gets in and the count starts again`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(owner.email, `Wrong-Guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const right = await signIn(owner.email, owner.password);
    expect([right.status, right.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(await alerts(owner.email)).toEqual([]);

    // the tenth failed or refused attempt: the owner is told, in the site's language (no order or booking of theirs)
    expect((await signIn(owner.email, 'Wrong-Guess-9')).status).toBe(429);
    expect(await alerts(owner.email)).toEqual([{ subject: 'Kimsə Pizza Inn hesabınıza daxil olmağa çalışır' }]);

    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    // in: the count starts again
    expect((await signIn(owner.email, 'Wrong-Guess-10')).status).toBe(401);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  }, 30000);

  it('an address with no account is answered the same way, and nobody is e-mailed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn('nobody.here@example.az', `Wrong-Guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await t.dataSource.query(`SELECT 1 FROM mail_messages WHERE kind = 'failed-sign-ins' AND recipient = 'nobody.here@example.az'`)).toEqual([]);
  });
});
