import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';

/**
 * Projects: unit (web app pieces in jsdom), api (the real server over HTTP), model (machine walks), security
 * (the real server under attack: limits, hostile input, start-up faults), e2e and paths (the built app in headless
 * Chromium), cluster (three instances behind HAProxy on PostgreSQL: tests/support/cluster.ts).
 *
 * The projects on Node run their files one after another in one worker without a fresh module graph each
 * (`isolate: false`): each file starts and stops its own servers and databases and keeps no state in modules, and
 * importing the server, GraphQL and the drivers again for every file cost more than most files' tests.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // graphql ships CommonJS (main) and ESM (module) copies; Node loads the CommonJS one for yoga, so the
  // server's own imports must get the same copy, or `instanceof GraphQLError` fails and every error is masked.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          isolate: false,
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Its database: TEST_SECURITY_DATABASE_URL when set (empty: the embedded PGlite), else the others'. CI
          // runs these on PGlite and everything else on PostgreSQL, so each engine carries a whole project.
          env: {
            TEST_DATABASE_URL: process.env.TEST_SECURITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '',
          },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/support/build-web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          isolate: false,
          include: ['tests/paths/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/support/build-web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          isolate: false,
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['tests/support/build-web.ts'],
        },
      },
    ],
  },
});
