import { Module } from '@nestjs/common';
import { AdminAnalyticsController, AdminDashboardController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

/**
 * The staff area's figures across features (SPEC 6.2: the dashboard and the analytics). Each feature's own staff
 * routes live in its module: orders, reservations, contact messages, gallery, menu, users, settings, mail.
 */
@Module({
  controllers: [AdminDashboardController, AdminAnalyticsController],
  providers: [AdminStatsService],
})
export class AdminModule {}
