/** Builds the widget before the browser tests (they load dist/ like a host page would), unless it is fresh. */
import { ensureBuilt } from '../../build/ensureBuilt.mjs';

/** vitest globalSetup: the build, when anything it reads is newer than dist/. */
export default function setup(): void {
  ensureBuilt();
}
