import { startServer } from './app';
import { ConfigError, parseConfig } from './config';

/** `npm run server -- --port 8080 [--host 127.0.0.1]`: the product service, configured from the environment. */
async function main(argv: string[]): Promise<void> {
  const port = Number(option(argv, '--port') ?? '8080');
  const host = option(argv, '--host') ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('--port', 'must be a port number');
  const server = await startServer(parseConfig(process.env), { port, host });
  console.log(`product service listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
