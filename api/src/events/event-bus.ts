import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseSettings } from '../config/database';
import { DATABASE_SETTINGS } from '../config/tokens';

export type BusChannel = 'order' | 'chat' | 'menu';
export interface BusMessage {
  channel: BusChannel;
  payload: Record<string, unknown>;
}
type Handler = (payload: Record<string, unknown>) => void;

/** The PostgreSQL channel all API instances listen on. */
export const PG_CHANNEL = 'pizza_inn_events';

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
        const message = JSON.parse(n.payload) as BusMessage;
        this.local.emit(message.channel, message.payload);
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

  async publish(channel: BusChannel, payload: Record<string, unknown>): Promise<void> {
    if (this.settings.kind === 'postgresql') {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, payload } satisfies BusMessage)]);
    } else {
      this.local.emit(channel, payload);
    }
  }

  subscribe(channel: BusChannel, handler: Handler): () => void {
    this.local.on(channel, handler);
    return () => this.local.off(channel, handler);
  }
}
