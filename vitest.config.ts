import { defineConfig } from 'vitest/config';

// One runner for every suite: unit (pure rules), integration (real servers on loopback ports)
// and e2e (Debian's Chromium through playwright-core). Servers start on free ports, so files run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The closing line is plain text for CI; the default reporter stays for people.
    reporters: ['default', './test/reporters/closingLine.ts'],
    // Browser tests load the built widget: build it once (skipped when dist/ is newer than its sources).
    globalSetup: ['test/e2e/global-setup.ts'],
  },
});
