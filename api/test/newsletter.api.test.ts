import { testDatabases, type TestDatabase } from './databases';
import { outboxFor, outboxLastId, outboxSent, startInbox, smtpConfigFor, type Inbox, type InboxMail } from './mail-inbox';
import { bearer, startTestApp, type TestApp } from './test-app';

/** The token in a confirmation e-mail's link. */
const tokenOf = (mail: InboxMail) => /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

/**
 * Newsletter double opt-in through a real SMTP server (MailDev): a sign-up is pending until the link in the e-mail,
 * in the reader's language, is opened; the answer is the same for every address; the outbox waits for a stopped SMTP
 * server and sends everything once it is back.
 */
describe.each(testDatabases())('newsletter on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let inbox: Inbox;
  const readers = async () =>
    ((await t.http.get('/api/admin/contacts/subscribers').set(bearer(t.tokens.MANAGER)).expect(200)).body.data as Array<{ email: string }>).map((s) => s.email);

  beforeAll(async () => {
    inbox = await startInbox();
    db = await open();
    t = await startTestApp(db, { ...smtpConfigFor(inbox), siteUrl: 'https://pizzainn.example' });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  it('a sign-up is sent a confirmation in its language and counts only after the link is opened', async () => {
    const res = await t.http.post('/api/contact/subscribe').send({ email: 'Reader.One@Example.az', language: 'az' }).expect(200);
    expect(res.body.data).toEqual({ email: 'reader.one@example.az' });
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'reader.one@example.az');
    expect(mail.subject).toBe('Pizza Inn xəbərlərinə abunəliyinizi təsdiqləyin');
    expect(mail.text).toContain('Abunəliyimi təsdiqlə: https://pizzainn.example/az/newsletter/confirm?token=');
    expect(mail.html).toContain('Abunəliyimi təsdiqlə</a>');
    expect(await readers()).not.toContain('reader.one@example.az');

    const confirmed = await t.http
      .post('/api/contact/subscribe/confirm')
      .send({ token: tokenOf(mail) })
      .expect(200);
    expect(confirmed.body.data).toEqual({ email: 'reader.one@example.az', language: 'az' });
    expect(await readers()).toContain('reader.one@example.az');
    // Opening the link again changes nothing.
    await t.http
      .post('/api/contact/subscribe/confirm')
      .send({ token: tokenOf(mail) })
      .expect(200);
    expect((await readers()).filter((e) => e === 'reader.one@example.az')).toHaveLength(1);
  });

  it('a made-up or malformed token is refused and confirms no one', async () => {
    const before = await readers();
    const wrong = await t.http
      .post('/api/contact/subscribe/confirm')
      .send({ token: 'A'.repeat(32) })
      .expect(404);
    expect(wrong.body.code).toBe('SUBSCRIPTION_LINK_INVALID');
    const malformed = await t.http.post('/api/contact/subscribe/confirm').send({ token: "x' OR 1=1 --" }).expect(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['token']);
    expect(await readers()).toEqual(before);
  });

  it('the answer is the same for a new, a pending and a confirmed address, and one address gets at most one link a day', async () => {
    await inbox.clear();
    const before = await outboxLastId(t);
    const answers = [];
    for (const email of ['new.reader@example.az', 'new.reader@example.az', 'reader.one@example.az']) {
      const res = await t.http.post('/api/contact/subscribe').send({ email, language: 'ru' }).expect(200);
      answers.push(res.body.message);
    }
    expect(new Set(answers).size).toBe(1);
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'new.reader@example.az');
    expect(mail.subject).toBe('Подтвердите подписку на новости Pizza Inn');
    // what was decided is in the outbox: one message for the new address, none for the confirmed one; once the outbox
    // has sent everything, the inbox holds exactly that
    expect(await outboxFor(t, 'new.reader@example.az', before)).toBe(1);
    expect(await outboxFor(t, 'reader.one@example.az', before)).toBe(0);
    await outboxSent(t);
    const all = await inbox.messages();
    expect(all.filter((m) => m.to[0]?.address === 'new.reader@example.az')).toHaveLength(1);
    // The confirmed reader is sent nothing more.
    expect(all.filter((m) => m.to[0]?.address === 'reader.one@example.az')).toHaveLength(0);
  });

  it('while the SMTP server is down the messages wait in the outbox, and all are sent once it is back', async () => {
    await inbox.stop();
    const emails = ['wait.1@example.az', 'wait.2@example.az', 'wait.3@example.az'];
    for (const email of emails) await t.http.post('/api/contact/subscribe').send({ email, language: 'en' }).expect(200);
    // Tried and failed at least once, still waiting.
    const until = Date.now() + 5000;
    for (;;) {
      const rows = await t.dataSource.query(`SELECT status, attempts, last_error FROM mail_messages WHERE recipient = ANY($1)`, [emails]);
      if (rows.length === 3 && rows.every((r: { attempts: number; status: string }) => r.attempts >= 1 && r.status === 'queued')) break;
      if (Date.now() > until) throw new Error(`not retried: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await inbox.start();
    for (const email of emails) await inbox.waitFor((m) => m.to[0]?.address === email, 15000);
    // a message is in the inbox as soon as the SMTP server took it; its row says "sent" a moment later
    const statuses = async () =>
      ((await t.dataSource.query(`SELECT status FROM mail_messages WHERE recipient = ANY($1)`, [emails])) as Array<{ status: string }>).map((r) => r.status);
    const sentBy = Date.now() + 10000;
    while ((await statuses()).some((status) => status !== 'sent') && Date.now() < sentBy) await new Promise((r) => setTimeout(r, 100));
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
    expect((await inbox.messages()).filter((m) => emails.includes(m.to[0]!.address))).toHaveLength(3);
  });

  it('every newsletter e-mail can be left in one click: List-Unsubscribe headers (RFC 8058) and a link in the text', async () => {
    await t.http.post('/api/contact/subscribe').send({ email: 'leaver@example.az', language: 'az' }).expect(200);
    const mail = await inbox.waitFor((m) => m.to[0]?.address === 'leaver@example.az');
    await t.http
      .post('/api/contact/subscribe/confirm')
      .send({ token: tokenOf(mail) })
      .expect(200);
    expect(await readers()).toContain('leaver@example.az');
    const headers = await inbox.headersOf(mail);
    const header = headers['list-unsubscribe']!;
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/pizzainn\.example\/api\/contact\/unsubscribe\?token=[A-Za-z0-9_-]+)>$/.exec(header)![1]!;
    expect(mail.text).toContain('Xəbərlərimizi artıq istəmirsiniz? Buradan abunəlikdən çıxın: https://pizzainn.example/az/newsletter/unsubscribe?token=');
    // The mail client's one-click POST (a form body, no session).
    const path = new URL(oneClick).pathname + new URL(oneClick).search;
    await t.http.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await readers()).not.toContain('leaver@example.az');
    expect(await t.dataSource.query(`SELECT status FROM subscribers WHERE email = 'leaver@example.az'`)).toEqual([{ status: 'unsubscribed' }]);
    await t.http.post('/api/contact/unsubscribe?token=' + 'B'.repeat(32)).expect(404);
    await t.http.post('/api/contact/unsubscribe?token=x').expect(400);
    // Signing up again starts over with a new confirmation.
    await t.http.post('/api/contact/subscribe').send({ email: 'leaver@example.az', language: 'az' }).expect(200);
    expect(await t.dataSource.query(`SELECT status FROM subscribers WHERE email = 'leaver@example.az'`)).toEqual([{ status: 'pending' }]);
  });
});
