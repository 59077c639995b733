import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('password reset on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  const email = 'forgetful@example.az';
  const resetMails = async () =>
    (await t.dataSource.query(`SELECT recipient, language, subject, text FROM mail_messages WHERE kind = 'password-reset' ORDER BY id`)) as Array<{
      recipient: string;
      language: string;
      subject: string;
      text: string;
    }>;
  const tokenOf = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    db = await open();
    t = await startTestApp(db);
    await t.http.post('/api/auth/register').send({ name: 'Nigar Əliyeva', email, password: 'Xəzər-Sahili-2026!' }).expect(201);
  });
  afterAll(() => t?.close());

  it('answers the same for any address, e-mails a single-use link to an account, and not twice a minute', async () => {
    const unknown = await t.http.post('/api/auth/password/forgot').send({ email: 'nobody@example.az', language: 'ru' }).expect(200);
    const known = await t.http.post('/api/auth/password/forgot').send({ email: email.toUpperCase(), language: 'ru' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    await t.http.post('/api/auth/password/forgot').send({ email, language: 'ru' }).expect(200);
    const mails = await resetMails();
    expect(mails.map((m) => [m.recipient, m.language, m.subject])).toEqual([[email, 'ru', 'Сброс пароля Pizza Inn']]);
    expect(mails[0]!.text).toContain('действует 30 минут');
    await t.http.post('/api/auth/password/forgot').send({ email: 'not an e-mail' }).expect(400);
  });

  it('a new password through the link ends every other session; the link works once and not after 30 minutes', async () => {
    const before = (await t.http.post('/api/auth/login').send({ email, password: 'Xəzər-Sahili-2026!' }).expect(200)).body.data.token as string;
    const token = tokenOf((await resetMails()).at(-1)!.text);
    // a weak password is refused and the link stays good
    const weak = await t.http.post('/api/auth/password/reset').send({ token, password: 'Passw0rd!' }).expect(400);
    expect([weak.body.code, Object.keys(weak.body.fields)]).toEqual(['PASSWORD_TOO_COMMON', ['password']]);
    const done = await t.http.post('/api/auth/password/reset').send({ token, password: 'Qala-Divarları-77' }).expect(200);
    expect(done.body.data.user.email).toBe(email);
    await t.http.get('/api/auth/me').set(bearer(done.body.data.token)).expect(200);
    await t.http.get('/api/auth/me').set(bearer(before)).expect(401);
    await t.http.post('/api/auth/login').send({ email, password: 'Xəzər-Sahili-2026!' }).expect(401);
    await t.http.post('/api/auth/login').send({ email, password: 'Qala-Divarları-77' }).expect(200);
    const again = await t.http.post('/api/auth/password/reset').send({ token, password: 'Başqa-Şifrə-2027' }).expect(400);
    expect(again.body.code).toBe('RESET_LINK_INVALID');

    // a link older than 30 minutes is refused
    await t.dataSource.query(`UPDATE password_resets SET created_at = now() - interval '2 minutes'`);
    await t.http.post('/api/auth/password/forgot').send({ email, language: 'en' }).expect(200);
    const late = tokenOf((await resetMails()).at(-1)!.text);
    await t.dataSource.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect((await t.http.post('/api/auth/password/reset').send({ token: late, password: 'Başqa-Şifrə-2027' }).expect(400)).body.code).toBe(
      'RESET_LINK_INVALID',
    );
  });
});
