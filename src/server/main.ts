import { startServer } from './startServer';
import { ConfigError } from './config/configError';
import { parseConfig } from './config/serviceConfig';
import { parseShutdownGraceMs } from './config/stop';
import { flushLogs, jsonLogger } from './ops/logger';

/** The whole stop, from SIGTERM to exit, stays inside this budget (orchestrators kill soon after). */
const STOP_BUDGET_MS = 10_000;

/** `npm run server -- --port 8080 [--host 127.0.0.1]`: the product service, configured from the environment. */
async function main(argv: string[]): Promise<void> {
  const port = Number(option(argv, '--port') ?? '8080');
  const host = option(argv, '--host') ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('--port', 'must be a port number');
  const log = jsonLogger();
  const graceMs = parseShutdownGraceMs(process.env);
  const server = await startServer(parseConfig(process.env), { port, host, log, graceMs });
  const stop = (signal: NodeJS.Signals) => {
    log('stopping: no new connections; finishing requests and e-mail in flight', { signal });
    // Whatever happens, exit inside the budget.
    setTimeout(() => {
      log('stop budget exceeded; exiting', { level: 'error' });
      process.exit(1);
    }, STOP_BUDGET_MS).unref();
    server.close().then(
      () => {
        log('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log('stop failed', { level: 'error', reason: String(error) });
        process.exit(1);
      },
    );
  };
  // Before the ready line: a supervisor may stop the service as soon as it reads it, and a signal with no listener
  // yet would end the process at once, without the graceful stop.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Start-up lines (a migration, a grant warning) come before the ready line that tells supervisors to go on.
  flushLogs();
  console.log(`product service listening on ${server.url}`);
  if (server.opsUrl) console.log(`operations endpoints (/healthz, /readyz, /metrics) on ${server.opsUrl}`);
}

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const reason = error instanceof ConfigError ? `bad setting: ${error.message}` : error instanceof Error ? error.message : String(error);
  console.error(`product service: cannot start: ${reason}`);
  process.exit(1);
});
