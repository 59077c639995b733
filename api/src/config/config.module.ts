import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule, ConfigService } from '@nestjs/config';
import type { AppConfig } from './app-config';
import type { DatabaseSettings } from './database';
import { validateEnvironment } from './environment';
import { APP_CONFIG, DATABASE_SETTINGS } from './tokens';

/**
 * The configuration, through @nestjs/config: the environment is checked against its schema (config/environment.ts)
 * and the API's settings built from it (config/app-config.ts) are what ConfigService holds under `app`; modules
 * inject them as APP_CONFIG.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(settings: DatabaseSettings, config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, validate: validateEnvironment, load: [() => ({ app: config })] })],
      providers: [
        { provide: DATABASE_SETTINGS, useValue: settings },
        { provide: APP_CONFIG, inject: [ConfigService], useFactory: (configuration: ConfigService) => configuration.getOrThrow<AppConfig>('app') },
      ],
      exports: [DATABASE_SETTINGS, APP_CONFIG],
    };
  }
}
