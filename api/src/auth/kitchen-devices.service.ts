import { apiError } from '../common/api-error';
import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hash } from '@node-rs/argon2';
import type { DataSource } from 'typeorm';
import type { AuthResult } from 'shared-lib/contracts';
import { returnedRows } from '../common/returned-rows';
import { toUserDto } from '../users/users.service';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** A kitchen display as managers see it in Users: its name, who signed it in and when, and when it was last seen. */
export interface KitchenDeviceView {
  id: string;
  name: string;
  issuedAt: string;
  issuedBy: string | null;
  lastSeenAt: string;
}

const DEVICE_NOT_FOUND = apiError('DEVICE_NOT_FOUND', 'id');

/**
 * Kitchen displays: a manager signs a device in as a display. It is an account of its own (role STAFF, `device`, a
 * password nobody knows, so it never signs in by password) whose session has no idle limit and no maximum: it lasts,
 * refreshed as the board runs, until a manager ends it here (the account's token version moves on, so its tokens and
 * open streams are refused at once).
 */
@Injectable()
export class KitchenDevicesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auth: AuthService,
  ) {}

  async issue(actor: User, name: string): Promise<AuthResult & { device: KitchenDeviceView }> {
    const id = randomUUID();
    const user = await this.db.transaction(async (em) => {
      const saved = await em.save(
        em.create(User, {
          id,
          name,
          email: `display-${id}@kitchen-displays.invalid`,
          phone: null,
          role: 'STAFF',
          permissions: [],
          tokenVersion: 0,
          device: true,
          passwordHash: await hash(randomBytes(32).toString('base64url')),
        }),
      );
      await em.query('INSERT INTO kitchen_devices (user_id, issued_by) VALUES ($1, $2)', [id, actor.id]);
      return saved;
    });
    const [device] = await this.views(id);
    return { user: toUserDto(user), token: this.auth.sign(user, undefined, true), device: device! };
  }

  /** The displays whose session is running, the newest first. */
  list(): Promise<KitchenDeviceView[]> {
    return this.views(null);
  }

  /** Ends a display's session (404 if it has none running). */
  async end(actor: User, id: string): Promise<void> {
    const ended = returnedRows<{ id: string }>(
      await this.db.query(
        `WITH d AS (UPDATE kitchen_devices SET ended_at = now(), ended_by = $2 WHERE user_id = $1 AND ended_at IS NULL RETURNING user_id)
       UPDATE users u SET token_version = token_version + 1 FROM d WHERE u.id = d.user_id RETURNING u.id`,
        [id, actor.id],
      ),
    );
    if (ended.length === 0) throw new NotFoundException(DEVICE_NOT_FOUND);
  }

  private async views(id: string | null): Promise<KitchenDeviceView[]> {
    const rows = (await this.db.query(
      `SELECT u.id, u.name, d.issued_at, i.name AS issued_by, d.last_seen_at
         FROM kitchen_devices d JOIN users u ON u.id = d.user_id LEFT JOIN users i ON i.id = d.issued_by
        WHERE d.ended_at IS NULL AND ($1::uuid IS NULL OR d.user_id = $1::uuid)
        ORDER BY d.issued_at DESC`,
      [id],
    )) as Array<{ id: string; name: string; issued_at: Date | string; issued_by: string | null; last_seen_at: Date | string }>;
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      issuedAt: new Date(r.issued_at).toISOString(),
      issuedBy: r.issued_by,
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
    }));
  }
}
