import { defineConfig } from 'vitest/config';

/** The product service's own tests, run a second time against PostgreSQL. */
const SERVER_TESTS = ['test/integration/server/**/*.test.ts', 'test/unit/server/**/*.test.ts'];

// One runner for every suite: unit (pure rules), integration (real servers on loopback ports)
// and e2e (Debian's Chromium through playwright-core). Servers start on free ports, so files run in parallel.
export default defineConfig({
  test: {
    // Two files at a time: vitest's default on a 2-core machine is one (cores − 1), and most of a browser or
    // server test is waiting on sockets, so a second file uses the time the first spends waiting.
    maxWorkers: 2,
    // The closing line is plain text for CI; the default reporter stays for people.
    reporters: ['default', './test/reporters/closingLine.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          include: ['test/**/*.test.ts'],
          // Several instances on one database: PostgreSQL only.
          exclude: ['test/integration/scaleout/**', 'node_modules/**'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's default of 1 s is shorter than a browser step takes on a busy 2-core CI machine; a
          // condition that never comes true still fails, 10 s later.
          expect: { poll: { timeout: 10_000 } },
          // Browser tests load the built widget: build it once (skipped when dist/ is newer than its sources).
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'postgres',
          // The service's suite again with DATABASE_URL set, in a database made for this run and dropped after.
          include: [...SERVER_TESTS, 'test/integration/scaleout/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { BOUNTY_TEST_ENGINE: 'postgres' },
          globalSetup: ['test/helpers/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
