import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `tests: N passed, N failed, N skipped`, that any CI can read.
 * A file whose set-up failed counts as one failure even though its tests never ran.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      failed += failedHere === 0 && module.state() === 'failed' ? 1 : failedHere;
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
