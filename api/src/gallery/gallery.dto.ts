import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The text fields sent with the file (multipart): a title in each language; az and en are required. */
export class GalleryUploadDto {
  @ApiProperty({ maxLength: 150 }) @Transform(trim) @IsString() @Length(1, 150, { message: 'title_az must be 1 to 150 characters' }) title_az: string;
  @ApiProperty({ maxLength: 150 }) @Transform(trim) @IsString() @Length(1, 150, { message: 'title_en must be 1 to 150 characters' }) title_en: string;
  @ApiPropertyOptional({ maxLength: 150 }) @IsOptional() @Transform(trim) @IsString() @MaxLength(150) title_ru?: string;
  @ApiPropertyOptional({ maxLength: 150 }) @IsOptional() @Transform(trim) @IsString() @MaxLength(150) title_tr?: string;
}

class GalleryTitleDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 150) az?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 150) en?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 150) ru?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 150) tr?: string;
}

export class UpdateGalleryImageDto {
  @ApiPropertyOptional({ type: GalleryTitleDto }) @IsOptional() @ValidateNested() @Type(() => GalleryTitleDto) title?: GalleryTitleDto;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() visible?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10000) sortOrder?: number;
}
