/**
 * An API instance for the crash test of card top-ups (tests/api/money-crash.test.ts): the real app on the database
 * of its environment (DATA_DIR, or DATABASE_URL), saying READY <url> on its output, until the test kills it.
 */
import { loadConfig } from '../../server/config';
import { startApp } from '../../server/app';

const config = loadConfig(
  { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', BROKER_PORT: '0' },
  { demoCreators: false },
);
const app = await startApp(config);
process.stdout.write(`READY ${app.url}\n`);
process.on('SIGTERM', () => void app.stop().then(() => process.exit(0)));
