import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { DELIVERY_ADDRESS_LENGTH } from 'shared-lib/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A delivery address a diner adds to the account from the profile page. */
export class SaveAddressDto {
  @ApiProperty({ example: 'Nizami küçəsi 10, mənzil 5' })
  @Transform(trim)
  @IsString()
  @Length(DELIVERY_ADDRESS_LENGTH.min, DELIVERY_ADDRESS_LENGTH.max, { message: `address must be ${DELIVERY_ADDRESS_LENGTH.min} to ${DELIVERY_ADDRESS_LENGTH.max} characters` })
  address: string;
}
