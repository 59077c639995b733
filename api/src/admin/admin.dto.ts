import { IsCalendarDate } from '../common/calendar-date';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First Baku calendar day (default: 29 days before `to`)' })
  @IsOptional()
  @IsCalendarDate({ message: 'from must be a date like 2026-11-01' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last Baku calendar day (default: today)' })
  @IsOptional()
  @IsCalendarDate({ message: 'to must be a date like 2026-11-30' })
  to?: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'lang must be one of: az, en, ru, tr' })
  lang?: Language;
}
