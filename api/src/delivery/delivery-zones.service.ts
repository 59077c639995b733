import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DeliveryZoneDto } from 'shared-lib/contracts';
import type { DeliveryZonesBody } from 'shared-lib/requests';
import { EventBus } from '../events/event-bus';
import { DeliveryZone } from './delivery-zone.entity';

const toDto = (zone: DeliveryZone): DeliveryZoneDto => ({
  id: zone.id,
  name: zone.name,
  area: zone.area,
  fee: zone.fee,
  minOrder: zone.minOrder,
  travelMinutes: zone.travelMinutes,
});

/** The restaurant's delivery zones, in the order they are tried (shared-lib's zoneFor decides which holds a pin). */
@Injectable()
export class DeliveryZonesService {
  constructor(
    @InjectRepository(DeliveryZone) private readonly zones: Repository<DeliveryZone>,
    private readonly bus: EventBus,
  ) {}

  async list(): Promise<DeliveryZoneDto[]> {
    return (await this.zones.find({ order: { position: 'ASC', id: 'ASC' } })).map(toDto);
  }

  /** Every zone at once, as the manager's map left them; orders priced meanwhile are priced again (price-list version). */
  async replace(body: DeliveryZonesBody): Promise<DeliveryZoneDto[]> {
    await this.zones.manager.transaction(async (m) => {
      await m.clear(DeliveryZone);
      await m.save(
        DeliveryZone,
        body.zones.map((zone, position) => m.create(DeliveryZone, { ...zone, position })),
      );
    });
    await this.bus.publish('settings', { type: 'changed' }).catch(() => undefined);
    return this.list();
  }
}
