import { apiError } from '../common/api-error';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { DataSource } from 'typeorm';
import { ok } from '../common/envelope';
import { DATABASE_SETTINGS } from '../config/tokens';
import type { DatabaseSettings } from '../config/database';
import { appConfig, type AppConfigType } from '../config/app-config';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SETTINGS) private readonly settings: DatabaseSettings,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  /** Liveness and the database: which kind, and whether it answers. */
  @Get()
  @ApiOperation({ summary: 'Liveness, and which database answers' })
  @ApiEnvelope(null)
  @ApiErrors(503)
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(apiError('DATABASE_DOWN'));
    }
    // Which API process answered: API_INSTANCE when several run behind a load balancer, else the host name.
    return ok({ status: 'ok', instance: this.config.apiInstance, database: { kind: this.settings.kind, status: 'up' } });
  }
}
