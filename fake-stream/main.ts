import { parseArgs } from 'node:util';
import { createFakeStream } from './app.js';

/** CLI: `npm run fake-stream -- --port 8787 --key KEY --secret SECRET [--data DIR] [--host 127.0.0.1] [--blocklist a,b] [--block-words c,d] [--enrich-hosts h,i] [--open-grants] [--latency-ms N]`. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      key: { type: 'string' },
      secret: { type: 'string' },
      data: { type: 'string' },
      blocklist: { type: 'string' },
      'block-words': { type: 'string' },
      'enrich-hosts': { type: 'string' },
      'open-grants': { type: 'boolean', default: false },
      'latency-ms': { type: 'string', default: '0' },
    },
    strict: true,
  });
  const key = values.key ?? process.env.STREAM_API_KEY;
  const secret = values.secret ?? process.env.STREAM_API_SECRET;
  if (!key || !secret) throw new TypeError('fake-stream: --key and --secret are required');
  const port = Number(values.port);
  const running = await createFakeStream({
    key,
    secret,
    port,
    host: values.host,
    ...(values.data ? { dataDir: values.data } : {}),
    ...(values.blocklist ? { blocklist: values.blocklist.split(',') } : {}),
    ...(values['block-words'] ? { blockWords: values['block-words'].split(',') } : {}),
    ...(values['enrich-hosts'] ? { enrichHosts: values['enrich-hosts'].split(',') } : {}),
    openGrants: values['open-grants'] === true,
    latencyMs: latencyMs(values['latency-ms']),
  });
  console.log(`fake-stream listening on ${running.url}`);
  const stop = () => {
    running.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `--latency-ms`: a whole number of milliseconds every REST answer waits (a provider across a network). */
function latencyMs(value: string | undefined): number {
  const ms = Number(value ?? '0');
  if (!Number.isInteger(ms) || ms < 0 || ms > 10_000) throw new TypeError(`fake-stream: --latency-ms must be a whole number 0–10000, got ${String(value)}`);
  return ms;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
