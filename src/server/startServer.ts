import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { drainable } from './http/drain';
import type { ServerParts, ServiceApp } from './app';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { ServiceConfig } from './config/serviceConfig';
import { startDeliveryWorker } from './email/deliveryWorker';
import { digestIdSecret } from './email/digestMessageId';
import type { DeliveryWorker } from './email/deliveryWorker';
import { createEmailQueue } from './email/emailQueue';
import { createEmailRequestQuota } from './email/emailRequestQuota';
import { createEmailTransport } from './email/emailTransport';
import { purgeOutbox } from './email/outboxFolder';
import { listUnsubscribeHeaders, unsubscribeUrl } from './email/unsubscribeLink';
import { createTimeStyleStore } from './store/timeStyles';
import { createSeenStore } from './store/seenChannels';
import { createRateLimiter } from './http/rateLimiter';
import { createInboundService } from './inbound/inboundService';
import { createReplyStore } from './inbound/replyStore';
import type { ClosableRateLimiter } from './http/rateLimiter';
import type { SqlDatabase } from './store/sqlDatabase';
import { jsonLogger } from './ops/logger';
import type { Logger } from './ops/logger';
import { cachedProbe } from './ops/cachedProbe';
import { createMetrics } from './ops/metrics';
import type { ServiceMetrics } from './ops/metrics';
import { buildOpsServer } from './ops/opsServer';
import { checkProviderGrants } from './provider/checkGrants';
import { prepareProvider } from './provider/prepareProvider';
import { createStreamProvider } from './provider/streamProvider';
import { createDmRegistry } from './store/dmRegistry';
import { createBountyStore } from './store/bountyFacts';
import { maskEditedMessage } from './bounties/maskEdit';
import { createAwardedPairCheck } from './bounties/contactRule';
import { openStore } from './store/openStore';
import { createBlockStore } from './safety/blocks';
import { storedSetting } from './store/serviceSettings';
import { createWebhookInbox } from './webhooks/webhookInbox';
import { registerWebhook } from './webhooks/registerWebhook';
import { startWebhookWorker } from './webhooks/webhookWorker';
import { startCatchUp } from './webhooks/catchUp';
import type { CatchUp } from './webhooks/catchUp';
import type { WebhookWorker } from './webhooks/webhookWorker';
import { createFirstContactStore } from './firstContact/firstContactStore';
import { createFirstContactGuard } from './firstContact/firstContactGuard';
import type { SuspectedSpam } from './firstContact/firstContactGuard';
import { createHostEventOutbox } from './events/hostEvents';
import { startEventWorker } from './events/eventWorker';
import type { EventWorker } from './events/eventWorker';
import { createEventRecorder, recordQuietly } from './events/eventRecorder';
import { recordMessageEvents } from './events/messageEvents';
import { createReplyHints } from './events/replyHints';

/** A listening product service. */
export interface RunningServer {
  url: string;
  port: number;
  /**
   * Runs one request in-process through the same routes, hooks and handlers, without a socket (fastify's inject):
   * for tests that need no connection. The edge (connection caps, body deadline, the turn queue) is not on this path.
   */
  inject: ServiceApp['inject'];
  /** Where /healthz, /readyz and /metrics answer when BOUNTY_CHAT_OPS_PORT is set; null when they share `url`. */
  opsUrl: string | null;
  /** The e-mail worker: tests call `runDue()` after moving their clock instead of waiting. */
  emails: Pick<DeliveryWorker, 'runDue'>;
  /** The webhook worker: tests call `runDue()` to handle recorded provider calls now. */
  webhooks: Pick<WebhookWorker, 'runDue'>;
  /** The host events' delivery worker: tests call `runDue()` to deliver what is recorded now. */
  events: Pick<EventWorker, 'runDue'>;
  /** The catch-up: tests call `run()` to read now what the provider holds that no webhook brought. */
  catchUp: Pick<CatchUp, 'run'>;
  /** The inbound SMTP listener's port (replies by e-mail), or null when none was started. */
  inboundSmtpPort: number | null;
  /**
   * Graceful stop: refuses new connections and reports not ready, lets requests in flight finish (answered with
   * `Connection: close`, no further request taken on their connections), closes idle connections, lets
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
  /**
   * Opens a report for the board when the first-contact guard holds a sender (the same text to too many people);
   * default: logged.
   */
  onSuspectedSpam?: (report: SuspectedSpam) => Promise<void>;
}

/**
 * The per-user budget: in Redis when `REDIS_URL` is set (no store write per request), else in the store. The
 * Redis client is imported only then, so a service without Redis does not carry it in its heap. `redis` tells
 * readiness whether Redis answers (null without Redis).
 */
async function createLimiter(
  config: ServiceConfig,
  db: SqlDatabase,
  clock: Clock,
  log: Logger,
  metrics: ServiceMetrics,
): Promise<{ limiter: ClosableRateLimiter; redis: (() => 'ok' | 'degraded') | null }> {
  const settings = { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, clock };
  if (config.redisUrl === null) return { limiter: createRateLimiter({ db, ...settings }), redis: null };
  const { createRedisRateLimiter } = await import('./http/redisRateLimiter');
  const limiter = createRedisRateLimiter({
    url: config.redisUrl,
    prefix: config.redisPrefix,
    ...settings,
    onOutage(started, reason) {
      // Once when the outage starts and once when it ends, whatever the log's own rate: an operator sees both.
      metrics.redisDegraded.set(started ? 1 : 0);
      if (started) metrics.redisOutages.inc();
      if (started) log(`rate limit: Redis unavailable, requests are counted in this process's memory until it answers: ${reason}`, { level: 'error' });
      else log('rate limit: Redis answers again; the shared budget is back', { level: 'warn' });
    },
  });
  return { limiter, redis: () => limiter.state() };
}

/** Opens and migrates the store, starts e-mail delivery and listens; `port: 0` (the default) picks a free port. */
export async function startServer(config: ServiceConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? jsonLogger();
  const graceMs = options.graceMs ?? 8_000;
  const store = await openStore(config, clock);
  if (store.applied.length > 0) log('store migrated', { engine: store.db.engine, versions: store.applied.join(',') });
  const dmIdSecret = await dmIdSecretOf(config, store.db, clock).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const queue = createEmailQueue(store.db, clock, {
    windowMs: config.emailWindowMs,
    hourlyCap: config.emailHourlyCap,
    leaseMs: config.emailLeaseMs,
    retentionMs: config.emailRetentionMs,
  });
  const metrics = createMetrics(() => queue.depth());
  const firstContacts = createFirstContactStore(store.db, clock);
  const outbox = createHostEventOutbox(store.db, clock, config.webhookLeaseMs);
  const eventWorker = startEventWorker({
    outbox,
    config: config.events,
    clock,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}:events`,
    log,
    registry: metrics.registry,
    background: options.backgroundDelivery ?? true,
  });
  const events = createEventRecorder(store.db, clock, () => eventWorker.wake(), config.events.includeText);
  const { limiter, redis } = await createLimiter(config, store.db, clock, log, metrics);
  const unsubscribe = { publicUrl: config.publicUrl, mailto: config.host.unsubscribeMailto, secret: config.host.unsubscribeSecret };
  const emailQuota = createEmailRequestQuota(store.db, clock, config.notify.emailRequestsPerHour);
  const transport = createEmailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  const timeStyles = createTimeStyleStore(store.db);
  const inbound = await createInboundService({ config, db: store.db, directory: store.directory, transport, limiter, metrics, clock, log, events });
  const worker = startDeliveryWorker({
    queue,
    transport,
    clock,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    from: config.emailFrom,
    messageIdSecret: digestIdSecret(config.tokenKey),
    retryBaseMs: config.emailRetryBaseMs,
    retryMaxMs: config.emailRetryMaxMs,
    maxAttempts: config.emailMaxAttempts,
    log,
    metrics,
    housekeeping: async () => {
      const purged = await queue.purge();
      if (purged > 0) log('delivered e-mail text erased', { items: purged });
      await limiter.sweep();
      await emailQuota.sweep();
      await inbound.purge();
      await firstContacts.sweep();
      // The outbox folder holds whole e-mails (address and text): the same retention as the queue's rows.
      const files = await purgeOutbox(config.outboxDir, clock.now() - config.emailRetentionMs);
      if (files > 0) log('outbox e-mail files erased', { files });
    },
    background: options.backgroundDelivery ?? true,
    listUnsubscribe: (recipientId) => listUnsubscribeHeaders(unsubscribe, recipientId),
    recipientLook: async (recipientId) => ({ ...(await timeStyles.get(recipientId)), unsubscribeUrl: unsubscribeUrl(unsubscribe, recipientId) }),
    render: {
      productName: config.notify.productName,
      conversationUrl: config.notify.conversationUrl,
      timeZone: config.notify.emailTimeZone,
      ...config.emailLook,
      maxItems: config.notify.digestMaxItems,
      maxBytes: config.notify.digestMaxBytes,
    },
    replyAddressing: (digest) => inbound.addressing(digest),
    onSent: (digest) => recordQuietly(events, log, 'email.sent', {
      recipientId: digest.recipientId,
      channelIds: [...new Set(digest.items.map((item) => item.channelId))],
      items: digest.items.length,
    }, { dedupeKey: `email.sent:${digest.id}` }),
  });
  const dms = { registry: createDmRegistry(store.db, clock), idSecret: dmIdSecret };
  const bounties = createBountyStore(store.db, clock);
  const stream = createStreamProvider({ apiKey: config.streamApiKey, apiSecret: config.streamApiSecret, baseUrl: config.streamBaseUrl });
  const enqueue: ServerParts['mailer']['enqueue'] = async (request) => {
    const result = await queue.enqueue(request);
    worker.wake();
    return result;
  };
  const firstContact = createFirstContactGuard({
    config: config.firstContact,
    store: firstContacts,
    clock,
    ownerOf: async (bountyId) => (await bounties.find(bountyId))?.ownerId ?? (await stream.findChannel(bountyId, null))?.ownerId ?? null,
    wroteBefore: async (channelId, userId, otherId) => (await stream.recentMessages(userId, otherId, 0, channelId)).length > 0,
  });
  const webhookInbox = createWebhookInbox(store.db, clock, config.webhookLeaseMs);
  const webhookWorker = startWebhookWorker({
    inbox: webhookInbox,
    clock,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}:webhooks`,
    log,
    stream,
    directory: store.directory,
    emails: { enqueue },
    background: options.backgroundDelivery ?? true,
    onMessage: (message, channel) => recordMessageEvents(message, channel, events),
    maskEdit: (messageId) => maskEditedMessage(messageId, { stream, contact: config.contact, awardedPair: createAwardedPairCheck(bounties, dms.registry) }),
  });
  let draining = false;
  const readiness = {
    store: () => store.ping(),
    // Any authenticated server call proves the provider is up and the credentials work. Probed at most once per
    // 5 s whatever the request rate (a failure is retried after 1 s), so /readyz cannot spend the provider's quota.
    provider: cachedProbe(async () => void (await stream.findChannel('bounty-chat-readiness-probe', null)), { successMs: 5_000, failureMs: 1_000, timeoutMs: 2_000 }),
    draining: () => draining,
    ...(redis && { redis }),
  };
  const app = buildServer({
    config,
    stream,
    mailer: { enqueue },
    emailQuota,
    webhooks: { inbox: webhookInbox, recorded: () => webhookWorker.wake() },
    store: store.directory,
    records: store.records,
    tickets: store.tickets,
    replies: createReplyStore(store.db, clock, config.reply.ttlMs),
    limiter,
    metrics,
    readiness,
    clock,
    dms,
    bounties,
    safety: {
      blocks: createBlockStore(store.db),
      reports: {
        db: store.db,
        clock,
        // The board hears of every report, the widget's and the guard's, as `report.created`.
        onReportCreated: (report) => void recordQuietly(events, log, 'report.created', {
          reportId: report.id, reporterId: report.reporterId, reportedUserId: report.reportedUserId, channelId: report.channelId,
          bountyId: report.bountyId, messageId: report.messageId, reason: report.reason,
        }, { conversation: report.channelId }),
      },
    },
    timeStyles,
    seen: createSeenStore(store.db, clock),
    log,
    inbound: inbound.handle,
    firstContact,
    ...(options.onSuspectedSpam && { onSuspectedSpam: options.onSuspectedSpam }),
    events: { recorder: events, replyHints: createReplyHints(store.db, clock), routes: { outbox, db: store.db, configured: config.events.url !== null, wake: () => eventWorker.wake(), now: () => clock.now() } },
  });
  const server = app.server;
  const drain = drainable(server);
  const host = options.host ?? '127.0.0.1';
  const ops = config.security.opsPort === null ? null : buildOpsServer(readiness, metrics);
  let inboundSmtp: Awaited<ReturnType<typeof inbound.listen>> = null;
  try {
    await prepareProvider(stream, log);
    await checkProviderGrants(stream, config.security.allowOpenGrants, log);
    await registerWebhook(stream, config.notify.publicUrl, config.notify.webhookTakeOver, log);
    await app.ready();
    await listen(server, options.port ?? 0, host);
    if (ops) await listen(ops, config.security.opsPort ?? 0, host);
    inboundSmtp = await inbound.listen();
  } catch (error) {
    await inboundSmtp?.close();
    if (server.listening) server.close();
    await webhookWorker.stop();
    await eventWorker.stop();
    await worker.stop(0);
    transport.close();
    await limiter.close();
    await store.close();
    throw error;
  }
  // Once listening (and the webhook registered): from here on the provider's calls arrive, and what came before is read.
  const catchUp = startCatchUp({
    stream,
    db: store.db,
    inbox: webhookInbox,
    recorded: () => webhookWorker.wake(),
    clock,
    log,
    report(outcome) {
      metrics.catchUpMessages.inc(outcome.caughtUp);
      if (outcome.oldestAgeSeconds !== null) metrics.catchUpOldestAge.set(outcome.oldestAgeSeconds);
    },
    intervalMs: config.catchUpIntervalMs,
    background: options.backgroundDelivery ?? true,
  });
  const { port } = server.address() as AddressInfo;
  const urlOf = (p: number) => `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
  let closing: Promise<void> | null = null;
  return {
    url: urlOf(port),
    port,
    inject: app.inject.bind(app),
    opsUrl: ops ? urlOf((ops.address() as AddressInfo).port) : null,
    emails: { runDue: () => worker.runDue() },
    webhooks: { runDue: () => webhookWorker.runDue() },
    events: { runDue: () => eventWorker.runDue() },
    catchUp: { run: () => catchUp.run() },
    inboundSmtpPort: inboundSmtp?.port ?? null,
    close() {
      closing ??= (async () => {
        draining = true;
        // Stops accepting, answers what is in flight with Connection: close, closes idle keep-alive connections,
        // and ends as soon as no request is in flight (the rest are cut at the grace).
        await Promise.all([drain.stop(graceMs), worker.stop(graceMs), catchUp.stop().then(() => webhookWorker.stop()).then(() => eventWorker.stop()), inboundSmtp?.close()]);
        // The ops port answers (draining) until the last request is done, then goes too.
        if (ops) await new Promise<void>((resolve) => { ops.close(() => resolve()); ops.closeAllConnections(); });
        transport.close();
        await limiter.close();
        await store.close();
      })();
      return closing;
    },
  };
}

/** The configured DM-id secret, else the one generated once and kept in the store (every instance and restart agrees). */
async function dmIdSecretOf(config: ServiceConfig, db: SqlDatabase, clock: Clock): Promise<Buffer> {
  if (config.security.dmIdSecret !== null) return config.security.dmIdSecret;
  return Buffer.from(await storedSetting(db, clock, 'dm_id_secret', () => randomBytes(32).toString('base64')), 'base64');
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
