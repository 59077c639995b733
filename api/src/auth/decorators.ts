import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Permission, Role } from 'shared-lib/domain';
import type { User } from '../users/user.entity';

export const IS_PUBLIC = 'isPublic';
export const MIN_ROLE = 'minRole';
export const PERMISSIONS_KEY = 'permissions';

/** Opts a handler or controller out of the global JWT guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Passes when the user's rank is at least this role's rank (SPEC 6.1). */
export const MinRole = (role: Role) => SetMetadata(MIN_ROLE, role);

/** Passes when the user holds every named permission. */
export const Permissions = (...permissions: Permission[]) => SetMetadata(PERMISSIONS_KEY, permissions);

/** The signed-in user, as loaded from the database by the JWT strategy. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User => ctx.switchToHttp().getRequest().user);
