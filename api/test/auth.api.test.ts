import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEFAULT_JWT_SECRET } from '../src/config/app-config';
import { TEST_JWT_SECRET } from './test-app';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, openEventStream, startTestApp, type TestApp } from './test-app';

const newUser = { name: 'Aysel Məmmədova', email: 'aysel@example.az', password: 'Secret-Plov-2026', phone: '+994 50 123 45 67' };

describe.each(testDatabases())('accounts on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const count = async () => Number((await t.dataSource.query('SELECT count(*)::int AS n FROM users'))[0].n);

  beforeAll(async () => {
    db = await open();
    // a 3 s reuse leeway: ten parallel refreshes on a busy machine all land within it
    t = await startTestApp(db, { tokenReuseSeconds: 3 });
  });
  afterAll(() => t?.close());

  it('registers a CUSTOMER and signs in, returning user and token but never the hash', async () => {
    const res = await t.http.post('/api/auth/register').send(newUser).expect(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({
      name: 'Aysel Məmmədova',
      email: 'aysel@example.az',
      phone: '+994 50 123 45 67',
      role: 'CUSTOMER',
      permissions: [],
    });
    expect(typeof res.body.data.token).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    const me = await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
    expect(me.body.data.email).toBe('aysel@example.az');
    const stored = await t.dataSource.query(`SELECT password_hash FROM users WHERE email = 'aysel@example.az'`);
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a role in the register body and writes nothing', async () => {
    const before = await count();
    const res = await t.http
      .post('/api/auth/register')
      .send({ ...newUser, email: 'sneaky@example.az', role: 'ADMIN' })
      .expect(400);
    expect(res.body.errors).toEqual({ role: ['property role should not exist'] });
    expect(await count()).toBe(before);
  });

  it("look-alike e-mails cannot make a second account: a Cyrillic 'а' is refused, a full-width one is the same address (security round three)", async () => {
    const before = await count();
    const cyrillic = await t.http.post('/api/auth/register').send({ name: 'Demo Admin', email: '\u0430dmin@pizzainn.az', password: 'Qızıl-Alma-Ağacı-77' });
    expect([cyrillic.status, cyrillic.body.fields?.email?.[0]?.code]).toEqual([400, 'email']);
    const fullWidth = await t.http.post('/api/auth/register').send({ name: 'Demo Admin', email: '\uff41dmin@pizzainn.az', password: 'Qızıl-Alma-Ağacı-77' });
    expect([fullWidth.status, fullWidth.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    expect(await count()).toBe(before);
  });

  it('refuses common and easily guessed passwords wherever a password is set, writing nothing', async () => {
    const before = await count();
    // the site's own words and the demo pattern too (security round three): Pizzainn1, Baku2026, Customer123!
    for (const password of ['password1', 'qwerty123', 'Passw0rd!', 'Aysel2026', 'Pizzainn1', 'Baku2026', 'Customer123!', 'MyPizzaInn2026']) {
      const res = await t.http
        .post('/api/auth/register')
        .send({ name: 'Aysel', email: `common-${password.length}@example.az`, password })
        .expect(400);
      expect([password, res.body.code, res.body.fields]).toEqual([password, 'PASSWORD_TOO_COMMON', { password: [{ code: 'PASSWORD_TOO_COMMON' }] }]);
    }
    expect(await count()).toBe(before);
    const staff = await t.http
      .post('/api/admin/users')
      .set(bearer(t.tokens.ADMIN))
      .send({ name: 'New Waiter', email: 'waiter-common@pizzainn.az', password: 'welcome123', role: 'STAFF' })
      .expect(400);
    expect(staff.body.fields).toEqual({ password: [{ code: 'PASSWORD_TOO_COMMON' }] });
    expect(await count()).toBe(before);
  });

  it('refuses invalid registrations with field messages and writes nothing', async () => {
    const before = await count();
    const res = await t.http.post('/api/auth/register').send({ name: 'A', email: 'not-an-email', password: 'short', phone: 'abc' }).expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Validation failed',
      errors: {
        name: ['name must be at least 2 characters'],
        email: ['email must be a valid email address'],
        password: ['password is not in the expected format'],
        phone: ['phone must be a valid phone number'],
      },
      fields: { name: [{ code: 'tooShort', params: { min: 2 } }], email: [{ code: 'email' }], password: [{ code: 'format' }], phone: [{ code: 'phone' }] },
    });
    // the same refusal in the caller's language (Accept-Language; the site's API client sends the page's), counts by plural form
    const inRussian = await t.http
      .post('/api/auth/register')
      .set('Accept-Language', 'ru-RU,ru;q=0.9,en;q=0.8')
      .send({ name: 'A', email: 'not-an-email', password: 'short', phone: 'abc' })
      .expect(400);
    expect(inRussian.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Некоторые поля заполнены неверно. Проверьте отмеченные поля.',
      errors: {
        name: ['Не менее 2 символов.'],
        email: ['Пожалуйста, введите корректный адрес электронной почты.'],
        password: ['Неверный формат.'],
        phone: ['Пожалуйста, введите корректный номер телефона.'],
      },
      fields: { name: [{ code: 'tooShort', params: { min: 2 } }] },
    });
    const inTurkish = await t.http.post('/api/auth/register').set('Accept-Language', 'tr').send({ name: 'A', email: 'x', password: 'short', phone: 'abc' });
    expect(inTurkish.body.errors.email).toEqual(['Lütfen geçerli bir e-posta adresi girin.']);
    // a language the site does not speak: the API's English
    const inFrench = await t.http.post('/api/auth/register').set('Accept-Language', 'fr-FR').send({ name: 'A', email: 'x', password: 'short', phone: 'abc' });
    expect(inFrench.body.errors.email).toEqual(['email must be a valid email address']);
    await t.http
      .post('/api/auth/register')
      .send({ ...newUser, email: 'AYSEL@example.az' })
      .expect(409);
    expect(await count()).toBe(before);
  });

  it('gives one message for a wrong email and a wrong password', async () => {
    const wrongEmail = await t.http.post('/api/auth/login').send({ email: 'nobody@example.az', password: 'Secret-Plov-2026' }).expect(401);
    const wrongPassword = await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Wrong1234' }).expect(401);
    expect(wrongEmail.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrongPassword.body).toEqual(wrongEmail.body);
  });

  it('updates the profile and returns data.user, never the role', async () => {
    const login = await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Secret-Plov-2026' }).expect(200);
    const token = login.body.data.token;
    const res = await t.http.put('/api/auth/profile').set(bearer(token)).send({ name: 'Aysel M.', phone: '+994 55 000 00 00' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: { user: { name: 'Aysel M.', phone: '+994 55 000 00 00', role: 'CUSTOMER' } },
    });
    const escalate = await t.http
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ role: 'SUPER_ADMIN', permissions: ['settings:manage'] })
      .expect(400);
    // The first field the request may not carry is named (valibot's strict objects stop at the first).
    expect(escalate.body.fields).toEqual({ role: [{ code: 'notAllowed' }] });
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.role).toBe('CUSTOMER');
    // A new e-mail needs the account's password: an open session alone cannot move the sign-in (nor probe addresses).
    const without = await t.http.put('/api/auth/profile').set(bearer(token)).send({ email: 'staff@pizzainn.az' }).expect(422);
    expect(without.body.fields).toEqual({ currentPassword: [{ code: 'CURRENT_PASSWORD_WRONG' }] });
    await t.http.put('/api/auth/profile').set(bearer(token)).send({ email: 'aysel.new@example.az', currentPassword: 'Wrong1234' }).expect(422);
    // With the password, a taken and a free address get the same answer, and neither changes the sign-in until the
    // link sent to the new address is opened (account-mail.api.test.ts follows it through a real SMTP server).
    const taken = await t.http
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ email: 'staff@pizzainn.az', currentPassword: 'Secret-Plov-2026' })
      .expect(200);
    const free = await t.http
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ email: 'aysel.new@example.az', currentPassword: 'Secret-Plov-2026' })
      .expect(200);
    expect(taken.body.message).toBe('Confirm the new e-mail with the link we sent to it');
    expect(free.body.message).toBe(taken.body.message);
    expect(Object.keys(taken.body.data)).toEqual(Object.keys(free.body.data));
    expect(free.body.data.user.email).toBe('aysel@example.az');
    expect((await t.http.get('/api/auth/me').set(bearer(token)).expect(200)).body.data.email).toBe('aysel@example.az');
    // the same address in other letters is no change
    const same = await t.http.put('/api/auth/profile').set(bearer(token)).send({ email: 'AYSEL@example.az' }).expect(200);
    expect(same.body.message).toBe('Profile updated successfully');
  });

  it('remembers the language a person chose in the staff area: /auth/me and sign-in return it; a wrong one is 400 and changes nothing', async () => {
    const me = async () => (await t.http.get('/api/auth/me').set(bearer(t.tokens.STAFF)).expect(200)).body.data.language;
    expect(await me()).toBeNull();
    await t.http.put('/api/auth/language').send({ language: 'ru' }).expect(401);
    const wrong = await t.http.put('/api/auth/language').set(bearer(t.tokens.STAFF)).send({ language: 'de' }).expect(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['language']);
    expect(await me()).toBeNull();
    const saved = await t.http.put('/api/auth/language').set(bearer(t.tokens.STAFF)).send({ language: 'ru' }).expect(200);
    expect(saved.body.data).toMatchObject({ email: 'staff@pizzainn.az', role: 'STAFF', language: 'ru' });
    expect(await me()).toBe('ru');
    const signIn = await t.http.post('/api/auth/login').send({ email: 'staff@pizzainn.az', password: 'Staff123!' }).expect(200);
    expect(signIn.body.data.user.language).toBe('ru');
    expect((await t.dataSource.query(`SELECT language FROM users WHERE email = 'staff@pizzainn.az'`))[0].language).toBe('ru');
    // null forgets the choice: the staff area follows the site's language again
    const forgotten = await t.http.put('/api/auth/language').set(bearer(t.tokens.STAFF)).send({ language: null }).expect(200);
    expect(forgotten.body.data.language).toBeNull();
    expect(await me()).toBeNull();
  });

  it('a password change revokes earlier tokens and returns a working new one', async () => {
    const old = (await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Secret-Plov-2026' })).body.data.token;
    const common = await t.http
      .post('/api/auth/change-password')
      .set(bearer(old))
      .send({ currentPassword: 'Secret-Plov-2026', newPassword: 'qwerty123' })
      .expect(400);
    expect(common.body.fields).toEqual({ newPassword: [{ code: 'PASSWORD_TOO_COMMON' }] });
    const wrong = await t.http
      .post('/api/auth/change-password')
      .set(bearer(old))
      .send({ currentPassword: 'Nope12345', newPassword: 'Better-Dolma-456' })
      .expect(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ['Current password is incorrect'] });
    const res = await t.http
      .post('/api/auth/change-password')
      .set(bearer(old))
      .send({ currentPassword: 'Secret-Plov-2026', newPassword: 'Better-Dolma-456' })
      .expect(200);
    expect(res.body.message).toBe('Password changed successfully');
    // the owner is told, once, in the account's language, with the way to a new password if it was not them
    const told = (await t.dataSource.query(`SELECT recipient, subject, text FROM mail_messages WHERE kind = 'password-changed'`)) as Array<{
      recipient: string;
      subject: string;
      text: string;
    }>;
    expect(told.map((m) => [m.recipient, m.subject])).toEqual([
      ['aysel@example.az', expect.stringMatching(/^(Your Pizza Inn password was changed|Pizza Inn hesabınızın şifrəsi dəyişdirildi)$/)],
    ]);
    expect(told[0]!.text).toMatch(/\/forgot-password/);
    await t.http.get('/api/auth/me').set(bearer(old)).expect(401);
    await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
    await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Secret-Plov-2026' }).expect(401);
    await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Better-Dolma-456' }).expect(200);
  });

  it('logout revokes the tokens issued before it', async () => {
    const token = (await t.http.post('/api/auth/login').send({ email: 'aysel@example.az', password: 'Better-Dolma-456' })).body.data.token;
    const res = await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
    expect(res.body.message).toBe('You have been logged out successfully');
    const after = await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    expect(after.body.success).toBe(false);
  });

  describe('tokens that must be refused with 401', () => {
    let user: { id: string; ver: number };
    beforeAll(async () => {
      const row = (await t.dataSource.query(`SELECT id, token_version FROM users WHERE email = 'staff@pizzainn.az'`))[0];
      user = { id: row.id, ver: row.token_version };
    });
    const now = () => Math.floor(Date.now() / 1000);
    const claims = (sessionStart = now()) => ({ sub: user.id, ver: user.ver, sat: sessionStart });
    const opts = { issuer: 'pizza-inn-api', audience: 'pizza-inn-site' };

    it('accepts a well-made token (the control case)', async () => {
      const good = jwt.sign(claims(), TEST_JWT_SECRET, { ...opts, algorithm: 'HS256', expiresIn: 60 });
      await t.http.get('/api/auth/me').set(bearer(good)).expect(200);
    });

    it('a forged token (another secret)', async () => {
      const forged = jwt.sign(claims(), 'attacker-secret', { ...opts, algorithm: 'HS256', expiresIn: 60 });
      await t.http.get('/api/auth/me').set(bearer(forged)).expect(401);
    });

    it('a tampered token (role claim edited)', async () => {
      const good = jwt.sign(claims(), TEST_JWT_SECRET, { ...opts, algorithm: 'HS256', expiresIn: 60 });
      const [h, , s] = good.split('.');
      const payload = Buffer.from(JSON.stringify({ ...claims(), role: 'SUPER_ADMIN', sub: 'x' })).toString('base64url');
      await t.http
        .get('/api/auth/me')
        .set(bearer(`${h}.${payload}.${s}`))
        .expect(401);
    });

    it('a token that never expires (no exp), and one signed with the published development secret', async () => {
      const forever = jwt.sign(claims(), TEST_JWT_SECRET, { ...opts, algorithm: 'HS256' });
      expect(JSON.parse(Buffer.from(forever.split('.')[1]!, 'base64url').toString()).exp).toBeUndefined();
      await t.http.get('/api/auth/me').set(bearer(forever)).expect(401);
      const dev = jwt.sign(claims(), DEFAULT_JWT_SECRET, { ...opts, algorithm: 'HS256', expiresIn: 60 });
      await t.http.get('/api/auth/me').set(bearer(dev)).expect(401);
    });

    it('an expired token', async () => {
      const expired = jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { ...opts, algorithm: 'HS256' });
      const res = await t.http.get('/api/auth/me').set(bearer(expired)).expect(401);
      expect(res.body.message).toBe('Your session has expired or is no longer valid. Please sign in again.');
    });

    it('an alg: none token', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ ...claims(), iss: opts.issuer, aud: opts.audience, exp: Math.floor(Date.now() / 1000) + 60 })).toString(
        'base64url',
      );
      await t.http
        .get('/api/auth/me')
        .set(bearer(`${header}.${payload}.`))
        .expect(401);
    });

    it('a token without the session start it continues', async () => {
      const old = jwt.sign({ sub: user.id, ver: user.ver }, TEST_JWT_SECRET, { ...opts, algorithm: 'HS256', expiresIn: 60 });
      await t.http.get('/api/auth/me').set(bearer(old)).expect(401);
    });

    it('refresh: a token run out within the idle hour gets a new one for the same session; later, or past 12 h from sign-in, the session has ended', async () => {
      // one clock reading: the session's start is compared with the very value signed (a second may tick meanwhile)
      const signedIn = now() - 1800;
      const ranOut = jwt.sign({ ...claims(signedIn), exp: now() - 600 }, TEST_JWT_SECRET, { ...opts, algorithm: 'HS256', jwtid: randomUUID() });
      await t.http.get('/api/auth/me').set(bearer(ranOut)).expect(401);
      const fresh = (await t.http.post('/api/auth/refresh').set(bearer(ranOut)).expect(200)).body.data.token;
      const payload = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(15 * 60);
      expect(payload.sat).toBe(signedIn);
      await t.http.get('/api/auth/me').set(bearer(fresh)).expect(200);

      const idle = jwt.sign({ ...claims(now() - 7200), exp: now() - 3700 }, TEST_JWT_SECRET, { ...opts, algorithm: 'HS256' });
      expect((await t.http.post('/api/auth/refresh').set(bearer(idle)).expect(401)).body.code).toBe('SESSION_INVALID');
      const tooOld = jwt.sign(claims(now() - 12 * 3600 - 60), TEST_JWT_SECRET, { ...opts, algorithm: 'HS256', expiresIn: 60 });
      await t.http.post('/api/auth/refresh').set(bearer(tooOld)).expect(401);
      const forged = jwt.sign({ ...claims(), exp: now() - 10 }, 'attacker-secret', { ...opts, algorithm: 'HS256' });
      await t.http.post('/api/auth/refresh').set(bearer(forged)).expect(401);
      await t.http.post('/api/auth/refresh').expect(401);
    });

    it(`a token has one successor: parallel refreshes within the leeway (3 s here) get the same token; a replay after it ends the whole session family and its streams, and no other session (security rounds three and four)`, async () => {
      const me = (token: string) => t.http.get('/api/auth/me').set(bearer(token));
      const refresh = (token: string) => t.http.post('/api/auth/refresh').set(bearer(token));
      const signIn = async () =>
        (await t.http.post('/api/auth/login').send({ email: 'manager@pizzainn.az', password: 'Manager123!' }).expect(200)).body.data.token as string;
      const first = await signIn();
      // ten tabs (or an attacker racing the owner) refresh one token at once: one successor, not ten live tokens
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const successors = new Set(answers.map((a) => a.body.data.token as string));
      expect(successors.size).toBe(1);
      const [second] = [...successors] as [string];
      // within the leeway the replaced token still works (a request in flight)
      await me(first).expect(200);
      const elsewhere = await signIn(); // the same person on another device: a session of its own
      const board = openEventStream(`${t.url}/api/admin/orders/events`, bearer(second));
      await board.waitFor((e) => e.type === 'ready', 3000);
      await new Promise((resolve) => setTimeout(resolve, 3300));
      expect((await me(first).expect(401)).body.code).toBe('SESSION_INVALID');
      await me(second).expect(200);
      // the replaced token replayed after the leeway: a copy. Every token of its sign-in ends, streams included.
      expect((await refresh(first).expect(401)).body.code).toBe('SESSION_INVALID');
      expect((await me(second).expect(401)).body.code).toBe('SESSION_INVALID');
      await refresh(second).expect(401);
      await board.waitFor((e) => e.type === 'session-ended', 3000);
      board.close();
      // the person's other session goes on, and refreshes
      await me(elsewhere).expect(200);
      const next = (await refresh(elsewhere).expect(200)).body.data.token as string;
      await me(next).expect(200);
      const family = JSON.parse(Buffer.from(second.split('.')[1]!, 'base64url').toString()).fam as string;
      expect(await t.dataSource.query('SELECT family FROM ended_sessions WHERE family = $1', [family])).toEqual([{ family }]);
    });

    it('refresh: a session ended by logout cannot be refreshed', async () => {
      const token = (await t.http.post('/api/auth/login').send({ email: 'admin@pizzainn.az', password: 'Admin123!' })).body.data.token;
      await t.http.post('/api/auth/refresh').set(bearer(token)).expect(200);
      await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
      await t.http.post('/api/auth/refresh').set(bearer(token)).expect(401);
    });

    it('a revoked token (issued before a logout)', async () => {
      const token = (await t.http.post('/api/auth/login').send({ email: 'manager@pizzainn.az', password: 'Manager123!' })).body.data.token;
      await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    });

    it('no token, or garbage', async () => {
      await t.http.get('/api/auth/me').expect(401);
      await t.http.get('/api/auth/me').set(bearer('not.a.token')).expect(401);
    });
  });
});
