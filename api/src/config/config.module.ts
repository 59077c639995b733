import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule, registerAs } from '@nestjs/config';
import { APP_CONFIG_NAMESPACE, assertSecretsSafe, loadAppConfig, type AppConfig } from './app-config';
import type { DatabaseSettings } from './database';
import { validateEnvironment } from './environment';
import { DATABASE_SETTINGS } from './tokens';

/**
 * The configuration, through @nestjs/config: the environment is checked once against its schema
 * (config/environment.ts, `validate`), and the API's settings are the `app` namespace (`registerAs`, config/app-config.ts)
 * that modules inject as `@Inject(appConfig.KEY) config: AppConfigType`. A test or benchmark may override some
 * settings; the secrets are checked on the result, before anything starts.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(settings: DatabaseSettings, overrides: Partial<AppConfig> = {}): DynamicModule {
    const app = registerAs(APP_CONFIG_NAMESPACE, (): AppConfig => {
      // read once, at start-up: the schema's output, never the raw environment (an empty value is its default)
      const config = { ...loadAppConfig(process.env, settings.kind === 'pglite'), ...overrides };
      assertSecretsSafe(config);
      return config;
    });
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnvironment, load: [app] })],
      providers: [{ provide: DATABASE_SETTINGS, useValue: settings }],
      exports: [DATABASE_SETTINGS],
    };
  }
}
