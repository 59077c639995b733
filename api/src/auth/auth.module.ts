import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AccountMailService } from './account-mail.service';
import { AuthController } from './auth.controller';
import { SignInLimits } from './sign-in-limits';
import { RetiredTokens } from './retired-tokens';
import { AuthService } from './auth.service';
import { JwtAuthGuard, PermissionsGuard, RolesGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';
import { KitchenDevicesController } from './kitchen-devices.controller';
import { KitchenDevicesService } from './kitchen-devices.service';

@Module({
  imports: [PassportModule, JwtModule.register({}), UsersModule],
  controllers: [AuthController, KitchenDevicesController],
  providers: [
    AuthService,
    AccountMailService,
    SignInLimits,
    RetiredTokens,
    KitchenDevicesService,
    JwtStrategy,
    // Order matters: who you are, then your rank, then your permissions.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: PermissionsGuard },
  ],
})
export class AuthModule {}
