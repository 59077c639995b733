import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returnedRows } from '../common/returned-rows';
import { type AppConfigType, appConfig } from '../config/app-config';

/** The token that replaced a retired one: its id and issue time (seconds), from which it is signed again as it was. */
export interface Successor {
  jti: string;
  iat: number;
}

/**
 * Refresh-token rotation with one successor per token and reuse detection, over the access tokens themselves (each
 * has an id, `jti`, and its session family, `fam`: every token descended from one sign-in).
 *
 * - A refresh retires the token it replaces and records its successor. Another refresh of the same token within
 *   TOKEN_REUSE_SECONDS (two tabs of one browser share the stored token; a request in flight) gets the same successor
 *   back, never a second one: a session never forks.
 * - A retired token is answered 401 on every request once the leeway has passed.
 * - A refresh of a token retired longer ago is a replay (a copied token): the whole family is ended at once, every
 *   token of it is 401 from then on and its live streams end at their next check; the person's other sessions go on.
 *
 * Rows are kept until the token could not be refreshed anyway, then deleted (hourly).
 */
@Injectable()
export class RetiredTokens implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RetiredTokens');
  private cleanup?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  onModuleInit(): void {
    this.cleanup = setInterval(() => void this.forgetOld(), 3600_000);
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    if (this.cleanup) clearInterval(this.cleanup);
  }

  /**
   * Retires the token `jti` of `family` in favour of `next`, kept until `keptUntil` (seconds). Returns the token's one
   * successor: `next` when it was live, the successor recorded first when it was retired less than the leeway ago;
   * null when it was retired before that (a replay), and the family is then ended.
   */
  async retire(jti: string, family: string, next: Successor, keptUntil: number, familyKeptUntil: number, account: string): Promise<Successor | null> {
    // Parallel refreshes of one token wait for each other on its row: the first one's successor is every one's.
    const rows = returnedRows<{ successor_jti: string | null; successor_iat: number | null }>(
      await this.dataSource.query(
        `INSERT INTO retired_tokens (jti, kept_until, family, successor_jti, successor_iat) VALUES ($1::uuid, to_timestamp($2), $3, $4::uuid, $5)
         ON CONFLICT (jti) DO UPDATE SET kept_until = retired_tokens.kept_until
           WHERE retired_tokens.retired_at > now() - make_interval(secs => $6)
         RETURNING successor_jti, successor_iat`,
        [jti, keptUntil, family, next.jti, next.iat, this.config.tokenReuseSeconds],
      ),
    );
    const row = rows[0];
    if (!row) {
      await this.endFamily(family, familyKeptUntil, account);
      return null;
    }
    // a token retired before successors were recorded: the new one
    return row.successor_jti && row.successor_iat !== null ? { jti: row.successor_jti, iat: Number(row.successor_iat) } : next;
  }

  /** Ends every token of `family` (a replayed refresh); logged, as it means a token was copied. */
  private async endFamily(family: string, keptUntil: number, account: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ended_sessions (family, kept_until) VALUES ($1, to_timestamp($2))
       ON CONFLICT (family) DO UPDATE SET kept_until = GREATEST(ended_sessions.kept_until, EXCLUDED.kept_until)`,
      [family, keptUntil],
    );
    this.logger.warn(`a refresh replayed a token replaced earlier: session family ${family} of account ${account} ended (a copied token)`);
  }

  /** Whether the token `jti` of `family` is refused: replaced more than the leeway ago, or its family ended. */
  async isRefused(jti: string | undefined, family: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM retired_tokens WHERE jti = $1::uuid AND retired_at <= now() - make_interval(secs => $2)) AS retired,
              EXISTS (SELECT 1 FROM ended_sessions WHERE family = $3) AS ended`,
      [jti ?? null, this.config.tokenReuseSeconds, family],
    )) as Array<{ retired: boolean; ended: boolean }>;
    return Boolean(row?.retired || row?.ended);
  }

  /** Whether the session family was ended (a live stream's periodic check). */
  async isEnded(family: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM ended_sessions WHERE family = $1`, [family])) as unknown[];
    return rows.length > 0;
  }

  private async forgetOld(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM retired_tokens WHERE kept_until < now()`)
      .catch((error: Error) => this.logger.warn(`forgetting retired tokens failed: ${error.message}`));
    await this.dataSource
      .query(`DELETE FROM ended_sessions WHERE kept_until < now()`)
      .catch((error: Error) => this.logger.warn(`forgetting ended sessions failed: ${error.message}`));
  }
}
