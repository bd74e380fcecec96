import { startDemo } from './app.js';

// `npm start` (after the build): the job board with fake-stream and the product service behind it.
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const streamPort = Number(process.env.FAKE_STREAM_PORT ?? 8787);
// 0 picks a free port (the tests start the demo that way).
if (!Number.isInteger(streamPort) || streamPort < 0 || streamPort > 65535) {
  console.error(`FAKE_STREAM_PORT must be a port number, got "${process.env.FAKE_STREAM_PORT}"`);
  process.exit(1);
}
const dataDir = process.env.BOUNTY_CHAT_DEMO_DATA;

try {
  const demo = await startDemo({ port, streamPort, ...(dataDir ? { dataDir } : {}) });
  console.log(`fake-stream listening on ${demo.streamUrl}`);
  console.log(`product service listening on ${demo.serviceUrl}`);
  console.log(`demo ready at ${demo.url}`);
  console.log(`the chat's events to the board: ${demo.url}/activity.html`);
  console.log('Open it in two windows, one as Alice (candidate) and one as Bob (poster), to chat.');
  const stop = async () => { await demo.close(); process.exit(0); };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error(`demo failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
