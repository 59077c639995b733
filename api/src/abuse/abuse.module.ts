import { Global, Module } from '@nestjs/common';
import { LimitStore, WriteLimits } from './write-limits';

/** The limits on anonymous writes and guessing, counted in one store for every API process. */
@Global()
@Module({ providers: [LimitStore, WriteLimits], exports: [LimitStore, WriteLimits] })
export class AbuseModule {}
