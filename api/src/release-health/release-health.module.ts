import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthEvent } from './health-event.entity';
import { ReleaseHealthController } from './release-health.controller';
import { ReleaseHealthService } from './release-health.service';

@Module({
  imports: [TypeOrmModule.forFeature([HealthEvent])],
  controllers: [ReleaseHealthController],
  providers: [ReleaseHealthService],
  exports: [ReleaseHealthService],
})
export class ReleaseHealthModule {}
