import { Controller, Get } from '@nestjs/common';
import { hasMinRole, REVENUE_MIN_ROLE } from 'shared-lib/domain';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import type { User } from '../users/user.entity';
import { AdminStatsService } from './admin-stats.service';
import { type RequestOf, analyticsQuery } from 'shared-lib/requests';
import { ValidQuery } from '../common/validation';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/dashboard')
@MinRole('STAFF')
export class AdminDashboardController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOperation({
    summary:
      "Today's orders, open orders by status, today's reservations, unread messages; revenue (orders from confirmed on) for MANAGER or higher, null for STAFF",
  })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async get(@CurrentUser() user: User) {
    const figures = await this.stats.dashboard();
    return ok(hasMinRole(user.role, REVENUE_MIN_ROLE) ? figures : { ...figures, revenueToday: null });
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/analytics')
@MinRole('MANAGER')
@Permissions('analytics:view')
export class AdminAnalyticsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOperation({ summary: 'Revenue and orders per day, top items and busiest hours, for a range of days' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403)
  async get(@ValidQuery(analyticsQuery) query: RequestOf<typeof analyticsQuery>) {
    return ok(await this.stats.analytics(query));
  }
}
