import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './app-config';
import type { DatabaseSettings } from './database';
import { APP_CONFIG, DATABASE_SETTINGS } from './tokens';

/** The environment, read once, for every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(settings: DatabaseSettings, config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: DATABASE_SETTINGS, useValue: settings },
        { provide: APP_CONFIG, useValue: config },
      ],
      exports: [DATABASE_SETTINGS, APP_CONFIG],
    };
  }
}
