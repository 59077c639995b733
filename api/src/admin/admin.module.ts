import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { GalleryModule } from '../gallery/gallery.module';
import { OrdersModule } from '../orders/orders.module';
import { ReservationsModule } from '../reservations/reservations.module';
import {
  AdminAnalyticsController,
  AdminContactsController,
  AdminDashboardController,
  AdminGalleryController,
  AdminOrdersController,
  AdminReservationsController,
} from './admin.controllers';
import { AdminStatsService } from './admin-stats.service';

/** The staff API of SPEC 7 and 6.2 (menu, users and settings live in their own modules). */
@Module({
  imports: [OrdersModule, ReservationsModule, ContactModule, GalleryModule],
  controllers: [AdminDashboardController, AdminOrdersController, AdminReservationsController, AdminContactsController, AdminGalleryController, AdminAnalyticsController],
  providers: [AdminStatsService],
})
export class AdminModule {}
