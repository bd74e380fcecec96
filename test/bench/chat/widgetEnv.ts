// A measurement environment for the built widget alone (dist/, no plain-kit page): its own provider and
// service, a static server and a browser, closed together.
import { launchChromium } from '../../e2e/helpers/browser.js';
import { startBenchBackend } from './benchBackend.js';
import { startBenchServer } from './benchServer.js';
import type { BenchEnv } from './session.js';

/** Starts the three parts in parallel; `close()` ends them all. */
export async function startWidgetEnv(): Promise<BenchEnv & { close(): Promise<void> }> {
  const [backend, server, browser] = await Promise.all([
    startBenchBackend(), startBenchServer(new URL('../../../dist/', import.meta.url).pathname, '/nonexistent'), launchChromium(),
  ]);
  return {
    backend, server, browser,
    async close() {
      await browser.close();
      await Promise.all([server.close(), backend.close()]);
    },
  };
}
