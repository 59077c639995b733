import { Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DELIVERY_ZONE_PATHS } from 'shared-lib/contracts';
import { type RequestOf, deliveryZonesBody } from 'shared-lib/requests';
import { MinRole, Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiErrors } from '../common/openapi';
import { ValidBody } from '../common/validation';
import { SettingsService } from '../settings/settings.service';
import { DeliveryZonesService } from './delivery-zones.service';

@ApiTags('delivery')
@Controller()
export class DeliveryZonesController {
  constructor(
    private readonly zones: DeliveryZonesService,
    private readonly settings: SettingsService,
  ) {}

  @Get(DELIVERY_ZONE_PATHS.zones.slice(1))
  @Public()
  @ApiOperation({ summary: 'Where the restaurant delivers: its place and its zones, in the order they are tried (public)' })
  async list() {
    const [restaurant, zones] = await Promise.all([this.settings.restaurant(), this.zones.list()]);
    return ok({ restaurant: restaurant.geo, zones });
  }

  @Put(DELIVERY_ZONE_PATHS.admin.slice(1))
  @MinRole('MANAGER')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace the delivery zones (manager): every zone in the order they are tried' })
  @ApiErrors(400, 401, 403)
  async replace(@ValidBody(deliveryZonesBody) body: RequestOf<typeof deliveryZonesBody>) {
    const [restaurant, zones] = await Promise.all([this.settings.restaurant(), this.zones.replace(body)]);
    return ok({ restaurant: restaurant.geo, zones }, 'Delivery zones saved');
  }
}
