import 'reflect-metadata';
import fs from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { DataSource } from 'typeorm';
import { refuseNulCharacters } from './common/nul-characters';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { refuseDeepJson } from './common/json-depth';
import { JSON_BODY_TYPES, refuseUnreadableBodies } from './common/request-bodies';
import { createApiLogger, PinoNestLogger } from './common/api-logger';
import { appConfig, type AppConfig, type AppConfigType } from './config/app-config';
import type { DatabaseSettings } from './config/database';
import { seedMenus } from './database/seed/menu-seeder';
import { GalleryService } from './gallery/gallery.service';
import { assertNoDemoPasswords, seedDemoAccounts } from './users/demo-seeder';

/**
 * Builds the API: /api prefix, security headers, CORS for the site's origins, body limit, request logs,
 * validation, the error envelope and OpenAPI at /api/docs. Migrations run, the menus are seeded once,
 * and on the embedded database the demo accounts are created.
 */
export async function createApp(settings: DatabaseSettings, options: { logger?: false; config?: Partial<AppConfig> } = {}): Promise<NestExpressApplication> {
  if (settings.kind === 'pglite' && settings.dataDir && settings.dataDir !== 'memory') {
    fs.mkdirSync(settings.dataDir, { recursive: true });
  }
  // The environment is checked against its schema as the configuration module starts (config/config.module.ts), so
  // a wrong value stops the API by name; the settings are read back from it.
  const logger = createApiLogger();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(settings, options.config), {
    logger: options.logger === false ? false : new PinoNestLogger(logger),
    bodyParser: false,
    // A module that cannot start (a bad setting, an unsafe secret) throws to the caller, which names it and exits.
    abortOnError: false,
  });
  const config = app.get<AppConfigType>(appConfig.KEY);
  app.disable('x-powered-by');
  // Whose X-Forwarded-For to believe: the site's own proxy on this host by default, the load balancers listed otherwise.
  app.set('trust proxy', config.trustProxy);
  // a request's line says what it was ("GET /api/menu 200 12 ms"); the JSON keeps its req and res besides
  const requestLog = config.requestLogs
    ? pinoHttp({
        logger,
        customSuccessMessage: (req, res, ms) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)} ms`,
        customErrorMessage: (req, res, error) => `${req.method} ${req.url} ${res.statusCode} ${error.message}`,
      })
    : undefined;
  if (requestLog) app.use(requestLog);
  app.use(helmet({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] } } }));
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  app.use(refuseUnreadableBodies);
  app.use(express.json({ limit: config.bodyLimit, type: JSON_BODY_TYPES, verify: refuseDeepJson }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(refuseNulCharacters);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  // Built by the first request to /api/docs, not at start-up (it walks every route and DTO).
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Pizza Inn API')
        .setDescription('The storefront and staff API. Every answer is { success, data, message } or { success: false, message, errors }.')
        .setVersion('1.0.0')
        .addBearerAuth()
        .build(),
    );
  // The API's own documentation: on by default in development, off in production unless API_DOCS=true.
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  const dataSource = app.get(DataSource);
  const newDatabase = await seedMenus(dataSource);
  if (newDatabase && config.seedDemoGallery) await app.get(GalleryService).seedDemo();
  if (config.seedDemoAccounts) await seedDemoAccounts(dataSource);
  if (config.production) await assertNoDemoPasswords(dataSource);
  // A request has REQUEST_BODY_SECONDS to arrive whole, its headers a part of that: a client that sends a body a byte
  // at a time holds a connection no longer (answers, the live streams among them, are not limited by this). Node
  // checks it every 30 s, so such a connection ends 15 to 45 s after it opened (it was 300 s).
  const server = app.getHttpServer() as import('node:http').Server;
  server.requestTimeout = REQUEST_BODY_SECONDS * 1000;
  server.headersTimeout = Math.min(server.headersTimeout, REQUEST_BODY_SECONDS * 1000);
  return app;
}

/** How long a request may take to arrive whole (Node's default is five minutes). */
export const REQUEST_BODY_SECONDS = 15;
