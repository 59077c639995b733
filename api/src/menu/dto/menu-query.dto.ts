import { IsIn, IsOptional, Matches } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/core';

export class LanguageQueryDto {
  /** Language of names and descriptions (az, en, ru, tr); az when absent. */
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'lang must be one of: az, en, ru, tr' })
  lang?: Language;
}

export class MenuItemsQueryDto extends LanguageQueryDto {
  /** Only the items of this category (its slug). */
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,80}$/, { message: 'category must be a category slug' })
  category?: string;
}
