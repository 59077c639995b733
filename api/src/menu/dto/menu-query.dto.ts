import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';

export class LanguageQueryDto {
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: 'Language of names and descriptions; az when absent' })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'lang must be one of: az, en, ru, tr' })
  lang?: Language;
}

export class MenuItemsQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ description: 'Only the items of this category (its slug)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,80}$/, { message: 'category must be a category slug' })
  category?: string;
}

export class MenuSearchQueryDto extends LanguageQueryDto {
  @ApiProperty({ description: 'Text to find in names, descriptions and ingredients, in any language', minLength: 1, maxLength: 100 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @Length(1, 100, { message: 'q must be 1 to 100 characters' })
  q: string;
}
