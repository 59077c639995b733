import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { Language } from 'shared-lib/domain';
import { returnedRows } from '../common/returned-rows';
import { type AppConfigType, appConfig } from '../config/app-config';
import type { MailAttachment, MailMessage } from './mail-message.entity';

export interface OutgoingMail {
  /** The event this message tells of; a second message for the same key is not written. */
  eventKey: string;
  kind: string;
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * E-mails anyone can have the site send to an address nobody verified (an order's or a booking's confirmation, a
 * booking changed or cancelled): at most this many a day to one address, whoever asks, so the site cannot be used to
 * flood someone's mailbox. Status e-mails, which follow the staff's work, are not counted.
 */
export const UNVERIFIED_MAIL_KINDS = ['order-received', 'reservation-received', 'reservation-changed', 'reservation-cancelled'];
export const UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY = 5;

/**
 * The SQL of a statement counting one e-mail to `recipient` against its address's allowance for the Baku day, for a
 * CTE: it returns a row while the address is under `limit` (the parameters' SQL, e.g. '$3::varchar', '$11::int';
 * `from` the rest of its SELECT, which decides whether anything is counted). The counter row is taken with ON CONFLICT
 * DO UPDATE, whose WHERE sees the latest count, so concurrent writers (several API processes) cannot pass the limit
 * together. One rule for the outbox and for the order statement, which writes its confirmation itself.
 */
export function countedAgainstAllowance(recipient: string, limit: string, from: string): string {
  return `INSERT INTO mail_allowances (recipient, day, sent)
          SELECT lower(${recipient}), (now() AT TIME ZONE 'Asia/Baku')::date, 1 ${from}
          ON CONFLICT (recipient, day) DO UPDATE SET sent = mail_allowances.sent + 1 WHERE mail_allowances.sent < ${limit}
          RETURNING 1`;
}

/** A message being sent holds its claim this long; a process that dies mid-send lets another retry it after. */
const SENDING_LEASE_SECONDS = 300;
const MAX_BACKOFF_MS = 3600_000;
const BATCH = 10;
/** How often sent e-mails past their keeping time are deleted. */
const RETENTION_CHECK_MS = 3600_000;

/** SMTP answers 5xx for what will never succeed (no such mailbox, refused sender); everything else is retried. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The outbox: messages are written to `mail_messages` with the change that causes them (a unique event key, so one
 * message per event), and sent from there through nodemailer by every API process in turn (`FOR UPDATE SKIP LOCKED`).
 * A failed send is retried with doubling delays; an SMTP refusal (5xx) or the last attempt marks it failed, for staff
 * to see and retry. Nothing is lost when the API or the SMTP server restarts: the row waits.
 */
@Injectable()
export class MailerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mailer');
  private transporter: Transporter | null = null;
  private timer?: NodeJS.Timeout;
  private retentionTimer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const forget = () => void this.forgetOld().catch((error: Error) => this.logger.warn(`forgetting old e-mails failed: ${error.message}`));
    this.retentionTimer = setInterval(forget, RETENTION_CHECK_MS);
    this.retentionTimer.unref();
    forget();
    if (!this.config.smtp) {
      this.logger.warn('No SMTP server is set (SMTP_HOST): e-mails wait in the outbox until one is.');
      return;
    }
    const { host, port, secure, user, password } = this.config.smtp;
    this.transporter = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass: password ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.timer = setInterval(() => this.kick(), this.config.mailPollMs);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retentionTimer) clearInterval(this.retentionTimer);
    await this.running?.catch(() => undefined);
    this.transporter?.close();
  }

  /**
   * Writes a message for an event (inside the caller's transaction when given one) and wakes the sender. `holdSeconds`:
   * not sent before then (a change that may still be undone: `withdraw` takes it back meanwhile).
   */
  async enqueue(mail: OutgoingMail, manager: EntityManager = this.dataSource.manager, holdSeconds = 0): Promise<boolean> {
    // One statement: the message is written only while its address is under the day's allowance (UNVERIFIED_MAIL_KINDS).
    const rows: unknown[] = await manager.query(
      `WITH counted AS (${countedAgainstAllowance('$3::varchar', '$11::int', 'WHERE $2::varchar = ANY($10::text[])')})
       INSERT INTO mail_messages (event_key, kind, recipient, language, subject, text, html, headers, attachments, next_attempt_at)
       SELECT $1::varchar, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::text, $7::text, $8::jsonb, $9::jsonb,
              now() + make_interval(secs => $12::int)
        WHERE NOT ($2::varchar = ANY($10::text[])) OR EXISTS (SELECT 1 FROM counted)
       ON CONFLICT (event_key) DO NOTHING RETURNING id`,
      [
        mail.eventKey,
        mail.kind,
        mail.to,
        mail.language,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers ?? {}),
        JSON.stringify(mail.attachments ?? []),
        UNVERIFIED_MAIL_KINDS,
        UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY,
        holdSeconds,
      ],
    );
    if (rows.length === 0 && UNVERIFIED_MAIL_KINDS.includes(mail.kind))
      this.logger.warn(
        `${mail.kind} not sent: its address had ${UNVERIFIED_MAILS_PER_RECIPIENT_PER_DAY} such e-mails in a day (or the event was sent already)`,
      );
    // Inside a transaction the row is not visible yet: the next poll sends it.
    if (!manager.queryRunner?.isTransactionActive) this.kick();
    return rows.length > 0;
  }

  /** Takes back a message not sent yet (a change undone within its hold); whether it was still waiting. */
  async withdraw(eventKey: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return returnedRows(await manager.query(`DELETE FROM mail_messages WHERE event_key = $1 AND status = 'queued' RETURNING id`, [eventKey])).length > 0;
  }

  /** Sends what is due now (again right after, if woken while sending). */
  kick(): void {
    if (!this.transporter || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error: Error) => this.logger.warn(`sending e-mails failed: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Deletes the e-mails sent or failed more than MAIL_KEEP_DAYS ago (their addresses and texts are personal data, kept
   * only as long as staff may need to see what went out); a message still queued or sending is never deleted.
   */
  async forgetOld(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.mailKeepDays * 86_400_000);
    const rows = returnedRows(
      await this.dataSource.query(`DELETE FROM mail_messages WHERE status IN ('sent', 'failed') AND created_at < $1 RETURNING id`, [before]),
    );
    // the day's counters are done with once the day is
    await this.dataSource.query(`DELETE FROM mail_allowances WHERE day < (now() AT TIME ZONE 'Asia/Baku')::date - 1`);
    return rows.length;
  }

  /** Puts a failed message back in the queue (staff's retry). */
  async retry(id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.dataSource.query(
        `UPDATE mail_messages SET status = 'queued', attempts = 0, next_attempt_at = now(), last_error = NULL WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id],
      ),
    );
    this.kick();
    return rows.length > 0;
  }

  private async claim(): Promise<MailMessage[]> {
    const rows = returnedRows<Record<string, unknown>>(
      await this.dataSource.query(
        `UPDATE mail_messages SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (
          SELECT id FROM mail_messages WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, event_key, recipient, subject, text, html, headers, attachments, attempts`,
        [SENDING_LEASE_SECONDS, BATCH],
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      eventKey: r.event_key,
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      html: r.html,
      headers: r.headers,
      attachments: r.attachments,
      attempts: r.attempts,
    })) as MailMessage[];
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      if (!batch.length || this.stopped) return;
      for (const message of batch) await this.send(message);
    }
  }

  private async send(message: MailMessage): Promise<void> {
    try {
      await this.transporter!.sendMail({
        from: this.config.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // The same Message-ID on a retry lets the receiving side drop a copy it already has.
        messageId: `<${createHash('sha256').update(message.eventKey).digest('hex').slice(0, 32)}@pizzainn.az>`,
        attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      await this.dataSource.query(`UPDATE mail_messages SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [message.id]);
    } catch (error) {
      const reason = String((error as Error).message ?? error).slice(0, 500);
      const final = isPermanent(error) || message.attempts >= this.config.mailMaxAttempts;
      const delayMs = Math.min(MAX_BACKOFF_MS, this.config.mailRetryBaseMs * 2 ** (message.attempts - 1));
      await this.dataSource.query(`UPDATE mail_messages SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`, [
        message.id,
        final ? 'failed' : 'queued',
        reason,
        delayMs / 1000,
      ]);
      if (final) this.logger.warn(`e-mail ${message.id} failed: ${reason}`);
    }
  }
}
