import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Projects: unit (web app pieces in jsdom), api (the real server over HTTP), model (machine walks), security
 * (the real server under attack: limits, hostile input, start-up faults), e2e and paths (the built app in headless
 * Chromium), cluster (three instances behind HAProxy on PostgreSQL: tests/support/cluster.ts).
 *
 * The projects outside the browser run their files in one worker without a fresh module graph and environment each
 * (`isolate: false`): each file starts and stops its own servers, databases and rendered screens and keeps no state
 * in modules, and importing the server, React and the drivers again and making a new jsdom for every file cost more
 * than most files' tests (the unit project: 180 s isolated, 25 s not). The files pass in any order
 * (`--sequence.shuffle`). The browser projects stay isolated: a fresh process per file ends whatever a file left
 * running (their files took longer in one shared process).
 */

/**
 * Browser files (e2e and paths, one group) run two at a time: one file leaves the two cores about half idle while
 * its page waits on the server, the broker and its own timers (vmstat), and two at a time took the e2e project
 * from 657 s to 464 s with every file green. The cluster test starts three instances and a proxy: alone, last.
 * `BROWSER_WORKERS=1` runs them one at a time.
 */
const BROWSER_WORKERS = Number(process.env.BROWSER_WORKERS) || 2;

/**
 * The order files start in. Vitest's own order runs a group's projects one after another by name (api before
 * model, e2e before paths) and, on a fresh clone with no durations recorded, a project's larger files first: the
 * longest files (the campaign wizard's walks, 190–240 s each) then started last and ran alone while the other
 * worker sat idle. Here a group's projects start with those whose files run longest; within a project Vitest's
 * order stands (recorded durations, longest first, when there are any). It lives here rather than in a module of its
 * own: Vite's coming native config loader reads no extensionless import.
 */

/** Projects by how long their longest file runs (measured on the two-core CI machine), longest first. */
const PROJECTS_LONGEST_FIRST = ['model', 'paths', 'security', 'e2e', 'api', 'unit', 'cluster'];

const rank = (spec: TestSpecification) => {
  const index = PROJECTS_LONGEST_FIRST.indexOf(spec.project.name);
  return index === -1 ? PROJECTS_LONGEST_FIRST.length : index;
};

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        position.get(a)! - position.get(b)!,
    );
  }
}

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // graphql ships CommonJS (main) and ESM (module) copies; Node loads the CommonJS one for yoga, so the
  // server's own imports must get the same copy, or `instanceof GraphQLError` fails and every error is masked.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    // Two files at a time (each its own servers, ports and databases); the browser projects run after the others,
    // in a group of their own (BROWSER_WORKERS), and the cluster test last, alone.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Within a group, the projects whose files run longest start first (LongestFirstSequencer, above).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          isolate: false,
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
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: BROWSER_WORKERS,
          globalSetup: ['tests/support/build-web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          sequence: { groupOrder: 1 },
          include: ['tests/paths/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: BROWSER_WORKERS,
          globalSetup: ['tests/support/build-web.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          sequence: { groupOrder: 2 },
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
