import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReleaseHealthModule } from '../release-health/release-health.module';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { RemoteRolloutRow, RolloutChangeRow } from './rollout.entities';

@Module({
  imports: [TypeOrmModule.forFeature([RemoteRolloutRow, RolloutChangeRow]), ReleaseHealthModule],
  controllers: [ReleasesController],
  providers: [ReleasesService],
})
export class ReleasesModule {}
