import { IsCalendarDate } from '../common/calendar-date';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsEmail,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  ValidateIf,
} from 'class-validator';
import { MAX_KITCHEN_STATIONS, PAYMENT_METHODS, phoneFormat, STATION_ID_PATTERN, type PaymentMethod } from 'shared-lib/domain';
import { FitsFormat } from '../common/fits-format';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const MONEY_RULE = 'must be an amount in manat with at most 2 decimals, e.g. "2.00"';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_OPTIONS = { protocols: ['https', 'http'], require_protocol: true };

export class PricingSettingsDto {
  @ApiPropertyOptional({ example: 'AZN' })
  @IsOptional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a 3-letter ISO code such as AZN' })
  currency?: string;

  @ApiPropertyOptional({ example: 0.1, minimum: 0, maximum: 1 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'serviceFeeRate must be a number' })
  @Min(0, { message: 'serviceFeeRate must be between 0 and 1' })
  @Max(1, { message: 'serviceFeeRate must be between 0 and 1' })
  serviceFeeRate?: number;

  @ApiPropertyOptional({ example: '2.00' })
  @IsOptional()
  @Matches(MONEY, { message: `deliveryFee ${MONEY_RULE}` })
  deliveryFee?: string;

  @ApiPropertyOptional({ example: '25.00' })
  @IsOptional()
  @Matches(MONEY, { message: `freeDeliveryThreshold ${MONEY_RULE}` })
  freeDeliveryThreshold?: string;
}

export class LocalizedTextDto {
  @ApiProperty() @IsString() @Length(1, 300) az: string;
  @ApiProperty() @IsString() @Length(1, 300) en: string;
  @ApiProperty() @IsString() @Length(1, 300) ru: string;
  @ApiProperty() @IsString() @Length(1, 300) tr: string;
}

export class LinkOptionDto {
  @ApiProperty() @IsString() @Length(1, 60) name: string;
  @ApiProperty() @IsUrl(URL_OPTIONS, { message: 'url must be a full http(s) address' }) @Length(1, 500) url: string;
  @ApiPropertyOptional({ example: 'wolt://venue/pizza-inn' }) @IsOptional() @Matches(/^[a-z][a-z0-9+.-]*:\/\/\S{1,300}$/, { message: 'appUrl must be an app link such as wolt://...' }) appUrl?: string;
}

class GeoDto {
  @ApiProperty() @IsNumber() @Min(-90) @Max(90) lat: number;
  @ApiProperty() @IsNumber() @Min(-180) @Max(180) lng: number;
}

class HoursDto {
  @ApiProperty({ example: '07:00' }) @Matches(TIME, { message: 'open must be a time like 07:00' }) open: string;
  @ApiProperty({ example: '03:00' }) @Matches(TIME, { message: 'close must be a time like 03:00' }) close: string;
}

/** Each weekday's hours, or null when the restaurant is closed that day (all seven are given). */
class WeeklyHoursDto {
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.mon !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) mon: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.tue !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) tue: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.wed !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) wed: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.thu !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) thu: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.fri !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) fri: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.sat !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) sat: HoursDto | null;
  @ApiProperty({ type: HoursDto, nullable: true }) @ValidateIf((o: WeeklyHoursDto) => o.sun !== null) @IsDefined({ message: 'every weekday must be given (null when closed)' }) @IsObject() @ValidateNested() @Type(() => HoursDto) sun: HoursDto | null;
}

/** Opening hours per weekday (a close at or before the open is after midnight) and dates closed all day. */
export class OpeningHoursDto {
  @ApiProperty({ type: WeeklyHoursDto }) @ValidateNested() @Type(() => WeeklyHoursDto) weekly: WeeklyHoursDto;
  @ApiProperty({ type: [String], example: ['2026-12-31'] })
  @IsArray()
  @ArrayMaxSize(100)
  @IsCalendarDate({ each: true, message: 'closedDates must be dates like 2026-12-31' })
  closedDates: string[];
}

class SocialDto {
  @ApiProperty() @IsUrl(URL_OPTIONS) facebook: string;
  @ApiProperty() @IsUrl(URL_OPTIONS) instagram: string;
  @ApiProperty() @IsUrl(URL_OPTIONS) twitter: string;
}

class RatingDto {
  @ApiProperty() @IsNumber() @Min(0) @Max(5) value: number;
  @ApiProperty() @IsInt() @Min(0) count: number;
}

export class RestaurantInfoDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) name?: string;
  @ApiPropertyOptional() @IsOptional() @FitsFormat(phoneFormat, { message: 'phone must be a valid phone number' }) phone?: string;
  @ApiPropertyOptional({ example: '*1995' }) @IsOptional() @Matches(/^\*?\d{3,6}$/, { message: 'shortPhone must be a short number such as *1995' }) shortPhone?: string;
  @ApiPropertyOptional() @IsOptional() @IsEmail({}, { message: 'email must be a valid email address' }) email?: string;
  @ApiPropertyOptional({ type: LocalizedTextDto }) @IsOptional() @ValidateNested() @Type(() => LocalizedTextDto) address?: LocalizedTextDto;
  @ApiPropertyOptional({ type: GeoDto }) @IsOptional() @ValidateNested() @Type(() => GeoDto) geo?: GeoDto;
  @ApiPropertyOptional({ type: HoursDto }) @IsOptional() @ValidateNested() @Type(() => HoursDto) workingHours?: HoursDto;
  @ApiPropertyOptional({ type: OpeningHoursDto }) @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) openingHours?: OpeningHoursDto;
  @ApiPropertyOptional({ type: SocialDto }) @IsOptional() @ValidateNested() @Type(() => SocialDto) socialMedia?: SocialDto;
  @ApiPropertyOptional({ type: [LinkOptionDto] }) @IsOptional() @ArrayMaxSize(5) @ValidateNested({ each: true }) @Type(() => LinkOptionDto) deliveryPlatforms?: LinkOptionDto[];
  @ApiPropertyOptional({ type: [LinkOptionDto] }) @IsOptional() @ArrayMaxSize(5) @ValidateNested({ each: true }) @Type(() => LinkOptionDto) maps?: LinkOptionDto[];
  @ApiPropertyOptional({ type: [LinkOptionDto] }) @IsOptional() @ArrayMaxSize(5) @ValidateNested({ each: true }) @Type(() => LinkOptionDto) navigationApps?: LinkOptionDto[];
  @ApiPropertyOptional({ type: RatingDto }) @IsOptional() @ValidateNested() @Type(() => RatingDto) rating?: RatingDto;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1900) @Max(2100) openSince?: number;
}

export class ReservationSettingsDto {
  @ApiPropertyOptional({ example: 40 }) @IsOptional() @IsInt({ message: 'seatsPerSlot must be a whole number' }) @Min(1, { message: 'seatsPerSlot must be between 1 and 500' }) @Max(500, { message: 'seatsPerSlot must be between 1 and 500' }) seatsPerSlot?: number;
  @ApiPropertyOptional({ example: 24 }) @IsOptional() @IsInt({ message: 'largeGroupNoticeHours must be a whole number' }) @Min(0, { message: 'largeGroupNoticeHours must be between 0 and 168' }) @Max(168, { message: 'largeGroupNoticeHours must be between 0 and 168' }) largeGroupNoticeHours?: number;
}

export class UpdateSettingsDto {
  @ApiPropertyOptional({ type: ReservationSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ReservationSettingsDto)
  reservations?: ReservationSettingsDto;

  @ApiPropertyOptional({ type: PricingSettingsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PricingSettingsDto)
  settings?: PricingSettingsDto;

  @ApiPropertyOptional({ type: RestaurantInfoDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RestaurantInfoDto)
  restaurant?: RestaurantInfoDto;
}

/** The order board's prep-time targets, in minutes: amber from `warn`, red from `late`. */
export class PrepTargetsDto {
  @ApiProperty({ example: 10, minimum: 1, maximum: 240 }) @IsInt() @Min(1) @Max(240) warn: number;
  @ApiProperty({ example: 20, minimum: 1, maximum: 240 }) @IsInt() @Min(1) @Max(240) late: number;
}

/** A station's name in the four languages (each required: staff read the board in theirs). */
export class StationNameDto {
  @ApiProperty() @IsString() @Length(1, 40) az: string;
  @ApiProperty() @IsString() @Length(1, 40) en: string;
  @ApiProperty() @IsString() @Length(1, 40) ru: string;
  @ApiProperty() @IsString() @Length(1, 40) tr: string;
}

/** A kitchen station and the menu categories (by slug) it makes; a category no station lists goes to the first. */
export class KitchenStationDto {
  @ApiProperty({ example: 'bar' }) @IsString() @Matches(STATION_ID_PATTERN, { message: 'id must be lowercase letters, digits and dashes (up to 32)' }) id: string;
  @ApiProperty({ type: StationNameDto }) @ValidateNested() @Type(() => StationNameDto) name: StationNameDto;
  @ApiProperty({ example: ['drinks'] })
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(/^[a-z0-9-]{1,80}$/, { each: true, message: 'categories must be menu category slugs' })
  categories: string[];
}

/**
 * What a manager runs day to day (MANAGER and up): the fees, seats per slot, the opening hours and closed dates, and the
 * board's prep-time targets. The restaurant's contacts, address and links stay with SUPER_ADMIN (UpdateSettingsDto).
 */
export class OperationsSettingsDto {
  @ApiPropertyOptional({ type: PricingSettingsDto }) @IsOptional() @ValidateNested() @Type(() => PricingSettingsDto) settings?: PricingSettingsDto;
  @ApiPropertyOptional({ type: ReservationSettingsDto }) @IsOptional() @ValidateNested() @Type(() => ReservationSettingsDto) reservations?: ReservationSettingsDto;
  @ApiPropertyOptional({ type: OpeningHoursDto }) @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) openingHours?: OpeningHoursDto;
  @ApiPropertyOptional({ type: PrepTargetsDto }) @IsOptional() @ValidateNested() @Type(() => PrepTargetsDto) prepTargets?: PrepTargetsDto;
  @ApiPropertyOptional({ type: [KitchenStationDto], description: `1-${MAX_KITCHEN_STATIONS} stations with distinct ids; each category in at most one` })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_KITCHEN_STATIONS)
  @ValidateNested({ each: true })
  @Type(() => KitchenStationDto)
  stations?: KitchenStationDto[];
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, isArray: true, description: 'How diners pay: one or both' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PAYMENT_METHODS.length)
  @IsIn([...PAYMENT_METHODS], { each: true, message: `paymentMethods must be ${PAYMENT_METHODS.join(' or ')}` })
  paymentMethods?: PaymentMethod[];
}

export class OrderingDto {
  @ApiProperty({ description: 'true pauses online ordering (the API refuses new orders), false takes orders again' })
  @IsBoolean({ message: 'paused must be true or false' })
  paused: boolean;
}
