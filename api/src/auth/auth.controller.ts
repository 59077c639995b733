import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { AuthResultSchema, TokenSchema, UserSchema } from '../users/user.schema';
import { toUserDto, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { ChangePasswordDto, LoginDto, RegisterDto, UpdateProfileDto } from './auth.dto';
import { AuthService } from './auth.service';
import { CurrentUser, Public } from './decorators';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Create a customer account (always CUSTOMER) and sign in' })
  @ApiEnvelope(AuthResultSchema, { status: 201 })
  @ApiErrors(400, 409, 429)
  async register(@Body() dto: RegisterDto) {
    const result = await this.auth.register(dto);
    return ok(result, `Welcome, ${result.user.name}!`);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 401, 429)
  async login(@Body() dto: LoginDto) {
    const result = await this.auth.login(dto);
    return ok(result, `Welcome back, ${result.user.name}!`);
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
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Update name, email or phone (never the role); a new e-mail needs the current password' })
  @ApiEnvelope(AuthResultSchema)
  @ApiErrors(400, 401, 409, 422, 429)
  async profile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto) {
    // The e-mail is the sign-in: whoever holds an open session must also know the password to move it elsewhere.
    if (dto.email !== undefined && dto.email.toLowerCase() !== user.email.toLowerCase()) await this.auth.confirmPassword(user, dto.currentPassword);
    const { currentPassword: _password, ...changes } = dto;
    const updated = await this.users.updateProfile(user.id, changes);
    return ok({ user: toUserDto(updated) }, 'Profile updated successfully');
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Change the password; every earlier token is revoked and a new one returned' })
  @ApiEnvelope(TokenSchema)
  @ApiErrors(400, 401, 422, 429)
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto) {
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
