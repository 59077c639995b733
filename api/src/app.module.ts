import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type DatabaseSettings, typeOrmOptions } from './config/database';
import { DATABASE_SETTINGS } from './config/tokens';
import { HealthController } from './health/health.controller';
import { MenuModule } from './menu/menu.module';

@Module({})
export class AppModule {
  static forRoot(settings: DatabaseSettings): DynamicModule {
    return {
      module: AppModule,
      imports: [TypeOrmModule.forRoot(typeOrmOptions(settings)), MenuModule],
      controllers: [HealthController],
      providers: [{ provide: DATABASE_SETTINGS, useValue: settings }],
    };
  }
}
