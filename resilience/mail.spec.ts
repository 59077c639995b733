// 8. E-mail while the SMTP server is away: orders placed meanwhile keep their confirmations in the outbox, and every
// one is sent, once, when the server returns.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { SHORT, createDatabase, freePort, sleep, startApi, writeFigures, type ApiProcess } from './lib';

/** MailDev's command as npm installed it (its package exports an ES module entry only, no `package.json`). */
const MAILDEV = path.join(__dirname, '..', 'node_modules', '.bin', 'maildev');
const ORDERS = SHORT ? 10 : 30;

test.setTimeout(5 * 60 * 1000);

test('orders placed while the SMTP server is stopped get their e-mails once it is back, each once', async () => {
  const smtpPort = await freePort();
  // both ports lie below the range the system hands to outgoing connections (freePort), so they are still free when
  // MailDev starts again; should the inbox's web port be taken all the same, MailDev is started again on another (the
  // API only knows the SMTP port)
  let webPort = await freePort();
  let inboxUrl = `http://127.0.0.1:${webPort}`;
  let inbox: ChildProcess | undefined;
  // MailDev answers its health check, or is started again if it stopped (its ports still held by the one just killed);
  // after 60 s the test fails saying so instead of waiting out the test's time
  const startInbox = async () => {
    const until = Date.now() + 60000;
    while (Date.now() < until) {
      if (inbox && (inbox.exitCode !== null || inbox.signalCode !== null) && inbox.pid !== undefined) {
        webPort = await freePort();
        inboxUrl = `http://127.0.0.1:${webPort}`;
      }
      if (!inbox || inbox.exitCode !== null || inbox.signalCode !== null)
        inbox = spawn(process.execPath, [MAILDEV, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], { stdio: 'ignore' });
      const up = await fetch(`${inboxUrl}/api/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await sleep(200);
    }
    throw new Error(`MailDev did not answer at ${inboxUrl} within 60 s`);
  };
  const stopInbox = async () => {
    const child = inbox;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };
  const db = await createDatabase('resilience_mail');
  const sql = new Client({ connectionString: db.url });
  let api: ApiProcess | undefined;
  const rows: Array<[string, string | number]> = [];
  try {
    await startInbox();
    await sql.connect();
    api = await startApi({ DATABASE_URL: db.url, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '500' });
    const menu = (await (await fetch(`${api.url}/api/menu/items?lang=en`)).json()) as { data: Array<{ id: number; slug: string }> };
    const ayran = menu.data.find((i) => i.slug === 'ayran')!;

    await stopInbox();
    const codes: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await fetch(`${api.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          orderType: 'pickup',
          phone: `+994 50 700 ${String(10 + i).padStart(2, '0')} 00`,
          email: `diner${i}@example.az`,
          language: 'az',
          items: [{ menuItemId: ayran.id, quantity: 1 }],
        }),
      });
      expect(res.status).toBe(201);
      codes.push(((await res.json()) as { data: { code: string } }).data.code);
    }
    await sleep(1500);
    // waiting: queued for the next try, or claimed by the worker and being tried ('sending'; on a busy machine a batch
    // of them is caught in the middle of its tries)
    const waiting = (await sql.query(`SELECT count(*)::int AS n, min(attempts)::int AS tries FROM mail_messages WHERE status IN ('queued', 'sending')`))
      .rows[0];
    rows.push([`orders placed with an e-mail while the SMTP server was stopped`, `${codes.length}, all 201`]);
    rows.push(['their e-mails waiting in the outbox, tried and failed at least once', `${waiting.n} (fewest tries: ${waiting.tries})`]);
    expect(waiting.n).toBe(ORDERS);

    const back = Date.now();
    await startInbox();
    type Email = { to: Array<{ address: string }>; subject: string };
    // every question to MailDev has a time limit: an inbox that does not answer fails the test saying so
    const inboxEmails = async () => (await (await fetch(`${inboxUrl}/api/email`, { signal: AbortSignal.timeout(5000) })).json()) as Email[];
    let arrived: Email[] = [];
    while (Date.now() - back < 60000) {
      arrived = await inboxEmails().catch(() => arrived);
      if (arrived.length >= ORDERS) break;
      await sleep(200);
    }
    await sleep(1000);
    arrived = await inboxEmails();
    const recipients = new Set(arrived.map((m) => m.to[0]!.address));
    rows.push([
      'e-mails received after the SMTP server returned',
      `${arrived.length} in ${((Date.now() - back) / 1000).toFixed(1)} s (the retries back off from 0.5 s)`,
    ]);
    rows.push(['duplicates (two e-mails to one diner)', arrived.length - recipients.size]);
    const sent = (await sql.query(`SELECT count(*)::int AS n FROM mail_messages WHERE status = 'sent'`)).rows[0].n;
    rows.push(['outbox rows marked sent', sent]);
    expect(arrived).toHaveLength(ORDERS);
    expect(recipients.size).toBe(ORDERS);
    expect(arrived.every((m) => m.subject.endsWith(' sifarişiniz qəbul edildi'))).toBe(true);
  } finally {
    writeFigures('mail', '8. E-mail while the SMTP server is away (one API process, PostgreSQL)', rows);
    await api?.stop();
    await stopInbox();
    await sql.end().catch(() => undefined);
    await db.drop();
  }
});
