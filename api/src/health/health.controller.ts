import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ok } from '../common/envelope';
import { DATABASE_SETTINGS } from '../config/tokens';
import type { DatabaseSettings } from '../config/database';

@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SETTINGS) private readonly settings: DatabaseSettings,
  ) {}

  /** Liveness and the database: which kind, and whether it answers. */
  @Get()
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({
        message: 'The database is not answering',
        errors: undefined,
      });
    }
    return ok({ status: 'ok', database: { kind: this.settings.kind, status: 'up' } });
  }
}
