import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { engineDependentFiles } from './test/helpers/engineFiles.js';

/** The unit file that mocks a module (node:crypto) for its own module graph: it runs in a process of its own. */
const MOCKS_A_MODULE = 'test/unit/server/tokenVectors.test.ts';

/** The unit files' settings, for their two projects (shared modules, and the mocking file apart). */
const UNIT = { environment: 'node', pool: 'forks' as const, testTimeout: 30_000 };

/** The service's files PostgreSQL runs again: those that reach the store engine (see engineFiles.ts). */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const POSTGRES_UNIT_FILES = engineDependentFiles(ROOT, ['test/unit/server']);
const POSTGRES_SERVICE_FILES = engineDependentFiles(ROOT, ['test/integration/server', 'test/integration/scaleout']);

/** The PostgreSQL run's settings, for its projects. */
const POSTGRES = {
  environment: 'node',
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The main project's poll budget, as these are its files on the other engine (host events, for one, go out only
  // after their 1 s settle window).
  expect: { poll: { timeout: 10_000 } },
  env: { BOUNTY_TEST_ENGINE: 'postgres' },
  globalSetup: ['test/helpers/postgresGlobalSetup.ts'],
};

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
          // Pure rules, sharing a worker's modules: a fresh process per file cost more than the 125 files' tests
          // (the unit files ran 56 s at the end of a run for 42 s of tests). The one file that mocks a module
          // (vi.mock) for its own module graph runs apart, in a fresh process.
          ...UNIT,
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [MOCKS_A_MODULE, 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...UNIT, name: 'unit-mocks', include: [MOCKS_A_MODULE] },
      },
      {
        extends: true,
        test: {
          name: 'main',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          // Several instances on one database: PostgreSQL only.
          exclude: ['test/integration/scaleout/**', 'node_modules/**'],
          environment: 'node',
          pool: 'forks',
          // Files share a worker's module cache: each starts its own servers on free ports and browser, and keeps
          // nothing in module state another file reads, while loading the servers' and the SDK's modules once per
          // worker instead of once per file took a third of the suite's time.
          isolate: false,
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
        // The service's suite again with DATABASE_URL set, in a database made for this run and dropped after, its
        // files sharing a worker's modules: only the files that reach the engine (a pure rule runs the same code on
        // either).
        test: { ...POSTGRES, name: 'postgres-unit', isolate: false, include: POSTGRES_UNIT_FILES, exclude: [MOCKS_A_MODULE, 'node_modules/**'] },
      },
      {
        test: { ...POSTGRES, name: 'postgres', isolate: false, include: POSTGRES_SERVICE_FILES },
      },
    ],
  },
});
