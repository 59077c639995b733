import { Global, Module } from '@nestjs/common';
import { LimitPerClientGuard, LimitStore, WriteLimits } from './write-limits';

/** The limits on anonymous writes and guessing (one rate limiter, rate-limiter-flexible), counted in one store for every API process. */
@Global()
@Module({ providers: [LimitStore, WriteLimits, LimitPerClientGuard], exports: [LimitStore, WriteLimits, LimitPerClientGuard] })
export class AbuseModule {}
