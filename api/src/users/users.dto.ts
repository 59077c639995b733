import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ROLES, type Role } from 'shared-lib/domain';
import { RegisterDto } from '../auth/auth.dto';

const STAFF_ROLES = ROLES.filter((r) => r !== 'CUSTOMER');

/** An admin creates a staff account: the register fields plus a staff role below the admin's own. */
export class CreateStaffDto extends RegisterDto {
  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `role must be one of: ${STAFF_ROLES.join(', ')}` })
  role: Role;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: Role;
}

export class ListUsersQueryDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role?: Role;
}
