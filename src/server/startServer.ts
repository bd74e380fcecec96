import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { ServiceConfig } from './config';
import { startDeliveryWorker } from './email/deliveryWorker';
import type { DeliveryWorker } from './email/deliveryWorker';
import { createEmailQueue } from './email/emailQueue';
import { createEmailTransport } from './email/emailTransport';
import { listUnsubscribeHeaders } from './email/unsubscribeLink';
import { createRateLimiter } from './http/rateLimiter';
import { createInboundService } from './inbound/inboundService';
import type { RateLimiter } from './http/rateLimiter';
import { createRedisRateLimiter } from './http/redisRateLimiter';
import type { SqlDatabase } from './store/sqlDatabase';
import { jsonLogger } from './ops/logger';
import type { Logger } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { checkProviderGrants } from './provider/checkGrants';
import { createStreamProvider } from './provider/streamProvider';
import { openStore } from './store/openStore';

/** A listening product service. */
export interface RunningServer {
  url: string;
  port: number;
  /** The e-mail worker: tests call `runDue()` after moving their clock instead of waiting. */
  emails: Pick<DeliveryWorker, 'runDue'>;
  /** The inbound SMTP listener's port (replies by e-mail), or null when none was started. */
  inboundSmtpPort: number | null;
  /**
   * Graceful stop: refuses new connections and reports not ready, lets requests in flight finish, lets
   * deliveries in flight finish and gives back the leases of the rest, then closes the store.
   */
  close(): Promise<void>;
}

/** Options for startServer; everything has a production default. */
export interface StartOptions {
  port?: number;
  host?: string;
  clock?: Clock;
  log?: Logger;
  /** False leaves e-mail delivery to `emails.runDue()` (tests that drive the clock); default true. */
  backgroundDelivery?: boolean;
  /** How long close() waits for requests and deliveries in flight; default 8 s, inside a 10 s stop budget. */
  graceMs?: number;
}

/** The per-user budget: in Redis when `REDIS_URL` is set (no store write per request), else in the store. */
function createLimiter(config: ServiceConfig, db: SqlDatabase, clock: Clock, log: Logger): RateLimiter & { close(): Promise<void> } {
  const settings = { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, clock };
  if (config.redisUrl === null) return { ...createRateLimiter({ db, ...settings }), close: async () => {} };
  let lastLogged = 0;
  return createRedisRateLimiter({
    url: config.redisUrl,
    prefix: config.redisPrefix,
    ...settings,
    onError(error) {
      // One line a minute at most: an outage must not flood the log.
      if (clock.now() - lastLogged < 60_000) return;
      lastLogged = clock.now();
      log(`rate limit: Redis unavailable, requests are let through uncounted: ${error instanceof Error ? error.message : String(error)}`, { level: 'error' });
    },
  });
}

/** Opens and migrates the store, starts e-mail delivery and listens; `port: 0` (the default) picks a free port. */
export async function startServer(config: ServiceConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? jsonLogger();
  const graceMs = options.graceMs ?? 8_000;
  const store = await openStore(config, clock);
  if (store.applied.length > 0) log('store migrated', { engine: store.db.engine, versions: store.applied.join(',') });
  const queue = createEmailQueue(store.db, clock, {
    windowMs: config.emailWindowMs,
    hourlyCap: config.emailHourlyCap,
    leaseMs: config.emailLeaseMs,
    retentionMs: config.emailRetentionMs,
  });
  const limiter = createLimiter(config, store.db, clock, log);
  const metrics = createMetrics(() => queue.depth());
  const unsubscribe = { publicUrl: config.publicUrl, mailto: config.host.unsubscribeMailto, secret: config.host.unsubscribeSecret };
  const transport = createEmailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  const inbound = createInboundService({ config, db: store.db, directory: store.directory, transport, limiter, metrics, clock, log });
  const worker = startDeliveryWorker({
    queue,
    transport,
    clock,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    from: config.emailFrom,
    retryBaseMs: config.emailRetryBaseMs,
    retryMaxMs: config.emailRetryMaxMs,
    maxAttempts: config.emailMaxAttempts,
    log,
    metrics,
    housekeeping: async () => {
      const purged = await queue.purge();
      if (purged > 0) log('delivered e-mail text erased', { items: purged });
      await limiter.sweep();
      await inbound.purge();
    },
    background: options.backgroundDelivery ?? true,
    listUnsubscribe: (recipientId) => listUnsubscribeHeaders(unsubscribe, recipientId),
    replyAddressing: (digest) => inbound.addressing(digest),
  });
  const stream = createStreamProvider({ apiKey: config.streamApiKey, apiSecret: config.streamApiSecret, baseUrl: config.streamBaseUrl });
  let draining = false;
  const server = buildServer({
    config,
    stream,
    mailer: {
      async enqueue(request) {
        const result = await queue.enqueue(request);
        worker.wake();
        return result;
      },
    },
    store: store.directory,
    records: store.records,
    limiter,
    metrics,
    readiness: {
      store: () => store.ping(),
      // Any authenticated server call proves the provider is up and the credentials work.
      provider: async () => void (await stream.findChannel('bounty-chat-readiness-probe', null)),
      draining: () => draining,
    },
    clock,
    log,
    inbound: inbound.handle,
  });
  const host = options.host ?? '127.0.0.1';
  let inboundSmtp: Awaited<ReturnType<typeof inbound.listen>> = null;
  try {
    await checkProviderGrants(stream, config.security.allowOpenGrants, log);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    inboundSmtp = await inbound.listen();
  } catch (error) {
    await inboundSmtp?.close();
    if (server.listening) server.close();
    await worker.stop(0);
    transport.close();
    await limiter.close();
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    emails: { runDue: () => worker.runDue() },
    inboundSmtpPort: inboundSmtp?.port ?? null,
    close() {
      closing ??= (async () => {
        draining = true;
        // close() stops accepting and ends idle keep-alive connections; requests in flight run to their answer.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        await Promise.all([closed, worker.stop(graceMs), inboundSmtp?.close()]);
        clearTimeout(timer);
        transport.close();
        await limiter.close();
        await store.close();
      })();
      return closing;
    },
  };
}
