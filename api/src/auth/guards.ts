import { API_ERRORS } from 'shared-lib/error-messages';
import { apiError } from '../common/api-error';
import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasMinRole, hasPermission, rolesAtLeast, type Permission, type Role } from 'shared-lib/domain';
import { toUserDto } from '../users/users.service';
import type { User } from '../users/user.entity';
import { IS_PUBLIC, MIN_ROLE, PERMISSIONS_KEY } from './decorators';

/** Global: every route needs a valid token unless it is @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) {
      // A public route still knows who is calling when a valid token comes along (an order is then theirs).
      const req = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: unknown }>();
      if (!req.headers.authorization) return true;
      try {
        await super.canActivate(context);
      } catch {
        req.user = undefined;
      }
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    return user;
  }
}

/** Global: @MinRole(role) passes when the user's rank (read from the database) is at least the role's. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role | undefined>(MIN_ROLE, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest().user as User | undefined;
    if (!user) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    if (!hasMinRole(user.role, required)) {
      throw new ForbiddenException({
        code: 'FORBIDDEN',
        message: API_ERRORS.FORBIDDEN,
        errors: { role: [`Requires ${rolesAtLeast(required).join(', ')}; you are ${user.role}`] },
      });
    }
    return true;
  }
}

/** Global: @Permissions(...) passes when the user holds every named permission. */
@Injectable()
export class PermissionsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Permission[] | undefined>(PERMISSIONS_KEY, [context.getHandler(), context.getClass()]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest().user as User | undefined;
    if (!user) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    const held = toUserDto(user).permissions;
    const missing = required.filter((p) => !hasPermission(held, p));
    if (missing.length)
      throw new ForbiddenException({ code: 'FORBIDDEN', message: API_ERRORS.FORBIDDEN, errors: { permissions: [`Missing ${missing.join(', ')}`] } });
    return true;
  }
}
