/**
 * `npm start`: checks the configuration, builds the web app when dist/ is missing or older than its sources,
 * applies migrations, and serves everything on PORT. Stops cleanly on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig } from './config';
import { startApp } from './app';
import { ensureWebBuild } from './build';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (process.env.SKIP_WEB_BUILD !== '1') await ensureWebBuild();
  const app = await startApp(config);
  app.services.log.info(`CreatorHub is running on ${app.url}`);
  console.log(`\n  CreatorHub is ready: ${app.url}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.services.log.info(`stopping (${signal})`);
    await app.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
