import { ALLERGENS, DIETARY_TAGS, MONEY_INPUT_PATTERN, PRICE_DELTA_PATTERN } from 'shared-lib/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_RULE = 'slug must be lowercase letters, digits and dashes';
/** Amounts as staff type them: a comma is a decimal point ("16,90" is 16.90); then shared-lib's pattern decides. */
const decimalComma = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(',', '.') : value);
/** A picture of the site's own picture pipeline (a drawn one or an uploaded photo); photos come through the upload. */
const PICTURE = /^\/api\/menu\/images\/[a-z0-9-]{1,120}\.(svg|webp)$/;

/** Texts in four languages; Azerbaijani is required, a missing one is flagged in the admin view. */
export class MenuTextDto {
  @ApiProperty() @IsString() @Length(1, 500) az: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) ru?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) tr?: string;
}

export class CustomizationOptionInputDto {
  @ApiProperty({ example: 'large' }) @Matches(SLUG, { message: 'key must be lowercase letters, digits and dashes' }) @Length(1, 40) key: string;
  @ApiProperty({ type: MenuTextDto }) @ValidateNested() @Type(() => MenuTextDto) name: MenuTextDto;
  @ApiProperty({ example: '4.00' }) @Transform(decimalComma) @Matches(PRICE_DELTA_PATTERN, { message: 'priceDelta must be an amount with at most 2 decimals, e.g. "4.00" or "-2.00"' }) priceDelta: string;
}

export class CustomizationGroupInputDto {
  @ApiProperty({ example: 'size' }) @Matches(SLUG, { message: 'key must be lowercase letters, digits and dashes' }) @Length(1, 40) key: string;
  @ApiProperty({ type: MenuTextDto }) @ValidateNested() @Type(() => MenuTextDto) name: MenuTextDto;
  @ApiProperty() @IsBoolean() required: boolean;
  @ApiProperty() @IsBoolean() multiple: boolean;
  @ApiProperty({ type: [CustomizationOptionInputDto] })
  @ValidateNested({ each: true })
  @Type(() => CustomizationOptionInputDto)
  @ArrayMaxSize(20)
  options: CustomizationOptionInputDto[];
}

export class CreateCategoryDto {
  @ApiProperty({ enum: ['main', 'mokaland'] }) @IsIn(['main', 'mokaland'], { message: 'menu must be main or mokaland' }) menu: 'main' | 'mokaland';
  @ApiProperty({ example: 'pizzas' }) @Matches(SLUG, { message: SLUG_RULE }) @Length(1, 80) slug: string;
  @ApiProperty({ type: MenuTextDto }) @ValidateNested() @Type(() => MenuTextDto) name: MenuTextDto;
  @ApiPropertyOptional({ type: MenuTextDto }) @IsOptional() @ValidateNested() @Type(() => MenuTextDto) description?: MenuTextDto;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10000) sortOrder?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() visible?: boolean;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}

export class CreateItemDto {
  @ApiProperty() @IsInt({ message: 'categoryId must be a category id' }) @Min(1) categoryId: number;
  @ApiProperty({ example: 'margherita' }) @Matches(SLUG, { message: SLUG_RULE }) @Length(1, 120) slug: string;
  @ApiProperty({ type: MenuTextDto }) @ValidateNested() @Type(() => MenuTextDto) name: MenuTextDto;
  @ApiProperty({ type: MenuTextDto }) @ValidateNested() @Type(() => MenuTextDto) description: MenuTextDto;
  @ApiPropertyOptional({ type: MenuTextDto }) @IsOptional() @ValidateNested() @Type(() => MenuTextDto) ingredients?: MenuTextDto;
  @ApiPropertyOptional({ enum: ALLERGENS, isArray: true }) @IsOptional() @IsIn(ALLERGENS, { each: true, message: `allergens must be among: ${ALLERGENS.join(', ')}` }) @ArrayMaxSize(14) allergens?: string[];
  @ApiPropertyOptional({ enum: DIETARY_TAGS, isArray: true }) @IsOptional() @IsIn(DIETARY_TAGS, { each: true, message: `dietary must be among: ${DIETARY_TAGS.join(', ')}` }) @ArrayMaxSize(4) dietary?: string[];
  @ApiProperty({ example: '9.50' }) @Transform(decimalComma) @Matches(MONEY_INPUT_PATTERN, { message: 'price must be an amount with at most 2 decimals, e.g. "9.50"' }) price: string;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() @MaxLength(200) @Matches(PICTURE, { message: 'image must be a picture of the menu (upload a photo instead)' }) image?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() available?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10000) sortOrder?: number;
  @ApiPropertyOptional({ type: [CustomizationGroupInputDto] }) @IsOptional() @ValidateNested({ each: true }) @Type(() => CustomizationGroupInputDto) @ArrayMaxSize(10) customizations?: CustomizationGroupInputDto[];
}

export class UpdateItemDto extends PartialType(CreateItemDto) {}

export class AdminMenuQueryDto {
  @ApiPropertyOptional({ enum: ['main', 'mokaland'] }) @IsOptional() @IsIn(['main', 'mokaland'], { message: 'menu must be main or mokaland' }) menu?: 'main' | 'mokaland';
}
