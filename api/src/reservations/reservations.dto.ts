import { IsCalendarDate } from '../common/calendar-date';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_PARTY_SIZE, phoneFormat, reservationCodeFormat, RESERVATION_STATUSES, SUPPORTED_LANGUAGES, type Language, type ReservationStatus } from 'shared-lib/domain';
import { FitsFormat } from '../common/fits-format';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const GUESTS = `guests must be a whole number from 1 to ${MAX_PARTY_SIZE}`;
export const OCCASIONS = ['birthday', 'anniversary', 'business', 'other'] as const;

export class AvailabilityQueryDto {
  @ApiProperty({ example: '2026-11-28', description: 'The business day (a slot after midnight belongs to the evening before)' })
  @IsCalendarDate({ message: 'date must be a date like 2026-11-28' })
  date: string;

  @ApiProperty({ example: 4 }) @Type(() => Number) @IsInt({ message: GUESTS }) @Min(1, { message: GUESTS }) @Max(MAX_PARTY_SIZE, { message: GUESTS }) guests: number;
}

export class CreateReservationDto {
  @ApiProperty({ example: 4 }) @IsInt({ message: GUESTS }) @Min(1, { message: GUESTS }) @Max(MAX_PARTY_SIZE, { message: GUESTS }) guests: number;
  @ApiProperty({ example: '2026-11-28' }) @IsCalendarDate({ message: 'date must be a date like 2026-11-28' }) date: string;
  @ApiProperty({ example: '20:00' }) @Matches(TIME, { message: 'time must be a time like 20:00' }) time: string;
  @ApiProperty() @Transform(trim) @IsString() @Length(2, 100, { message: 'name must be 2 to 100 characters' }) name: string;
  @ApiProperty() @Transform(trim) @FitsFormat(phoneFormat, { message: 'phone must be a valid phone number' }) phone: string;
  @ApiProperty() @Transform(trim) @IsEmail({}, { message: 'email must be a valid email address' }) @MaxLength(254) email: string;
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @Transform(trim) @IsString() @MaxLength(500, { message: 'specialRequests must be at most 500 characters' }) specialRequests?: string;
  @ApiPropertyOptional({ enum: OCCASIONS }) @IsOptional() @IsIn(OCCASIONS, { message: `occasion must be one of: ${OCCASIONS.join(', ')}` }) occasion?: (typeof OCCASIONS)[number];
  @ApiPropertyOptional({ example: 'super-party', description: 'The birthday package chosen' }) @IsOptional() @Matches(/^[a-z0-9-]{1,80}$/, { message: 'package must be a package slug' }) package?: string;
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES }) @IsOptional() @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' }) language?: Language;
}

/** The reference code and the phone or email the reservation was made with. */
export class ReservationAccessDto {
  @ApiProperty({ example: 'R7K2M9XA' }) @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)) @FitsFormat(reservationCodeFormat, { message: 'code must be a reservation code' }) code: string;
  @ApiProperty({ description: 'The phone number or email given when booking' }) @Transform(trim) @IsString() @Length(3, 254, { message: 'contact must be the phone or email used to book' }) contact: string;
}

export class UpdateReservationDto extends ReservationAccessDto {
  @ApiPropertyOptional() @IsOptional() @IsInt({ message: GUESTS }) @Min(1, { message: GUESTS }) @Max(MAX_PARTY_SIZE, { message: GUESTS }) guests?: number;
  @ApiPropertyOptional() @IsOptional() @IsCalendarDate({ message: 'date must be a date like 2026-11-28' }) date?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(TIME, { message: 'time must be a time like 20:00' }) time?: string;
}

export class ChangeReservationStatusDto {
  @ApiProperty({ enum: RESERVATION_STATUSES }) @IsIn(RESERVATION_STATUSES, { message: `status must be one of: ${RESERVATION_STATUSES.join(', ')}` }) status: ReservationStatus;
}

export class AdminReservationsQueryDto {
  @ApiPropertyOptional({ example: '2026-11-28' }) @IsOptional() @IsCalendarDate({ message: 'date must be a date like 2026-11-28' }) date?: string;
  @ApiPropertyOptional({ enum: RESERVATION_STATUSES }) @IsOptional() @IsIn(RESERVATION_STATUSES, { message: `status must be one of: ${RESERVATION_STATUSES.join(', ')}` }) status?: ReservationStatus;
}
