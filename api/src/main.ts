import { createApp } from './app.factory';
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
  console.log(`API listening on http://${apiHost}:${apiPort}/api on ${where}`);
}

main().catch((error: unknown) => {
  // a refused start is one line saying what to change; anything else keeps its stack
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith('Refusing to start') ? message : error);
  process.exit(1);
});
