import 'reflect-metadata';
import fs from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { createValidationPipe } from './common/validation';
import type { DatabaseSettings } from './config/database';
import { seedMenus } from './database/seed/menu-seeder';

/** Builds the API: /api prefix, validation, error envelope; migrations run and the menus are seeded once. */
export async function createApp(settings: DatabaseSettings, options: { logger?: false } = {}): Promise<NestExpressApplication> {
  if (settings.kind === 'pglite' && settings.dataDir && settings.dataDir !== 'memory') {
    fs.mkdirSync(settings.dataDir, { recursive: true });
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings), {
    logger: options.logger ?? ['error', 'warn', 'log'],
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  await seedMenus(app.get(DataSource));
  return app;
}
