import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type UserDto } from 'shared-lib/contracts';
import { SUPPORTED_LANGUAGES, PERMISSIONS, ROLES, type Language, type Permission, type Role } from 'shared-lib/domain';

export class UserSchema implements UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Aysel Məmmədova' }) name: string;
  @ApiProperty({ example: 'aysel@example.az' }) email: string;
  @ApiProperty({ nullable: true, example: '+994 50 123 45 67', type: String }) phone: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: PERMISSIONS, isArray: true }) permissions: Permission[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ enum: SUPPORTED_LANGUAGES, nullable: true, type: String, description: 'The language chosen in the staff area (null until chosen)' })
  language: Language | null;
  @ApiPropertyOptional({ description: 'true for a kitchen display (absent for people)', enum: [true] }) device?: true;
}

export class AuthResultSchema {
  @ApiProperty({ type: UserSchema }) user: UserSchema;
  @ApiProperty({ description: 'Bearer token (JWT, HS256)' }) token: string;
}

export class TokenSchema {
  @ApiProperty({ description: 'A new bearer token; tokens issued before are revoked' }) token: string;
}
