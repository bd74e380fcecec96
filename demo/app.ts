import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { StreamChat } from 'stream-chat';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFakeStream } from '../fake-stream/app.js';
import { parseConfig, startServer, type RunningServer, type ServiceConfig, type StartOptions } from '../src/server/index.js';
import { createActivityLog } from './activityLog.js';
import { demoBounties, demoUsers } from './bounties.js';
import { putDemoUsers } from './hostUsers.js';
import { composeReply, readOutbox } from './outbox.js';
import { demoTokenKey } from './keys.js';
import { demoPageHtml } from './pages.js';
import { proxyTo } from './proxy.js';
import { reactDemoBundle } from './reactBundle.js';
import { posterResponseRate } from './responseRate.js';
import { demoBountyTicket, demoToken, seedDemo } from './seed.js';
import { serveFile } from './static.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** How to run the demo; every port 0 picks a free one. */
export interface DemoOptions {
  port?: number;
  host?: string;
  /** fake-stream's port (the browser connects to it directly). */
  streamPort?: number;
  /** Where fake-stream's journal, the service's store, the outbox and the token key live; default `.data/demo`. */
  dataDir?: string;
  /** Seed bounties, channels and a first message (default true). */
  seed?: boolean;
  /** The product service's log lines; default JSON on stdout (tests pass a quiet one). */
  log?: StartOptions['log'];
}

/** A running demo: the job board on `url`, with fake-stream and the product service behind it. */
export interface RunningDemo {
  url: string; streamUrl: string; serviceUrl: string; outboxDir: string;
  /** The secret the service signs its events to the board with (made at each start). */
  eventSecret: string;
  close(): Promise<void>;
}

/** Starts fake-stream, the product service and the job-board site on one origin. */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? join(ROOT, '.data', 'demo'));
  mkdirSync(dataDir, { recursive: true });
  const stream = { apiKey: 'demo-key', apiSecret: 'demo-secret' };
  const fakeStream = await createFakeStream({ key: stream.apiKey, secret: stream.apiSecret, port: options.streamPort ?? 0, host, dataDir: join(dataDir, 'fake-stream') });
  // Made on the first start and kept in the data folder: tokens and conversations survive a restart.
  const tokenKey = demoTokenKey(dataDir);
  // A fresh key each start for the job board's back end calling the service's host API (nothing keeps it).
  const hostApiKey = randomBytes(32).toString('base64url');
  // A fresh signing secret each start, of its own (never the token key or the host key): the service signs the
  // events it POSTs to the board's /demo/events, which verifies them as docs/events.md shows a host.
  const eventSecret = randomBytes(32).toString('base64url');
  const activity = createActivityLog(eventSecret);
  // The board listens first so that its event route's address is known when the service is configured; until
  // the service is up, the board answers 503.
  let backend: { service: RunningServer; config: ServiceConfig } | null = null;
  let siteUrl = '';

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://demo');
    const path = url.pathname;
    // The event route needs nothing else of the board: events may come while the service is still starting.
    if (path === '/demo/events' && request.method === 'POST') return activity.receive(request, response);
    if (backend === null) return json(response, 503, { error: { code: 'starting', message: 'The board is starting' } });
    const { service, config } = backend;
    if (path === '/demo/activity') return json(response, 200, { events: activity.entries() }, { 'cache-control': 'no-store' });
    if (path === '/demo/poster-response-rate') {
      // The board's back end asks the service with its host key; the page gets only the sentence.
      const bounty = demoBounties.find((entry) => entry.id === url.searchParams.get('bounty'));
      if (!bounty) return json(response, 404, { error: { code: 'unknown_bounty', message: 'No such bounty' } });
      return json(response, 200, await posterResponseRate(service.url, hostApiKey, bounty.posterId), { 'cache-control': 'no-store' });
    }
    if (path.startsWith('/api/stream-chat/') || path === '/unsubscribe') return proxyTo(service.url, request, response);
    if (path === '/demo/token') {
      const user = url.searchParams.get('user') ?? '';
      // Own properties only: `__proto__` or `constructor` must not pass for a user.
      if (!Object.hasOwn(demoUsers, user)) return json(response, 404, { error: { code: 'unknown_user', message: `user must be one of ${Object.keys(demoUsers).join(', ')}` } });
      return json(response, 200, demoToken(user, tokenKey), { 'cache-control': 'no-store' });
    }
    if (path === '/demo/bounty-ticket') {
      // The job board's back end vouches for the bounty's real title and poster, whoever asks.
      const bounty = demoBounties.find((entry) => entry.id === url.searchParams.get('bounty'));
      if (!bounty) return json(response, 404, { error: { code: 'unknown_bounty', message: 'No such bounty' } });
      return json(response, 200, demoBountyTicket(bounty, tokenKey, siteUrl), { 'cache-control': 'no-store' });
    }
    if (path === '/demo/bounty-status' && request.method === 'POST') {
      // The job board's back end: only the bounty's poster may close, reopen or award it (the demo trusts its
      // user switch, as it does when minting tokens); then it tells the chat through the host API.
      // `clearAward`: a reopen that withdraws the award (else a reopen keeps the winner).
      const { bounty: id, status, user, clearAward } = JSON.parse((await readBody(request)) || '{}') as { bounty?: string; status?: string; user?: string; clearAward?: boolean };
      const bounty = demoBounties.find((entry) => entry.id === id);
      if (!bounty) return json(response, 404, { error: { code: 'unknown_bounty', message: 'No such bounty' } });
      if (user !== bounty.posterId) return json(response, 403, { error: { code: 'forbidden', message: 'Only the poster can change the bounty' } });
      const answer = await fetch(`${service.url}/api/host/v1/bounties/${encodeURIComponent(bounty.id)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${hostApiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: bounty.title, ownerId: bounty.posterId, reward: bounty.reward, url: `${siteUrl}/bounty.html?id=${encodeURIComponent(bounty.id)}`,
          status, ...(status === 'awarded' && { awardedTo: bounty.candidateId }), ...(clearAward === true && { awardedTo: null }) }),
      });
      return json(response, answer.status, await answer.json());
    }
    if (path === '/react/app.js') { response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(await reactDemoBundle()); return; }
    if (path === '/favicon.ico') { response.writeHead(204).end(); return; }
    if (path === '/demo/bounties') return json(response, 200, { bounties: demoBounties });
    if (path === '/demo/outbox') return json(response, 200, { mails: await readOutbox(config.outboxDir) });
    if (path === '/demo/outbox/reply' && request.method === 'POST') {
      // What the recipient's mail client and their mail service would do: compose the reply, forward the raw MIME.
      const { file, text } = JSON.parse((await readBody(request)) || '{}') as { file?: string; text?: string };
      const raw = await composeReply(config.outboxDir, String(file ?? ''), String(text ?? ''));
      if (raw === null) return json(response, 404, { error: { code: 'not_found', message: 'no such e-mail, or it has no Reply-To' } });
      const answer = await fetch(`${service.url}/webhooks/inbound-email`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hostApiKey}`, 'content-type': 'message/rfc822' },
        body: new Uint8Array(raw),
      });
      return json(response, answer.status, await answer.json());
    }
    if (path.startsWith('/dist/') && await serveFile(response, join(ROOT, 'dist'), path.slice('/dist/'.length))) return;
    const page = await demoPageHtml(join(ROOT, 'demo', 'pages'), path);
    if (page !== null) { response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(page); return; }
    if (!path.startsWith('/dist/') && await serveFile(response, join(ROOT, 'demo', 'public'), path)) return;
    json(response, 404, { error: { code: 'not_found', message: `No page at ${path}` } });
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: { code: 'internal', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const closeBoard = () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  siteUrl = url;
  // The service's address is fixed before it starts, so it can register it at fake-stream as its webhook:
  // the demo's e-mails are then decided by the service from the provider's webhook, whoever sent the message.
  const servicePort = await freePort(host);
  const env = {
    STREAM_API_KEY: stream.apiKey,
    STREAM_API_SECRET: stream.apiSecret,
    STREAM_BASE_URL: fakeStream.url,
    BOUNTY_CHAT_TOKEN_KEY: tokenKey.toString('base64'),
    BOUNTY_CHAT_HOST_API_KEY: hostApiKey,
    BOUNTY_CHAT_DATA: join(dataDir, 'service'),
    BOUNTY_CHAT_ALLOWED_ORIGINS: '*',
    BOUNTY_CHAT_EMAIL_WINDOW_MS: process.env.BOUNTY_CHAT_EMAIL_WINDOW_MS ?? '10000',
    BOUNTY_CHAT_EMAIL_HOURLY_CAP: process.env.BOUNTY_CHAT_EMAIL_HOURLY_CAP,
    BOUNTY_CHAT_PUBLIC_URL: `http://${host.includes(':') ? `[${host}]` : host}:${servicePort}`,
    // The demo's own fake-stream keeps the last start's webhook (another port) in its data folder: this start takes it over.
    BOUNTY_CHAT_WEBHOOK_TAKE_OVER: '1',
    // Chat e-mails carry a Reply-To; the outbox page's "Reply" answers through the inbound route.
    BOUNTY_CHAT_REPLY_DOMAIN: 'reply.demo.invalid',
    // Contact details stay on the board until the poster awards the bounty (the before-message-send hook below).
    BOUNTY_CHAT_CONTACT_POLICY: 'mask-until-awarded',
    // The chat tells the board what happens (docs/events.md): the activity page and the poster's response rate.
    BOUNTY_CHAT_HOST_WEBHOOK_URL: `${loopbackUrl(host, port)}/demo/events`,
    BOUNTY_CHAT_HOST_WEBHOOK_SECRET: eventSecret,
  };
  let config: ServiceConfig;
  let service: RunningServer;
  try {
    config = parseConfig(env);
    service = await startServer(config, { host, port: servicePort, ...(options.log && { log: options.log }) });
  } catch (error) {
    await closeBoard();
    throw error;
  }
  await putDemoUsers(service.url, hostApiKey);
  backend = { service, config };
  await new StreamChat(stream.apiKey, stream.apiSecret, { baseURL: fakeStream.url })
    .updateAppSettings({ before_message_send_hook_url: `${service.url}/webhooks/before-message-send` } as Parameters<StreamChat['updateAppSettings']>[0]);
  if (options.seed !== false) await seedDemo({ serviceUrl: service.url, tokenKey, stream: { ...stream, baseUrl: fakeStream.url }, siteUrl: url });
  return {
    url,
    streamUrl: fakeStream.url,
    serviceUrl: service.url,
    outboxDir: config.outboxDir,
    eventSecret,
    async close() {
      await closeBoard();
      await service.close();
      await fakeStream.close();
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The board's own address as the service on the same machine reaches it (plain http is allowed on loopback only). */
function loopbackUrl(host: string, port: number): string {
  return host.includes(':') ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;
}

/** A port on `host` that was free a moment ago. */
function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
