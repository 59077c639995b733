import { apiError } from '../common/api-error';
import { ConflictException, Controller, Get, Headers, HttpCode, Post, Put, Req, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { DEFAULT_LANGUAGE } from 'shared-lib/domain';
import { LimitPerClient, WriteLimits } from '../abuse/write-limits';
import { AccountMailService } from './account-mail.service';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { AuthResultSchema, TokenSchema, UserSchema } from '../users/user.schema';
import { toUserDto, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { CurrentUser, Public } from './decorators';
import {
  type RequestOf,
  changePasswordBody,
  chooseLanguageBody,
  confirmEmailBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
} from 'shared-lib/requests';
import { ValidBody } from '../common/validation';
import { clientOf } from '../common/client-address';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly accountMail: AccountMailService,
    private readonly limits: WriteLimits,
  ) {}

  @Post('register')
  @Public()
  @LimitPerClient()
  @ApiOperation({ summary: 'Create a customer account (always CUSTOMER) and sign in' })
  @ApiEnvelope(AuthResultSchema, { status: 201 })
  @ApiErrors(400, 409, 429)
  async register(@ValidBody(registerBody) dto: RequestOf<typeof registerBody>, @Req() req: Request) {
    await this.limits.take([['registrationsPerClient', clientOf(req)]]);
    const { language, ...account } = dto;
    try {
      const result = await this.auth.register(account);
      return ok(result, `Welcome, ${result.user.name}!`);
    } catch (error) {
      // The site signs a new account in at once, so a taken address must be said; its owner is told of the attempt.
      if (error instanceof ConflictException) await this.accountMail.tellOwnerOfRegistrationAttempt(dto.email, language ?? DEFAULT_LANGUAGE);
      throw error;
    }
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @LimitPerClient()
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 401, 429)
  async login(@ValidBody(loginBody) dto: RequestOf<typeof loginBody>) {
    const result = await this.auth.login(dto);
    return ok(result, `Welcome back, ${result.user.name}!`);
  }

  @Post('refresh')
  @Public()
  @HttpCode(200)
  @LimitPerClient()
  @ApiOperation({
    summary: 'A new access token for the session of the given one (Authorization: Bearer), even just run out: within the idle window and the session maximum',
  })
  @ApiEnvelope(TokenSchema)
  @ApiErrors(401, 429)
  async refresh(@Headers('authorization') authorization: string | undefined) {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!token) throw new UnauthorizedException(apiError('SESSION_INVALID'));
    return ok({ token: await this.auth.refresh(token) }, 'Session refreshed');
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user (verifies the token)' })
  @ApiEnvelope(UserSchema)
  @ApiErrors(401)
  me(@CurrentUser() user: User) {
    return ok(toUserDto(user));
  }

  @Put('profile')
  @ApiBearerAuth()
  @LimitPerClient()
  @ApiOperation({
    summary: 'Update name or phone (never the role); a new e-mail needs the current password and applies once the link sent to it is opened',
  })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 401, 422, 429)
  async profile(@CurrentUser() user: User, @ValidBody(updateProfileBody) dto: RequestOf<typeof updateProfileBody>) {
    const { currentPassword, language, email, ...changes } = dto;
    const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase() ? email.toLowerCase() : undefined;
    if (newEmail) {
      // The e-mail is the sign-in: whoever holds an open session must also know the password to move it elsewhere,
      // and must own the new inbox. The answer is the same whether that address is free or not.
      await this.auth.confirmPassword(user, currentPassword);
      await this.limits.take([['emailChangesPerUser', user.id]]);
      await this.accountMail.requestEmailChange(user, newEmail, language ?? DEFAULT_LANGUAGE);
    }
    const updated = await this.users.updateProfile(user.id, changes);
    if (newEmail) return ok({ user: toUserDto(updated), pendingEmail: newEmail }, 'Confirm the new e-mail with the link we sent to it');
    return ok({ user: toUserDto(updated) }, 'Profile updated successfully');
  }

  @Put('language')
  @ApiBearerAuth()
  @LimitPerClient()
  @ApiOperation({ summary: 'Remember the language chosen in the staff area: its screens and the e-mails to this person follow it' })
  @ApiEnvelope(UserSchema)
  @ApiErrors(400, 401, 429)
  async chooseLanguage(@CurrentUser() user: User, @ValidBody(chooseLanguageBody) dto: RequestOf<typeof chooseLanguageBody>) {
    return ok(toUserDto(await this.users.setLanguage(user.id, dto.language ?? null)), 'Language saved');
  }

  @Post('email/confirm')
  @Public()
  @HttpCode(200)
  @LimitPerClient()
  @ApiOperation({ summary: "Open a new e-mail's confirmation link: the account signs in with it from now on" })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 404, 409, 429)
  async confirmEmail(@ValidBody(confirmEmailBody) dto: RequestOf<typeof confirmEmailBody>) {
    const user = await this.accountMail.confirmEmailChange(dto.token);
    return ok({ user: toUserDto(user) }, 'Your new e-mail is confirmed');
  }

  @Post('password/forgot')
  @Public()
  @HttpCode(200)
  @LimitPerClient()
  @ApiOperation({
    summary: 'Forgot the password: a single-use reset link (30 minutes) is e-mailed if an account has this address; the answer is the same either way',
  })
  @ApiEnvelope(null)
  @ApiErrors(400, 429)
  async forgotPassword(@ValidBody(forgotPasswordBody) dto: RequestOf<typeof forgotPasswordBody>) {
    await this.accountMail.requestPasswordReset(dto.email, dto.language ?? DEFAULT_LANGUAGE);
    return ok(null, 'If an account has this e-mail, a reset link is on its way');
  }

  @Post('password/reset')
  @Public()
  @HttpCode(200)
  @LimitPerClient()
  @ApiOperation({
    summary: "Set a new password with a reset link's token: the link is spent, every other session of the account ends, and this one is signed in",
  })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 429)
  async resetPassword(@ValidBody(resetPasswordBody) dto: RequestOf<typeof resetPasswordBody>) {
    return ok(await this.auth.resetPassword(dto.token, dto.password), 'Your password is changed');
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @LimitPerClient()
  @ApiOperation({ summary: 'Change the password; every earlier token is revoked and a new one returned' })
  @ApiEnvelope(TokenSchema)
  @ApiErrors(400, 401, 422, 429)
  async changePassword(@CurrentUser() user: User, @ValidBody(changePasswordBody) dto: RequestOf<typeof changePasswordBody>) {
    const token = await this.auth.changePassword(user, dto);
    return ok({ token }, 'Password changed successfully');
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: every token issued so far is revoked' })
  @ApiEnvelope(null)
  @ApiErrors(401)
  async logout(@CurrentUser() user: User) {
    await this.auth.logout(user);
    return ok(null, 'You have been logged out successfully');
  }
}
