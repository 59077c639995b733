import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type RequestOf, healthReportBody, releaseHealthQuery } from 'shared-lib/requests';
import { WriteLimits } from '../abuse/write-limits';
import { MinRole, Public } from '../auth/decorators';
import { clientOf } from '../common/client-address';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { ValidBody, ValidQuery } from '../common/validation';
import { ReleaseHealthService } from './release-health.service';

/** Browsers report how each remote's release behaves for diners; its team reads it per release (issue 54). */
@ApiTags('release-health')
@Controller()
export class ReleaseHealthController {
  constructor(
    private readonly health: ReleaseHealthService,
    private readonly limits: WriteLimits,
  ) {}

  @Post('release-health/reports')
  @Public()
  @HttpCode(202)
  @ApiOperation({ summary: "A browser's batch of what it saw of the remotes' releases (navigator.sendBeacon): visits, errors, Web Vitals" })
  @ApiEnvelope(null, { status: 202 })
  @ApiErrors(400, 413, 415, 429)
  async report(@ValidBody(healthReportBody) dto: RequestOf<typeof healthReportBody>, @Req() req: Request) {
    // counted before anything is stored: a flood past the allowance stores nothing
    await this.limits.take([['healthReportsPerClient', clientOf(req)]]);
    return ok({ stored: await this.health.record(dto) });
  }

  @Get('admin/release-health')
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: "Each remote's releases over the last hours (default 24): sessions, error rate, p75 LCP, INP and CLS" })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async summary(@ValidQuery(releaseHealthQuery) query: RequestOf<typeof releaseHealthQuery>) {
    return ok(await this.health.summary(query.hours ?? 24));
  }
}
