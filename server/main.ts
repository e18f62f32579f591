/**
 * `npm start`: checks the configuration, builds the web app when dist/ is missing or older than its sources,
 * applies migrations, and serves everything on PORT. Stops cleanly on SIGINT/SIGTERM. A configuration or start-up
 * problem ends it with a message naming the variable to change, and no stack trace.
 */
import { ConfigError, loadConfig } from './config';
import { StartupError } from './startup';
import { startApp } from './app';
import { ensureWebBuild } from './build';

async function main() {
  const config = loadConfig();
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
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
