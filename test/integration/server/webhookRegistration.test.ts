// Start-up and the provider's webhook, against real fake-stream: the service registers its webhook when the
// provider has none or already has ours, refuses to start rather than take another receiver's, replaces it only
// when told to, and adds its events to those already set without removing any.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { STREAM_WEBHOOK_PATH } from '../../../src/server/webhooks/streamWebhookRoute';
import { freePort, providerClient, removeTemporaryFolders, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';

const OTHER = 'https://production.example.com/webhooks/stream';
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  removeTemporaryFolders();
});

async function provider(settings: { webhook_url?: string; webhook_events?: string[] } = {}): Promise<FakeStream> {
  const fake = await startFakeStream();
  cleanups.push(() => fake.close());
  if (Object.keys(settings).length > 0) await providerClient(fake).updateAppSettings(settings);
  return fake;
}

/** Starts the service with a public URL (and the take-over switch); answers it, its webhook URL and its log. */
async function start(fake: FakeStream, webhookTakeOver = false): Promise<{ service: RunningServer; ours: string; log: string[] }> {
  const port = await freePort();
  const config = testConfig(fake);
  const log: string[] = [];
  const publicUrl = `http://127.0.0.1:${port}`;
  const service = await startService({ ...config, notify: { ...config.notify, publicUrl, webhookTakeOver } }, {
    port,
    log: (line, fields) => log.push(`${line} ${JSON.stringify(fields ?? {})}`),
  });
  cleanups.push(() => service.close());
  return { service, ours: `${publicUrl}${STREAM_WEBHOOK_PATH}`, log };
}

async function webhookAt(fake: FakeStream) {
  const { app } = await providerClient(fake).getAppSettings();
  return { url: app?.webhook_url, events: app?.webhook_events };
}

describe("the provider's webhook at start-up", () => {
  it('another URL set: the service refuses to start, names the setting and logs the current value; the provider keeps its setting', async () => {
    const fake = await provider({ webhook_url: OTHER, webhook_events: ['message.deleted'] });
    const log: string[] = [];
    const port = await freePort();
    const config = testConfig(fake);
    const refused = startService({ ...config, notify: { ...config.notify, publicUrl: `http://127.0.0.1:${port}` } }, {
      port,
      log: (line, fields) => log.push(`${line} ${JSON.stringify(fields ?? {})}`),
    });
    await expect(refused).rejects.toThrow(/^BOUNTY_CHAT_WEBHOOK_TAKE_OVER is not set, and the provider's webhook already points at https:\/\/production\.example\.com\/webhooks\/stream/);
    await expect(refused).rejects.toMatchObject({ name: 'ConfigError', setting: 'BOUNTY_CHAT_WEBHOOK_TAKE_OVER' });
    expect(log.some((line) => line.startsWith('provider webhook points elsewhere') && line.includes(OTHER))).toBe(true);
    expect(await webhookAt(fake)).toEqual({ url: OTHER, events: ['message.deleted'] });
    // Nothing listens: the refused service let go of its port.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('with BOUNTY_CHAT_WEBHOOK_TAKE_OVER: the URL is replaced, the events already set kept and ours added', async () => {
    const fake = await provider({ webhook_url: OTHER, webhook_events: ['message.deleted', 'channel.created'] });
    const { ours, log } = await start(fake, true);
    expect(await webhookAt(fake)).toEqual({ url: ours, events: ['message.deleted', 'channel.created', 'message.new', 'message.updated'] });
    expect(log.some((line) => line.startsWith('provider webhook taken over') && line.includes(OTHER))).toBe(true);
  });

  it('no URL set: registered, with the events already listed kept; a restart at the same URL starts and changes nothing', async () => {
    const fake = await provider({ webhook_events: ['user.updated', 'message.new'] });
    const first = await start(fake);
    expect(await webhookAt(fake)).toEqual({ url: first.ours, events: ['user.updated', 'message.new', 'message.updated'] });
    await first.service.close();

    // The same public URL again (a restart, or a second instance behind the same address).
    await providerClient(fake).updateAppSettings({ webhook_events: ['user.updated', 'message.new', 'message.updated', 'reaction.new'] });
    const config = testConfig(fake);
    const port = Number(new URL(first.ours).port);
    const again = await startService({ ...config, notify: { ...config.notify, publicUrl: `http://127.0.0.1:${port}` } }, { port });
    cleanups.push(() => again.close());
    expect(await webhookAt(fake)).toEqual({ url: first.ours, events: ['user.updated', 'message.new', 'message.updated', 'reaction.new'] });
  });
});
