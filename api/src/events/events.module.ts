import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { StaffStreams } from './staff-streams';

@Global()
@Module({ providers: [EventBus, StaffStreams], exports: [EventBus, StaffStreams] })
export class EventsModule {}
