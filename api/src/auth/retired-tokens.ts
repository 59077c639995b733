import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returnedRows } from '../common/returned-rows';
import { type AppConfigType, appConfig } from '../config/app-config';

/**
 * Access tokens a refresh replaced, by their id (`jti`): one is answered 401 on every request and refused as a
 * refresh once TOKEN_REUSE_SECONDS have passed since, so a copied token stops working as soon as its owner's page
 * refreshes it. The leeway is refresh-token rotation's "reuse interval": two tabs of one browser share the stored
 * token, and the one that refreshes second (or still has a request in flight) would otherwise sign the diner out.
 * Kept until the token could not be refreshed anyway, then deleted (hourly).
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
   * Retires the token `jti`, kept until `keptUntil` (seconds): true when it was live, or was retired less than the
   * leeway ago (a second tab's refresh); false when it was replaced before that (a copy being replayed).
   */
  async retire(jti: string, keptUntil: number): Promise<boolean> {
    const rows = returnedRows(
      await this.dataSource.query(
        `INSERT INTO retired_tokens (jti, kept_until) VALUES ($1::uuid, to_timestamp($2))
         ON CONFLICT (jti) DO UPDATE SET kept_until = retired_tokens.kept_until
           WHERE retired_tokens.retired_at > now() - make_interval(secs => $3)
         RETURNING jti`,
        [jti, keptUntil, this.config.tokenReuseSeconds],
      ),
    );
    return rows.length > 0;
  }

  /** Whether the token `jti` was replaced more than the leeway ago. */
  async isRetired(jti: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM retired_tokens WHERE jti = $1::uuid AND retired_at <= now() - make_interval(secs => $2)`, [
      jti,
      this.config.tokenReuseSeconds,
    ])) as unknown[];
    return rows.length > 0;
  }

  private async forgetOld(): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM retired_tokens WHERE kept_until < now()`)
      .catch((error: Error) => this.logger.warn(`forgetting retired tokens failed: ${error.message}`));
  }
}
