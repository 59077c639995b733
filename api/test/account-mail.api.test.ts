import { testDatabases, type TestDatabase } from './databases';
import { outboxFor, outboxLastId, outboxSent, startInbox, smtpConfigFor, type Inbox, type InboxMail } from './mail-inbox';
import { bearer, startTestApp, type TestApp } from './test-app';

const tokenIn = (mail: InboxMail, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;

/**
 * Account e-mails through a real SMTP server (MailDev): a new sign-in e-mail applies only once its link is opened, a
 * taken address is answered like a free one (its owner is told instead), and registering with a taken address tells
 * the owner. Registration attempts are limited per client address.
 */
describe.each(testDatabases())('account e-mails on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let inbox: Inbox;
  let token: string;
  const password = 'Secret-Plov-2026';

  beforeAll(async () => {
    inbox = await startInbox();
    db = await open();
    t = await startTestApp(db, { ...smtpConfigFor(inbox), siteUrl: 'https://pizzainn.example', writeLimitScale: 1 });
    const res = await t.http
      .post('/api/auth/register')
      .set('X-Forwarded-For', '192.0.2.200')
      .send({ name: 'Nigar', email: 'nigar@example.az', password })
      .expect(201);
    token = res.body.data.token;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  it('a new e-mail applies only after the link sent to it, in the page language, is opened; the link works once', async () => {
    const res = await t.http
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ email: 'nigar.new@example.az', currentPassword: password, language: 'ru' })
      .expect(200);
    expect(res.body.data).toMatchObject({ user: { email: 'nigar@example.az' }, pendingEmail: 'nigar.new@example.az' });
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'nigar.new@example.az');
    expect(mail.subject).toBe('Подтвердите новый адрес электронной почты для Pizza Inn');
    expect(mail.text).toContain('https://pizzainn.example/ru/profile/confirm-email?token=');
    // Not yet: the old address still signs in, the new one does not.
    await t.http.post('/api/auth/login').send({ email: 'nigar.new@example.az', password }).expect(401);

    const link = tokenIn(mail, 'profile/confirm-email');
    const confirmed = await t.http.post('/api/auth/email/confirm').send({ token: link }).expect(200);
    expect(confirmed.body.data.user.email).toBe('nigar.new@example.az');
    await t.http.post('/api/auth/login').send({ email: 'nigar.new@example.az', password }).expect(200);
    await t.http.post('/api/auth/login').send({ email: 'nigar@example.az', password }).expect(401);
    const again = await t.http.post('/api/auth/email/confirm').send({ token: link }).expect(404);
    expect(again.body.code).toBe('EMAIL_LINK_INVALID');
  });

  it("moving to a taken address is answered the same, changes nothing, and tells the address's owner", async () => {
    const res = await t.http
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ email: 'manager@pizzainn.az', currentPassword: password, language: 'az' })
      .expect(200);
    expect(res.body).toMatchObject({ message: 'Confirm the new e-mail with the link we sent to it', data: { pendingEmail: 'manager@pizzainn.az' } });
    const notice = await inbox.waitFor((m) => m.to[0]?.address === 'manager@pizzainn.az');
    expect(notice.subject).toBe('Kimsə Pizza Inn-də e-poçtunuzdan istifadə etmək istədi');
    expect(notice.text).not.toContain('token=');
    expect((await t.http.get('/api/auth/me').set(bearer(token)).expect(200)).body.data.email).toBe('nigar.new@example.az');
  });

  it('registering with a taken address tells its owner, in the language of the page, at most once a day', async () => {
    const before = await outboxLastId(t);
    for (let i = 0; i < 2; i++) {
      const res = await t.http
        .post('/api/auth/register')
        .set('X-Forwarded-For', `192.0.2.${210 + i}`)
        .send({ name: 'Someone', email: 'NIGAR.NEW@example.az', password: 'Another-Dolma-77', language: 'tr' })
        .expect(409);
      expect(res.body.code).toBe('EMAIL_TAKEN');
    }
    const notice = await inbox.waitFor((m) => m.to[0]?.address === 'nigar.new@example.az' && m.subject === 'Zaten bir Pizza Inn hesabınız var');
    expect(notice.text).toContain('Giriş yap: https://pizzainn.example/tr/login');
    // one message decided for the owner, and once the outbox has sent everything the inbox holds just that one
    expect(await outboxFor(t, 'nigar.new@example.az', before, 'register-existing')).toBe(1);
    await outboxSent(t);
    expect((await inbox.messages()).filter((m) => m.subject === 'Zaten bir Pizza Inn hesabınız var')).toHaveLength(1);
  });

  it('one address may try 5 registrations an hour; the sixth is refused with 429 and creates nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.http
            .post('/api/auth/register')
            .set('X-Forwarded-For', '203.0.113.60')
            .send({ name: 'Bot', email: `bot${i}@example.az`, password: 'Another-Dolma-77' })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = 'bot5@example.az'`))[0].n).toBe(0);
  });
});
