import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './api-process';

export interface InboxMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: Array<{ contentType: string; filename?: string; generatedFileName: string }>;
}

/** MailDev's command as npm installed it (its package exports an ES module entry only, no `package.json`). */
const MAILDEV = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'maildev');

/**
 * A real SMTP server for the tests: MailDev (the development inbox `npm start` runs) in a child process, read back
 * through its REST API. It can be stopped and started again on the same ports (the outbox must wait meanwhile).
 */
export async function startInbox() {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const web = `http://127.0.0.1:${webPort}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(process.execPath, [MAILDEV, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], { stdio: 'ignore' });
    // MailDev loads for seconds on a busy machine (more than 15 s in CI beside the browser suite)
    const until = Date.now() + 60000;
    while (
      !(await fetch(`${web}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until) {
        // not left running when the tests give up on it
        await stop();
        throw new Error('MailDev did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stop() {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  }

  async function messages(): Promise<InboxMail[]> {
    return (await fetch(`${web}/api/email`)).json() as Promise<InboxMail[]>;
  }

  await start();
  return {
    smtpPort,
    web,
    start,
    stop,
    messages,
    /** Every header of a message as it arrived (MailDev's JSON keeps only a few): read from its source, unfolded. */
    async headersOf(mail: InboxMail): Promise<Record<string, string>> {
      const source = await (await fetch(`${web}/api/email/${mail.id}/source`)).text();
      const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
      return Object.fromEntries(
        head.split(/\r?\n/).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
    },
    /** The text of an attachment of a message. */
    attachment: async (mail: InboxMail, fileName: string) => (await fetch(`${web}/api/email/${mail.id}/attachment/${encodeURIComponent(fileName)}`)).text(),
    async waitFor(predicate: (m: InboxMail) => boolean, timeoutMs = 10000): Promise<InboxMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await messages()).find(predicate);
        if (found) return found;
        if (Date.now() > until)
          throw new Error(
            `no such e-mail within ${timeoutMs} ms; the inbox has: ${(await messages()).map((m) => `${m.to[0]?.address}: ${m.subject}`).join(' | ')}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    clear: () => fetch(`${web}/api/email/all`, { method: 'DELETE' }),
  };
}

export type Inbox = Awaited<ReturnType<typeof startInbox>>;

/** The API's settings for sending through this inbox, with quick polling and retries for the tests. */
export const smtpConfigFor = (inbox: Inbox) => ({ smtp: { host: '127.0.0.1', port: inbox.smtpPort, secure: false }, mailPollMs: 100, mailRetryBaseMs: 200 });

/** The outbox's last message id: `outboxFor` counts what came after it. */
export async function outboxLastId(t: { dataSource: { query(sql: string): Promise<unknown> } }): Promise<number> {
  return ((await t.dataSource.query(`SELECT coalesce(max(id), 0)::int AS id FROM mail_messages`)) as Array<{ id: number }>)[0]!.id;
}

/** How many messages the API's outbox took for `recipient` after message `afterId` (of `kind`, if given): what it decided to send. */
export async function outboxFor(
  t: { dataSource: { query(sql: string, params?: unknown[]): Promise<unknown> } },
  recipient: string,
  afterId: number,
  kind?: string,
): Promise<number> {
  const rows = (await t.dataSource.query(
    `SELECT count(*)::int AS n FROM mail_messages WHERE lower(recipient) = lower($1) AND id > $2 AND ($3::text IS NULL OR kind = $3)`,
    [recipient, afterId, kind ?? null],
  )) as Array<{ n: number }>;
  return rows[0]!.n;
}

/** Waits until the outbox has handed every message to the SMTP server (none queued or being sent). */
export async function outboxSent(t: { dataSource: { query(sql: string): Promise<unknown> } }, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const n = ((await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_messages WHERE status IN ('queued', 'sending')`)) as Array<{ n: number }>)[0]!.n;
    if (n === 0) return;
    if (Date.now() > until) throw new Error(`${n} e-mails still in the outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
