import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { StaffStreams } from './staff-streams';
import { StreamSlots } from './stream-slots';

@Global()
@Module({ providers: [EventBus, StaffStreams, StreamSlots], exports: [EventBus, StaffStreams, StreamSlots] })
export class EventsModule {}
