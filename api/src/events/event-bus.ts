import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseSettings } from '../config/database';
import { DATABASE_SETTINGS } from '../config/tokens';

export type BusChannel = 'order' | 'chat' | 'menu' | 'reservation' | 'settings';
export interface BusMessage {
  channel: BusChannel;
  payload: Record<string, unknown>;
}
type Handler = (payload: Record<string, unknown>) => void;

/** The PostgreSQL channel all API instances listen on. */
export const PG_CHANNEL = 'pizza_inn_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const NOTIFY_PAYLOAD_LIMIT = 8000;
/** How long events gather before a NOTIFY goes out. */
const NOTIFY_GATHER_MS = 20;

/**
 * Live events between API instances. On PostgreSQL they travel through LISTEN/NOTIFY, so a change made through
 * one instance reaches the clients of every other; even the sender hears its own event back from the database.
 * PGlite is embedded in one process, so there the events stay in that process.
 */
@Injectable()
export class EventBus implements OnModuleInit, OnModuleDestroy {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private listener: Client | null = null;
  private closing = false;
  private readonly logger = new Logger('EventBus');
  /** Events waiting for the NOTIFY in flight to finish (PostgreSQL). */
  private readonly outbox: Array<{ text: string; done: (error?: unknown) => void }> = [];
  private sending = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SETTINGS) private readonly settings: DatabaseSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.settings.kind === 'postgresql') await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.settings.url });
    client.on('notification', (n) => {
      if (n.channel !== PG_CHANNEL || !n.payload) return;
      try {
        const parsed = JSON.parse(n.payload) as BusMessage | BusMessage[];
        for (const message of Array.isArray(parsed) ? parsed : [parsed]) this.local.emit(message.channel, message.payload);
      } catch {
        this.logger.warn('Ignored a malformed event');
      }
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listenAgainSoon();
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    this.listener = client;
  }

  /** The database went away: listen again when it is back, trying every second. */
  private listenAgainSoon(): void {
    if (this.closing) return;
    this.logger.warn('Lost the database event channel; reconnecting');
    setTimeout(() => {
      if (this.closing) return;
      this.listen().catch(() => this.listenAgainSoon());
    }, 1000).unref();
  }

  /** Resolves once the event is sent (PostgreSQL) or handled (PGlite). */
  publish(channel: BusChannel, payload: Record<string, unknown>): Promise<void> {
    if (this.settings.kind !== 'postgresql') {
      this.local.emit(channel, payload);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.outbox.push({ text: JSON.stringify({ channel, payload } satisfies BusMessage), done: (error) => (error ? reject(error) : resolve()) });
      if (!this.sending) {
        this.sending = true;
        setTimeout(() => void this.sendOutbox(), NOTIFY_GATHER_MS);
      }
    });
  }

  /**
   * One NOTIFY in flight at a time: the events published meanwhile go together in the next one, as a JSON array
   * (within NOTIFY's 8000-byte limit). Each NOTIFY is a transaction that takes PostgreSQL's global notify lock;
   * one per order halved the rate of orders at 10 concurrent clients (bench/findings.md).
   */
  private async sendOutbox(): Promise<void> {
    while (this.outbox.length) {
      let size = Buffer.byteLength(this.outbox[0]!.text);
      let count = 1;
      while (count < this.outbox.length && size + Buffer.byteLength(this.outbox[count]!.text) + 1 < NOTIFY_PAYLOAD_LIMIT)
        size += Buffer.byteLength(this.outbox[count++]!.text) + 1;
      const batch = this.outbox.splice(0, count);
      const payload = batch.length === 1 ? batch[0]!.text : `[${batch.map((m) => m.text).join(',')}]`;
      try {
        await this.dataSource.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
        for (const m of batch) m.done();
      } catch (error) {
        for (const m of batch) m.done(error);
      }
    }
    this.sending = false;
  }

  subscribe(channel: BusChannel, handler: Handler): () => void {
    this.local.on(channel, handler);
    return () => this.local.off(channel, handler);
  }
}
