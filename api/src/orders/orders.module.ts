import { Module } from '@nestjs/common';
import { AdminOrdersController } from './admin-orders.controller';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { MenuItem } from '../menu/entities/menu-item.entity';
import { SettingsModule } from '../settings/settings.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { Order, OrderChange, OrderItem, OrderStatusChange } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrderPlacing } from './order-placing.service';
import { OrderPricing } from './order-pricing';
import { OrderReads } from './order-reads.service';
import { OrderStatusService } from './order-status.service';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderStatusChange, OrderChange, MenuItem]), SettingsModule, AccountModule, DeliveryModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrderPricing, OrderReads, OrderPlacing, OrderStatusService],
  exports: [OrderReads, OrderStatusService],
})
export class OrdersModule {}
