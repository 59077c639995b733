import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AbuseModule } from './abuse/abuse.module';
import { AccountModule } from './account/account.module';
import {} from './abuse/write-limits';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { ChatModule } from './chat/chat.module';
import { CodeGuessingModule } from './common/code-guessing';
import { ContactModule } from './contact/contact.module';
import { ReleaseHealthModule } from './release-health/release-health.module';
import { ReleasesModule } from './releases/releases.module';
import { DiagnosticsModule } from './diagnostics/diagnostics.module';
import { EventsModule } from './events/events.module';
import { GalleryModule } from './gallery/gallery.module';
import { OrdersModule } from './orders/orders.module';
import { ReservationsModule } from './reservations/reservations.module';
import { type AppConfig } from './config/app-config';
import { type DatabaseSettings, typeOrmOptions } from './config/database';
import { ConfigModule } from './config/config.module';
import { HealthController } from './health/health.controller';
import { MailModule } from './mail/mail.module';
import { MenuModule } from './menu/menu.module';
import { SettingsModule } from './settings/settings.module';
import { DeliveryModule } from './delivery/delivery.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(settings: DatabaseSettings, config: Partial<AppConfig> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(settings, config),
        // a database that does not answer stops the start at once, in one line that says what to do
        // (common/start-failure.ts), not after @nestjs/typeorm's 9 tries logged with their stacks; a process
        // supervisor (systemd's Restart=on-failure, a container's restart policy) starts it again
        TypeOrmModule.forRoot({ ...typeOrmOptions(settings), toRetry: () => false }),
        AbuseModule,
        MailModule,
        EventsModule,
        CodeGuessingModule,
        UsersModule,
        AuthModule,
        SettingsModule,
        DeliveryModule,
        MenuModule,
        OrdersModule,
        AccountModule,
        ReservationsModule,
        ContactModule,
        ReleaseHealthModule,
        ReleasesModule,
        GalleryModule,
        ChatModule,
        AdminModule,
        DiagnosticsModule,
      ],
      controllers: [HealthController],
    };
  }
}
