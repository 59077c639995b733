import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Setting } from './setting.entity';
import { AdminOperationsSettingsController, AdminOrderingController, AdminSettingsController, SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([Setting])],
  controllers: [SettingsController, AdminSettingsController, AdminOperationsSettingsController, AdminOrderingController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
