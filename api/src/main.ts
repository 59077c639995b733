import { createApp } from './app.factory';
import { databaseSettingsFromEnv } from './config/database';

async function main() {
  const settings = databaseSettingsFromEnv();
  const app = await createApp(settings);
  const port = Number(process.env.API_PORT ?? 3010);
  const host = process.env.API_HOST ?? '127.0.0.1';
  await app.listen(port, host);
  const where = settings.kind === 'pglite' ? `PGlite in ${settings.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`API listening on http://${host}:${port}/api on ${where}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
