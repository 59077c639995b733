import { Inject, Injectable, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { hasMinRole, type Role } from 'shared-lib/domain';
import { type AppConfigType, appConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { EventBus, type BusChannel } from './event-bus';
import { StreamSlots } from './stream-slots';

/** How often a live stream is kept alive with a comment-like ping (proxies close silent connections). */
const PING_MS = 15000;
/** How often a stream with an event log reads the log for events its NOTIFY never brought (a process killed after a commit). */
const LOG_POLL_MS = 2000;
/** How long an id may stay missing before the log stops looking for it (ids of rolled-back writes never appear). */
const LOG_GAP_MS = 60000;

/** A channel's events as the database keeps them, with ids that order them (the order board's). */
export interface EventLog {
  /** The id the stream starts after: the client's Last-Event-ID, else the newest now. */
  startAfter: number | null;
  latest(): Promise<number>;
  /**
   * The newest id of an event written more than `ms` ago. Ids are taken when a write starts, not when it commits: a
   * write still in flight (or whose process was killed before its NOTIFY) can appear later with an id below one a
   * client already saw, so a stream also watches the ids from here up to the client's.
   */
  settledBefore(ms: number): Promise<number>;
  /** The ids of the events after `after` up to `upTo`, as they are now. */
  idsBetween(after: number, upTo: number): Promise<number[]>;
  /** The events after `id`; those in `known` (already sent) may be left out. */
  after(id: number, known: ReadonlySet<number>): Promise<Array<{ id: number } & Record<string, unknown>>>;
}

/**
 * The staff's live streams (order board, reservations, chat): a channel's events for a signed-in staff member, with
 * the session checked again every `streamRecheckMs` against the database. A sign-out (token version moved on), a
 * demotion below the stream's role, a deleted account or the session's maximum life ends the stream with a
 * `session-ended` event; the expiry of the token it was opened with ends it with `token-expired` (open it again with
 * a fresh token).
 */
/** The longest delay a Node timer takes (a longer one would fire at once). */
const MAX_TIMER_MS = 2_147_483_647;

@Injectable()
export class StaffStreams {
  constructor(
    private readonly bus: EventBus,
    private readonly db: DataSource,
    private readonly slots: StreamSlots,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /**
   * With an event log, every event carries its id (`id:`); the stream first sends what the log holds after the
   * client's Last-Event-ID, then `ready`, then follows live, and reads the log every LOG_POLL_MS for events whose
   * NOTIFY was lost. An id is sent once.
   */
  follow(
    user: User,
    minRole: Role,
    channel: BusChannel,
    toEvent: (payload: Record<string, unknown>) => MessageEvent | Promise<MessageEvent>,
    log?: EventLog,
  ): Observable<MessageEvent> {
    // One of the account's stream slots, taken before the stream opens (a refusal is a 429, not an event inside a 200).
    const release = this.slots.take({ account: user.id });
    return new Observable<MessageEvent>((subscriber) => {
      const sent = new Set<number>();
      let replaying = Boolean(log);
      const waiting: Array<Record<string, unknown>> = [];
      // Events go out in the order they came, each once, even when making one takes a read (the order's view).
      let out = Promise.resolve();
      const send = (payload: Record<string, unknown>) => {
        const id = typeof payload.id === 'number' ? payload.id : null;
        if (id !== null) {
          if (sent.has(id)) return;
          sent.add(id);
        }
        out = out.then(async () => {
          const event = await Promise.resolve(toEvent(payload)).catch(() => null);
          if (event && !subscriber.closed) subscriber.next({ ...event, ...(id !== null ? { id: String(id) } : {}) });
        });
      };
      const off = this.bus.subscribe(channel, (payload) => (replaying ? waiting.push(payload) : send(payload)));
      const beat = setInterval(() => subscriber.next({ type: 'ping', data: '' }), PING_MS);
      const check = setInterval(() => {
        void this.stillValid(user, minRole).then((valid) => {
          if (valid !== false) return;
          subscriber.next({ type: 'session-ended', data: '' });
          subscriber.complete();
        });
      }, this.config.streamRecheckMs);
      // The token the stream was opened with runs out: the stream ends with `token-expired`, and the client opens it
      // again with its refreshed token (from its last event id), or finds its session over. Without this a stream
      // outlived its token and the session maximum (security round three).
      const expiresAt = user.session?.expires;
      const expiry =
        expiresAt === undefined
          ? undefined
          : setTimeout(
              () => {
                subscriber.next({ type: 'token-expired', data: '' });
                subscriber.complete();
              },
              Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now())),
            );
      let poll: ReturnType<typeof setInterval> | undefined;
      let closed = false;
      if (log) {
        // The log is read from `floor`: the newest id seen at least LOG_GAP_MS ago (ids below it are given up on).
        const marks: Array<{ at: number; id: number }> = [];
        let floor = 0;
        let newest = 0;
        const readLog = async () => {
          const now = Date.now();
          while (marks.length && now - marks[0]!.at >= LOG_GAP_MS) floor = Math.max(floor, marks.shift()!.id);
          for (const id of sent) if (id <= floor) sent.delete(id);
          for (const event of await log.after(floor, sent)) {
            newest = Math.max(newest, event.id);
            send(event);
          }
          newest = Math.max(newest, ...sent);
          marks.push({ at: now, id: newest });
        };
        void (async () => {
          try {
            floor = newest = log.startAfter ?? (await log.latest());
            await readLog();
            // Below the client's id: the events there now are what the board's resync (after `ready`) reads, so only
            // one that appears later (committed late under a lower id, its NOTIFY lost with its process) is sent.
            const settled = await log.settledBefore(LOG_GAP_MS);
            if (settled < floor) {
              for (const id of await log.idsBetween(settled, floor)) sent.add(id);
              floor = settled;
            }
          } catch {
            // the database is away: live events still flow, and the next read catches up
          }
          if (closed) return;
          replaying = false;
          for (const payload of waiting.splice(0)) send(payload);
          const lastEventId = Math.max(newest, ...sent);
          out = out.then(() => subscriber.next({ type: 'ready', data: { lastEventId } }));
          poll = setInterval(() => void readLog().catch(() => undefined), LOG_POLL_MS);
        })();
      }
      return () => {
        closed = true;
        release();
        off();
        clearInterval(beat);
        clearInterval(check);
        if (expiry) clearTimeout(expiry);
        if (poll) clearInterval(poll);
      };
    });
  }

  /**
   * false when the session no longer holds (signed out, demoted, its family ended by a replayed refresh, or past the
   * session maximum from its sign-in; a kitchen display's has none); undefined when the database cannot say (the stream goes on).
   */
  private async stillValid(user: User, minRole: Role): Promise<boolean | undefined> {
    if (user.session && !user.session.device && Date.now() / 1000 > user.session.start + this.config.sessionMaxSeconds) return false;
    try {
      // a session family ended by a replayed refresh (auth/retired-tokens.ts) ends its streams too
      const [row] = (await this.db.query(
        'SELECT role, token_version, EXISTS (SELECT 1 FROM ended_sessions WHERE family = $2) AS ended FROM users WHERE id = $1',
        [user.id, user.session?.family ?? null],
      )) as Array<{ role: Role; token_version: number; ended: boolean }>;
      return Boolean(row) && !row!.ended && Number(row!.token_version) === user.tokenVersion && hasMinRole(row!.role, minRole);
    } catch {
      return undefined;
    }
  }
}
