import { Inject, Injectable, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { hasMinRole, type Role } from 'shared-lib/domain';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/tokens';
import type { User } from '../users/user.entity';
import { EventBus, type BusChannel } from './event-bus';

/** How often a live stream is kept alive with a comment-like ping (proxies close silent connections). */
const PING_MS = 15000;

/**
 * The staff's live streams (order board, reservations, chat): a channel's events for a signed-in staff member, with
 * the session checked again every `streamRecheckMs` against the database. A sign-out (token version moved on), a
 * demotion below the stream's role or a deleted account ends the stream with a `session-ended` event.
 */
@Injectable()
export class StaffStreams {
  constructor(
    private readonly bus: EventBus,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  follow(user: User, minRole: Role, channel: BusChannel, toEvent: (payload: Record<string, unknown>) => MessageEvent): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      const off = this.bus.subscribe(channel, (payload) => subscriber.next(toEvent(payload)));
      const beat = setInterval(() => subscriber.next({ type: 'ping', data: '' }), PING_MS);
      const check = setInterval(() => {
        void this.stillValid(user, minRole).then((valid) => {
          if (valid !== false) return;
          subscriber.next({ type: 'session-ended', data: '' });
          subscriber.complete();
        });
      }, this.config.streamRecheckMs);
      return () => {
        off();
        clearInterval(beat);
        clearInterval(check);
      };
    });
  }

  /** false when the session no longer holds; undefined when the database cannot say (the stream goes on). */
  private async stillValid(user: User, minRole: Role): Promise<boolean | undefined> {
    try {
      const [row] = (await this.db.query('SELECT role, token_version FROM users WHERE id = $1', [user.id])) as Array<{ role: Role; token_version: number }>;
      return Boolean(row) && Number(row!.token_version) === user.tokenVersion && hasMinRole(row!.role, minRole);
    } catch {
      return undefined;
    }
  }
}
