import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContactMessageDto {
  @ApiProperty({ maxLength: 100 }) @Transform(trim) @IsString() @Length(2, 100, { message: 'name must be 2 to 100 characters' }) name: string;
  @ApiProperty() @Transform(trim) @IsEmail({}, { message: 'email must be a valid email address' }) @MaxLength(254) email: string;
  @ApiProperty({ maxLength: 150 }) @Transform(trim) @IsString() @Length(2, 150, { message: 'subject must be 2 to 150 characters' }) subject: string;
  @ApiProperty({ maxLength: 5000 }) @Transform(trim) @IsString() @Length(10, 5000, { message: 'message must be 10 to 5000 characters' }) message: string;
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES }) @IsOptional() @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' }) language?: Language;
}

export class SubscribeDto {
  @ApiProperty() @Transform(trim) @IsEmail({}, { message: 'email must be a valid email address' }) @MaxLength(254) email: string;
  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES }) @IsOptional() @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' }) language?: Language;
}

export class ConfirmSubscriptionDto {
  @ApiProperty({ description: "The token of the confirmation e-mail's link" }) @IsString() @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'token must be the one of the confirmation link' }) token: string;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: "The token of the unsubscribe link" }) @IsString() @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'token must be the one of the unsubscribe link' }) token: string;
}

export class AdminContactsQueryDto {
  @ApiPropertyOptional({ enum: ['unread', 'read', 'archived'] }) @IsOptional() @IsIn(['unread', 'read', 'archived'], { message: 'status must be unread, read or archived' }) status?: 'unread' | 'read' | 'archived';
}

export class UpdateContactDto {
  @ApiProperty({ enum: ['unread', 'read', 'archived'] }) @IsIn(['unread', 'read', 'archived'], { message: 'status must be unread, read or archived' }) status: 'unread' | 'read' | 'archived';
}
