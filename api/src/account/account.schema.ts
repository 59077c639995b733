import { ApiProperty } from '@nestjs/swagger';
import type { FavouriteDishDto, MenuKind, SavedAddressDto } from 'shared-lib/contracts';
import { MenuItemSchema } from '../menu/menu.schema';

export class SavedAddressSchema implements SavedAddressDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Nizami küçəsi 10, mənzil 5' }) address: string;
  @ApiProperty({ format: 'date-time' }) lastUsedAt: string;
}

export class FavouriteDishSchema implements FavouriteDishDto {
  @ApiProperty({ enum: ['main', 'mokaland'] }) menu: MenuKind;
  @ApiProperty({ type: MenuItemSchema }) item: MenuItemSchema;
}
