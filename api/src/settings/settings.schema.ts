import { ApiProperty } from '@nestjs/swagger';
import type { PricingSettings, RestaurantInfo } from 'shared-lib/contracts';

export class PricingSettingsSchema implements PricingSettings {
  @ApiProperty({ example: 'AZN' }) currency: string;
  @ApiProperty({ example: 0.1 }) serviceFeeRate: number;
  @ApiProperty({ example: '2.00' }) deliveryFee: string;
  @ApiProperty({ example: '25.00' }) freeDeliveryThreshold: string;
}

export class PublicSettingsSchema {
  @ApiProperty({
    description:
      'name, phone, shortPhone, email, address (4 languages), geo, workingHours, socialMedia, deliveryPlatforms, maps, navigationApps, rating, openSince',
    type: 'object',
    additionalProperties: true,
  })
  restaurant: RestaurantInfo;

  @ApiProperty({ type: PricingSettingsSchema }) settings: PricingSettingsSchema;

  @ApiProperty({ description: 'paused: whether online ordering is paused now', type: 'object', additionalProperties: true, example: { paused: false } })
  ordering: { paused: boolean };
}
