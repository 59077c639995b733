import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { whyNotStarted } from './common/start-failure';
import { appConfig, type AppConfigType } from './config/app-config';
import { databaseSettingsFromEnv } from './config/database';
import { validateEnvironment } from './config/environment';

async function main() {
  // The environment is read once, here and in the configuration module, and only through its schema.
  const settings = databaseSettingsFromEnv(validateEnvironment(process.env));
  const app = await createApp(settings);
  const { apiPort, apiHost } = app.get<AppConfigType>(appConfig.KEY);
  await app.listen(apiPort, apiHost);
  const where = settings.kind === 'pglite' ? `PGlite in ${settings.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  // a log collector's line; under `npm start`, its "ready" block says it (common/api-logger.ts)
  new Logger('NestApplication').log(`API listening on http://${apiHost}:${apiPort}/api on ${where}`);
}

main().catch((error: unknown) => {
  console.error(whyNotStarted(error));
  process.exit(1);
});
