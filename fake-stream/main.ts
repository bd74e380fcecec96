import { parseArgs } from 'node:util';
import { createFakeStream } from './app.js';

/** CLI: `npm run fake-stream -- --port 8787 --key KEY --secret SECRET [--data DIR] [--host 127.0.0.1] [--blocklist a,b] [--block-words c,d] [--open-grants]`. */
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
      'open-grants': { type: 'boolean', default: false },
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
    openGrants: values['open-grants'] === true,
  });
  console.log(`fake-stream listening on ${running.url}`);
  const stop = () => {
    running.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
