/**
 * An API instance that dies in the middle of a job (tests/api/jobs.test.ts): it starts on the database of its
 * environment (DATA_DIR, or DATABASE_URL) with its clock at CLOCK, runs the due job `crash`, whose handler writes
 * its effect, says RUNNING on its output and then waits for ever — until the test kills the process outright.
 */
import { auditLog } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import { startApp } from '../../server/app';
import { manualClock } from '../../server/services/clock';

const config = loadConfig(
  { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', BROKER_PORT: '0' },
  {
    demoCreators: false,
  },
);
await startApp(config, {
  clock: manualClock(new Date(process.env.CLOCK ?? '')),
  jobHandlers: {
    'test.record': async (job, work) => {
      await work.db
        .insert(auditLog)
        .values({ actor: 'system', action: 'job.fired', detail: { key: job.key } });
      process.stdout.write('RUNNING\n');
      await new Promise(() => {});
    },
  },
});
