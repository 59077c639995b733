import { apiError } from '../common/api-error';
import { assertUncommonPassword } from '../auth/password-strength';
import { Controller, ForbiddenException, Get, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROLE_RANKS } from 'shared-lib/domain';
import { CurrentUser, MinRole, Permissions } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { UserSchema } from './user.schema';
import { toUserDto, UsersService } from './users.service';
import type { User } from './user.entity';
import { type RequestOf, changeRoleBody, createStaffBody, listUsersQuery } from 'shared-lib/requests';
import { ValidBody, ValidQuery } from '../common/validation';
import { ValidParam } from '../common/path-params';

/** Users management: ADMIN and up. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@MinRole('ADMIN')
@Permissions('users:manage')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts, oldest first, a page at a time (50 by default, 100 at most), by role or part of the name or e-mail' })
  @ApiEnvelope(null, { description: '{ items: User[], total, page, pageSize }' })
  @ApiErrors(400, 401, 403)
  async list(@ValidQuery(listUsersQuery) query: RequestOf<typeof listUsersQuery>) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { items, total } = await this.users.list({ role: query.role, q: query.q, page, pageSize });
    return ok({ items: items.map(toUserDto), total, page, pageSize });
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff account with a role below your own' })
  @ApiEnvelope(UserSchema, { status: 201 })
  @ApiErrors(400, 401, 403, 409)
  async create(@CurrentUser() actor: User, @ValidBody(createStaffBody) dto: RequestOf<typeof createStaffBody>) {
    if (ROLE_RANKS[dto.role] >= ROLE_RANKS[actor.role]) throw new ForbiddenException(apiError('ROLE_ABOVE_OWN'));
    await assertUncommonPassword(dto.password, 'password', [dto.name, dto.email]);
    const user = await this.users.create({ name: dto.name, email: dto.email, password: dto.password, phone: dto.phone ?? null, role: dto.role });
    return ok(toUserDto(user), 'Account created');
  }

  @Patch(':id/role')
  @ApiOperation({ summary: "Change a user's role: never your own, never to or from a rank at or above yours" })
  @ApiEnvelope(UserSchema)
  @ApiErrors(400, 401, 403, 404)
  async changeRole(
    @CurrentUser() actor: User,
    @ValidParam('id', 'uuid', apiError('USER_NOT_FOUND')) id: string,
    @ValidBody(changeRoleBody) dto: RequestOf<typeof changeRoleBody>,
  ) {
    return ok(toUserDto(await this.users.changeRole(actor, id, dto.role)), 'Role changed');
  }
}
