import { IsCalendarDate } from '../common/calendar-date';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
  IsISO8601,
} from 'class-validator';
import { DELIVERY_ADDRESS_LENGTH, MAX_LINE_QUANTITY, orderCodeFormat, phoneFormat, ORDER_STATUSES, ORDER_TYPES, SUPPORTED_LANGUAGES, type Language, type OrderStatus, type OrderType } from 'shared-lib/domain';
import { FitsFormat } from '../common/fits-format';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OrderLineDto {
  @ApiProperty({ example: 1 }) @IsInt({ message: 'menuItemId must be a menu item id' }) @Min(1) menuItemId: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @IsInt({ message: `quantity must be a whole number between 1 and ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: `quantity must be a whole number between 1 and ${MAX_LINE_QUANTITY}` })
  @Max(MAX_LINE_QUANTITY, { message: `quantity must be a whole number between 1 and ${MAX_LINE_QUANTITY}` })
  quantity: number;

  @ApiPropertyOptional({ example: { size: 'large', extras: ['olives'] }, description: 'Group key to option key (or keys, for a group that allows several)' })
  @IsOptional()
  @IsObject({ message: 'customizations must be an object of group to option' })
  customizations?: Record<string, string | string[]>;

  @ApiPropertyOptional({ description: 'Ignored: the server prices every line from the menu', deprecated: true })
  @IsOptional()
  price?: unknown;
}

export class CreateOrderDto {
  @ApiProperty({ type: [OrderLineDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(50, { message: 'An order can have at most 50 lines' })
  @ValidateNested({ each: true })
  @Type(() => OrderLineDto)
  items: OrderLineDto[];

  @ApiProperty({ enum: ORDER_TYPES }) @IsIn(ORDER_TYPES, { message: 'orderType must be table, pickup or delivery' }) orderType: (typeof ORDER_TYPES)[number];

  @ApiPropertyOptional({ example: '2026-12-02T15:30:00.000Z', description: 'Order ahead: a pickup or delivery for one of the slots of today or tomorrow (orderAheadSlots); omitted: as soon as possible' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'scheduledFor must be a date and time' })
  scheduledFor?: string;

  @ApiPropertyOptional({ example: '12', description: 'Required at a table' })
  @ValidateIf((o: CreateOrderDto) => o.orderType === 'table')
  @Transform(trim)
  @Matches(/^[A-Za-z0-9-]{1,10}$/, { message: 'tableNumber must be a table number' })
  tableNumber?: string;

  @ApiPropertyOptional({ description: 'Required for delivery' })
  @ValidateIf((o: CreateOrderDto) => o.orderType === 'delivery')
  @Transform(trim)
  @IsString()
  @Length(DELIVERY_ADDRESS_LENGTH.min, DELIVERY_ADDRESS_LENGTH.max, { message: `deliveryAddress must be ${DELIVERY_ADDRESS_LENGTH.min} to ${DELIVERY_ADDRESS_LENGTH.max} characters` })
  deliveryAddress?: string;

  @ApiPropertyOptional({ description: "Delivery, signed in: keep the address among the account's saved addresses" })
  @IsOptional()
  @IsBoolean()
  saveAddress?: boolean;

  @ApiPropertyOptional({ description: 'Required for delivery and pickup' })
  @ValidateIf((o: CreateOrderDto) => o.orderType !== 'table' || o.phone !== undefined)
  @Transform(trim)
  @FitsFormat(phoneFormat, { message: 'phone must be a valid phone number' })
  phone?: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @Length(1, 100) customerName?: string;

  @ApiPropertyOptional({ description: 'The cart session id; lets a guest cancel their own pending order' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'sessionId must be 8 to 64 letters, digits, - or _' })
  sessionId?: string;

  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @Transform(trim) @IsString() @MaxLength(500, { message: 'specialInstructions must be at most 500 characters' }) specialInstructions?: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES }) @IsOptional() @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' }) language?: Language;

  @ApiPropertyOptional({ description: "Where to send the order's confirmation (in the order's language)", maxLength: 254 })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ description: 'E-mail each status change too (needs email)' }) @IsOptional() @IsBoolean() notifyStatus?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: the server computes every total', deprecated: true }) @IsOptional() subtotal?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the server computes every total', deprecated: true }) @IsOptional() total?: unknown;
}

export class OrderCodeDto {
  @ApiProperty({ example: 'K7Q2M9XA4T' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @FitsFormat(orderCodeFormat, { message: 'code must be an order code' })
  code: string;
}

export class TrackOrderQueryDto extends OrderCodeDto {
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES }) @IsOptional() @IsIn(SUPPORTED_LANGUAGES, { message: 'lang must be one of: az, en, ru, tr' }) lang?: Language;
}

export class CancelOrderDto extends OrderCodeDto {
  @ApiPropertyOptional({ description: 'The cart session id the order was placed with (for guests)' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'sessionId must be 8 to 64 letters, digits, - or _' })
  sessionId?: string;
}

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES }) @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` }) status: OrderStatus;
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) note?: string;
}

export class AdminOrdersQueryDto {
  @ApiPropertyOptional({ description: 'One status or several, comma-separated (the board asks for the open ones)', example: 'pending,confirmed' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value))
  @IsArray()
  @ArrayMaxSize(ORDER_STATUSES.length)
  @IsIn(ORDER_STATUSES, { each: true, message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus[];
  @ApiPropertyOptional({ enum: ORDER_TYPES }) @IsOptional() @IsIn(ORDER_TYPES, { message: `type must be one of: ${ORDER_TYPES.join(', ')}` }) type?: OrderType;
  @ApiPropertyOptional({ description: "Part of the order's code, the diner's phone or name", maxLength: 50 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(50, { message: 'q must be at most 50 characters' })
  q?: string;
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: "Language of the dishes' and options' names (the staff member's)" })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'lang must be one of: az, en, ru, tr' })
  lang?: Language;
  @ApiPropertyOptional({ example: '2026-11-22' }) @IsOptional() @IsCalendarDate({ message: 'from must be a date like 2026-11-22' }) from?: string;
  @ApiPropertyOptional({ example: '2026-11-22' }) @IsOptional() @IsCalendarDate({ message: 'to must be a date like 2026-11-22' }) to?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10000) page?: number;
  @ApiPropertyOptional({ default: 20 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
}

/** A line of an order marked done on the board (or not done again). */
export class LineDoneDto {
  @ApiProperty({ example: true }) @IsBoolean() done: boolean;
}
