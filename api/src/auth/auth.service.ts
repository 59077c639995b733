import { apiError } from '../common/api-error';
import { assertUncommonPassword } from './password-strength';
import { BadRequestException, Inject, Injectable, UnauthorizedException, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RetiredTokens, type Successor } from './retired-tokens';
import { SignInLimits } from './sign-in-limits';
import { AccountMailService } from './account-mail.service';
import { JwtService } from '@nestjs/jwt';
import { hash, verify } from '@node-rs/argon2';
import { type AuthResult } from 'shared-lib/contracts';
import { type AppConfigType, appConfig } from '../config/app-config';
import { toUserDto, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { JWT_ALGORITHMS, JWT_AUDIENCE, JWT_ISSUER, type JwtPayload, sessionFamily, UUID } from './jwt.strategy';
import { type RequestOf, changePasswordBody, loginBody, registerBody } from 'shared-lib/requests';

/** Verified against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = hash('not-a-real-password-0');

/** How long after its expiry a kitchen display's token can still be refreshed: a display off for longer is paired again. */
export const DISPLAY_REFRESH_SECONDS = 30 * 86400;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly accountMail: AccountMailService,
    private readonly signIns: SignInLimits,
    private readonly retired: RetiredTokens,
  ) {}

  /**
   * A short-lived access token; `sessionStart` (seconds) is the sign-in it continues, now for a new session, and
   * `family` that sign-in's id (every token refreshed from it carries it: a replayed refresh ends them all). `device`:
   * a kitchen display's session, which lasts until a manager ends it. `as`: the token's own id and issue time, given
   * when signing again a successor already recorded (the same token comes out: HS256 is deterministic).
   */
  sign(
    user: Pick<User, 'id' | 'tokenVersion'>,
    sessionStart = Math.floor(Date.now() / 1000),
    device = false,
    family: string = randomUUID(),
    as: Successor = { jti: randomUUID(), iat: Math.floor(Date.now() / 1000) },
  ): string {
    const payload: JwtPayload & { iat: number; exp: number; iss: string; aud: string; jti: string } = {
      sub: user.id,
      ver: user.tokenVersion,
      sat: sessionStart,
      fam: family,
      ...(device ? { dev: true as const } : {}),
      iat: as.iat,
      exp: as.iat + this.config.jwtExpiresInSeconds,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      // its own id: the refresh that replaces it retires it (retired-tokens.ts)
      jti: as.jti,
    };
    return this.jwt.sign(payload, { secret: this.config.jwtSecret, algorithm: 'HS256' });
  }

  /** Registration always creates a CUSTOMER. */
  async register(dto: RequestOf<typeof registerBody>): Promise<AuthResult> {
    await assertUncommonPassword(dto.password, 'password', [dto.name, dto.email]);
    const user = await this.users.create({ name: dto.name, email: dto.email, password: dto.password, phone: dto.phone ?? null, role: 'CUSTOMER' });
    return { user: toUserDto(user), token: this.sign(user) };
  }

  /** One message for a wrong email and a wrong password. */
  async login(dto: RequestOf<typeof loginBody>): Promise<AuthResult> {
    // the account's own limit, whoever asks (sign-in-limits.ts), after the per-address one (the route's guard)
    await this.signIns.check(dto.email);
    const user = await this.users.findByEmailWithHash(dto.email);
    const ok = user
      ? await this.users.verifyPassword(user, dto.password)
      : await verify(await DUMMY_HASH, dto.password).then(
          () => false,
          () => false,
        );
    // a kitchen display has no password anyone knows; it never signs in by one
    if (!user || !ok || user.device) {
      await this.signIns.failed(dto.email);
      throw new UnauthorizedException(apiError('INVALID_CREDENTIALS'));
    }
    await this.signIns.cleared(dto.email);
    return { user: toUserDto(user), token: this.sign(user) };
  }

  /** The account's password, asked again before a sensitive change (422 on the field `currentPassword`). */
  async confirmPassword(user: User, password: string | undefined): Promise<void> {
    const hash = await this.users.passwordHashOf(user.id);
    const ok = hash && password ? await this.users.verifyPassword({ passwordHash: hash } as User, password) : false;
    if (!ok) throw new UnprocessableEntityException(apiError('CURRENT_PASSWORD_WRONG', 'currentPassword'));
  }

  /** Checks the current password, stores the new one and revokes every earlier token; returns a fresh token. */
  async changePassword(user: User, dto: RequestOf<typeof changePasswordBody>): Promise<string> {
    const hash = await this.users.passwordHashOf(user.id);
    const ok = hash ? await this.users.verifyPassword({ passwordHash: hash } as User, dto.currentPassword) : false;
    if (!ok) throw new UnprocessableEntityException(apiError('CURRENT_PASSWORD_WRONG', 'currentPassword'));
    if (dto.currentPassword === dto.newPassword) {
      throw new UnprocessableEntityException(apiError('PASSWORD_UNCHANGED', 'newPassword'));
    }
    await assertUncommonPassword(dto.newPassword, 'newPassword', [user.name, user.email]);
    const version = await this.users.setPassword(user.id, dto.newPassword);
    await this.accountMail.tellPasswordChanged(user);
    return this.sign({ id: user.id, tokenVersion: version });
  }

  /**
   * A new access token for a session still alive: signed by us, not revoked (token version), run out no longer than
   * the idle window ago, and within the session's maximum life from its sign-in. Anything else ends the session (401).
   * A kitchen display's session has neither limit: it lasts until a manager ends it (its token version moves on).
   */
  async refresh(token: string): Promise<string> {
    let payload: JwtPayload;
    try {
      payload = this.jwt.verify<JwtPayload>(token, {
        secret: this.config.jwtSecret,
        algorithms: [...JWT_ALGORITHMS],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        ignoreExpiration: true,
      });
    } catch {
      throw new UnauthorizedException(apiError('SESSION_INVALID'));
    }
    const now = Math.floor(Date.now() / 1000);
    const shaped =
      typeof payload?.sub === 'string' &&
      typeof payload.ver === 'number' &&
      typeof payload.exp === 'number' &&
      typeof payload.sat === 'number' &&
      typeof payload.jti === 'string' &&
      UUID.test(payload.jti);
    const device = payload?.dev === true;
    // how long after its expiry a token can still be refreshed: a person's idle window; a display's, a month
    const refreshableFor = device ? DISPLAY_REFRESH_SECONDS : this.config.sessionIdleSeconds;
    if (!shaped || now > payload.exp! + refreshableFor || (!device && now > payload.sat + this.config.sessionMaxSeconds))
      throw new UnauthorizedException(apiError('SESSION_INVALID'));
    const user = await this.users.findById(payload.sub).catch(() => null);
    if (!user || user.tokenVersion !== payload.ver || user.device !== device) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    const family = sessionFamily(payload);
    if (await this.retired.isEnded(family)) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    // The token being replaced is retired with its one successor, kept as such while it could still be refreshed; a
    // second refresh of it within the leeway gets that same successor. Replaced before that: a copy being replayed,
    // and the whole session family is ended (retired-tokens.ts).
    const next = { jti: randomUUID(), iat: now };
    // a family outlives any token of it: a person's session ends at its maximum, a display's is kept for years
    const familyKeptUntil = device ? now + 10 * 365 * 86400 : payload.sat + this.config.sessionMaxSeconds + this.config.jwtExpiresInSeconds;
    const successor = await this.retired.retire(payload.jti!, family, next, payload.exp! + refreshableFor, familyKeptUntil, user.id);
    if (!successor) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    if (device) await this.users.markDeviceSeen(user.id);
    return this.sign(user, payload.sat, device, family, successor);
  }

  /**
   * A reset link's new password: checked like any new password before the link is spent; then the link (and every
   * other of the account) is spent, the token version moves on (every other session ends) and this one is signed in.
   */
  async resetPassword(token: string, password: string): Promise<AuthResult> {
    const user = await this.accountMail.passwordResetUser(token);
    await assertUncommonPassword(password, 'password', [user.name, user.email]);
    if (!(await this.accountMail.spendPasswordReset(token, user.id))) throw new BadRequestException(apiError('RESET_LINK_INVALID', 'token'));
    const version = await this.users.setPassword(user.id, password);
    await this.signIns.cleared(user.email);
    await this.accountMail.tellPasswordChanged(user);
    return { user: toUserDto(user), token: this.sign({ id: user.id, tokenVersion: version }) };
  }

  logout(user: User): Promise<void> {
    return this.users.revokeTokens(user.id);
  }
}
