import { apiError } from '../common/api-error';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AppConfigType, appConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { RetiredTokens } from './retired-tokens';

export const JWT_ISSUER = 'pizza-inn-api';
export const JWT_AUDIENCE = 'pizza-inn-site';
/** Only this algorithm is accepted: `none` and asymmetric confusion are refused. */
export const JWT_ALGORITHMS = ['HS256'] as const;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JwtPayload {
  sub: string;
  ver: number;
  /** When the session began (its sign-in), in seconds: refreshed tokens keep it, and it bounds the session's life. */
  sat: number;
  /** A kitchen display's session (auth/kitchen-devices.service.ts): refreshed without the idle limit or the maximum. */
  dev?: true;
  exp?: number;
  /** The token's own id: a refresh retires it (auth/retired-tokens.ts). */
  jti?: string;
  /** The session family: the id of the sign-in every token refreshed from it carries (a replayed refresh ends them all). */
  fam?: string;
}

/** A token's session family; a token signed before families were recorded counts its account and sign-in time. */
export function sessionFamily(payload: Pick<JwtPayload, 'sub' | 'sat' | 'fam'>): string {
  return typeof payload.fam === 'string' && payload.fam.length <= 64 ? payload.fam : `${payload.sub}:${payload.sat}`;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(appConfig.KEY) config: AppConfigType,
    private readonly users: UsersService,
    private readonly retired: RetiredTokens,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [...JWT_ALGORITHMS],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /** The role and token version come from the database on every request, so a change applies at once. */
  async validate(payload: JwtPayload): Promise<User> {
    // A token without an expiry never runs out: jsonwebtoken checks `exp` only when there is one, so refuse it here.
    if (typeof payload?.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number' || typeof payload.sat !== 'number')
      throw new UnauthorizedException(apiError('SESSION_INVALID'));
    // a token a refresh replaced is over (after the reuse leeway), and so is every token of a family a replay ended
    const family = sessionFamily(payload);
    const jti = typeof payload.jti === 'string' && UUID.test(payload.jti) ? payload.jti : undefined;
    if (await this.retired.isRefused(jti, family).catch(() => false)) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    const user = await this.users.findById(payload.sub).catch(() => null);
    if (!user || user.tokenVersion !== payload.ver || user.device !== (payload.dev === true)) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    user.session = { start: payload.sat, device: payload.dev === true, expires: payload.exp, family };
    return user;
  }
}
