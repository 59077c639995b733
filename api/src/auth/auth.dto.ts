import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { passwordFormat, phoneFormat, SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { FitsFormat } from '../common/fits-format';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const PASSWORD_RULE = 'password must be 8 to 128 characters with at least one letter and one digit';

export class RegisterDto {
  @ApiProperty({ example: 'Aysel Məmmədova', minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString()
  @Length(2, 100, { message: 'name must be 2 to 100 characters' })
  name: string;

  @ApiProperty({ example: 'aysel@example.az', maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Secret123', minLength: 8, maxLength: 128 })
  @IsString()
  @FitsFormat(passwordFormat, { message: PASSWORD_RULE })
  password: string;

  @ApiPropertyOptional({ example: '+994 50 123 45 67' })
  @IsOptional()
  @Transform(trim)
  @FitsFormat(phoneFormat, { message: 'phone must be a valid phone number' })
  phone?: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: 'The language of the page: e-mails about the account are written in it' })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' })
  language?: Language;
}

/** The token of a new e-mail's confirmation link. */
export class ConfirmEmailDto {
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'token must be the one of the confirmation link' }) token: string;
}

export class LoginDto {
  @ApiProperty({ example: 'staff@pizzainn.az' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Staff123!' })
  @IsString()
  @Length(1, 128, { message: 'password must be 1 to 128 characters' })
  password: string;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(2, 100, { message: 'name must be 2 to 100 characters' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @FitsFormat(phoneFormat, { message: 'phone must be a valid phone number' })
  phone?: string;

  @ApiPropertyOptional({ description: 'Needed to change the e-mail address (the sign-in): the account password' })
  @IsOptional()
  @IsString()
  @Length(1, 128)
  currentPassword?: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: "The language of the page: a new e-mail's confirmation is written in it" })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' })
  language?: Language;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @Length(1, 128)
  currentPassword: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString()
  @FitsFormat(passwordFormat, { message: PASSWORD_RULE.replace('password', 'newPassword') })
  newPassword: string;
}

/** "Forgot your password?": the account's e-mail, and the page's language for the e-mail. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'aysel@example.az' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, { message: 'language must be one of: az, en, ru, tr' })
  language?: Language;
}

/** A reset link's token and the new password. */
export class ResetPasswordDto {
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'token must be the one of the reset link' }) token: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString()
  @FitsFormat(passwordFormat, { message: PASSWORD_RULE })
  password: string;
}
