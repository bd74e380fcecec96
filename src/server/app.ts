import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createTokenVerifier } from './auth/tokenKeys';
import type { Clock } from './clock';
import type { ServiceConfig } from './config/serviceConfig';
import type { EmailRequest, EnqueueResult } from './email/emailQueue';
import { clientAddressForLimits } from './http/clientAddress';
import { createFailedAuthLimiter } from './http/failedAuthLimiter';
import type { ReadinessChecks } from './ops/health';
import { jsonLogger } from './ops/logger';
import type { Logger } from './ops/logger';
import type { ServiceMetrics } from './ops/metrics';
import type { ChatProvider } from './provider/chatProvider';
import { API_PREFIX } from './routes/index';
import type { RouteDeps } from './routes/route';
import type { RateLimiter } from './http/rateLimiter';
import { edgeServerFactory } from './http/edgeServer';
import { requestIdOf, routableUrl } from './http/requestTarget';
import { requestPipeline } from './plugins/requestPipeline';
import { widgetApi } from './plugins/widgetApi';
import { hostApi } from './plugins/hostApiPlugin';
import { operations } from './plugins/operations';
import { providerCalls } from './plugins/providerCalls';
import { addCors } from './plugins/cors';
import { inboundMail, openApiDocument, unsubscribePages } from './plugins/pages';
import type { TicketLedger } from './store/ticketLedger';
import type { UserDirectory } from './store/userDirectory';
import type { UserRecords } from './store/userRecords';
import type { HostApiDeps } from './host/hostApi';
import type { BountyStore } from './store/bountyFacts';
import type { TimeStyleStore } from './store/timeStyles';
import type { SeenStore } from './store/seenChannels';
import type { BeforeMessageSendDeps } from './webhooks/beforeMessageSend';
import { createAwardedPairCheck } from './bounties/contactRule';
import { uploadHostCheck } from './bounties/uploadHost';
import { createUserSync } from './users/userSync';
import type { StreamWebhookDeps } from './webhooks/streamWebhookRoute';
import type { InboundMessage, InboundOutcome } from './inbound/inboundMail';
import { reportHeldSender } from './safety/heldSenderReport';
import type { FirstContactGuard, SuspectedSpam } from './firstContact/firstContactGuard';
import type { EventRecorder } from './events/eventRecorder';
import type { EventRouteDeps } from './host/eventRoutes';
import type { ReplyHints } from './events/replyHints';
import { recordQuietly } from './events/eventRecorder';

/** Where the widget's endpoints live (`routesByName` in routes/index.ts names them). */
export { API_PREFIX };

/** The parts buildServer wires together; tests and startServer pass their own. */
export interface ServerParts {
  config: ServiceConfig;
  stream: ChatProvider;
  /** Accepts e-mail requests; delivery happens elsewhere. */
  mailer: { enqueue(request: EmailRequest): Promise<EnqueueResult> };
  store: UserDirectory;
  /** The e-mail rows about one user (the host API's export and erasure). */
  records: UserRecords;
  /** The newest bounty ticket accepted per bounty, shared by every instance on one store. */
  tickets: TicketLedger;
  /** Reply-by-e-mail handles (the host API's export and erasure). */
  replies: HostApiDeps['replies'];
  /** The per-user request budget, shared by every instance on one store. */
  limiter: RateLimiter;
  metrics: ServiceMetrics;
  readiness: ReadinessChecks;
  clock: Clock;
  /** The DM registry and the secret new DM ids are made with (read from the store when not configured). */
  dms: RouteDeps['dms'];
  log?: Logger;
  /** The provider's webhook calls (`POST /webhooks/stream`): where they are recorded; absent, the path is unknown. */
  webhooks?: Pick<StreamWebhookDeps, 'inbox' | 'recorded'>;
  /** The per-sender, per-recipient quota of send-message-email requests. */
  emailQuota?: RouteDeps['emailQuota'];
  /** The bounties the host described (PUT /api/host/v1/bounties/{id}); left out, that route is unknown. */
  bounties?: BountyStore;
  /** Blocks and the board's reports (the safety routes and the host API's reports); left out, those routes are unknown. */
  safety?: RouteDeps['safety'];
  /** Each user's zone and language for e-mail times (host API and widget); left out, neither is stored. */
  timeStyles?: TimeStyleStore;
  /** When each user first opened each conversation (mark-seen, get-seen-channels); left out, nothing is kept. */
  seen?: SeenStore;
  /** The replies-by-e-mail handler behind POST /webhooks/inbound-email; null or left out answers 404. */
  inbound?: ((message: InboundMessage) => Promise<InboundOutcome>) | null;
  /** The guard on first contact in DMs (the before-send hook asks it); left out, there is none. */
  firstContact?: FirstContactGuard | null;
  /** Where a sender the guard holds is reported to the board; left out, it is logged. */
  onSuspectedSpam?: (report: SuspectedSpam) => Promise<void>;
  /** The host's events: the recorder every source uses, and what the host API's events routes read; absent, none. */
  events?: { recorder: EventRecorder; routes: EventRouteDeps; replyHints?: ReplyHints };
}

/** The service as fastify builds it: `server` is the node:http server (not listening), `inject` runs a request in-process. */
export type ServiceApp = FastifyInstance;

/**
 * Builds the product service: a fastify instance on our own node:http server (http/edgeServer.ts), with one
 * encapsulated plugin per surface, each with its own authentication. Not ready and not listening: await
 * `app.ready()`, then listen on `app.server` (startServer does both).
 */
export function buildServer(parts: ServerParts): ServiceApp {
  const { config, stream, mailer, store, clock, limiter, metrics } = parts;
  const log = parts.log ?? jsonLogger();
  const failedAuth = createFailedAuthLimiter({ max: config.security.failedAuthMax, windowMs: config.security.failedAuthWindowMs, clock });
  const users = createUserSync({ directory: store, stream, clock });
  const tokens = createTokenVerifier({ current: config.tokenKey, previous: config.tokenKeyPrevious }, (kind) => metrics.previousKeyTokens.inc({ kind }));
  const addressOf = (req: IncomingMessage) => clientAddressForLimits(req, config.security.trustedProxies);
  const deps: RouteDeps = {
    config,
    stream,
    directory: store,
    tickets: parts.tickets,
    emails: mailer,
    ...(parts.emailQuota ? { emailQuota: parts.emailQuota } : {}),
    clock,
    tokens,
    dms: parts.dms,
    log,
    users,
    ...(parts.bounties ? { bounties: parts.bounties } : {}),
    ...(parts.safety ? { safety: parts.safety } : {}),
    ...(parts.timeStyles ? { timeStyles: parts.timeStyles } : {}),
    ...(parts.events ? { events: parts.events.recorder } : {}),
    ...(parts.events?.replyHints ? { replyHints: parts.events.replyHints } : {}),
    ...(parts.seen ? { seen: parts.seen } : {}),
  };

  const host: HostApiDeps = {
    key: config.host.hostApiKey,
    stream,
    directory: store,
    records: parts.records,
    failedAuth,
    addressOf,
    clock,
    forgetUser: (userId) => {
      users.forget(userId);
      limiter.forget(userId);
    },
    bounties: parts.bounties ?? null,
    tickets: parts.tickets,
    replies: parts.replies,
    dms: parts.dms.registry,
    outboxDir: config.outboxDir,
    log,
    defaultContactPolicy: config.contact.policy,
    reports: parts.safety?.reports ?? null,
    ...(parts.timeStyles ? { timeStyles: parts.timeStyles } : {}),
    ...(parts.seen ? { seen: parts.seen } : {}),
    events: parts.events?.routes ?? null,
    eventRecorder: parts.events?.recorder ?? null,
  };

  const beforeSend: BeforeMessageSendDeps = {
    apiSecret: config.streamApiSecret,
    contact: config.contact,
    log,
    awardedPair: createAwardedPairCheck(parts.bounties ?? null, parts.dms.registry),
    isUpload: uploadHostCheck(config.streamBaseUrl),
    getPoll: (pollId) => stream.getPoll(pollId),
    firstContact: parts.firstContact ?? null,
    // A held sender becomes a report for the board (the safety store); without one, a log line.
    onSuspectedSpam: parts.onSuspectedSpam ?? (parts.safety ? reportHeldSender(parts.safety.reports)
      : async (report) => log('first contact: sender held for sending the same text to many people', { level: 'warn', user: report.userId, channel: report.channelId })),
  };

  const pipeline = requestPipeline({ allowedOrigins: config.allowedOrigins, metrics, log });
  const app = Fastify({
    serverFactory: edgeServerFactory(config.security),
    // Our log lines (ops/logger.ts), one per answered request, written by the pipeline; fastify logs nothing.
    logger: false,
    // x-request-id: the caller's when it is a sane token (one id follows a request through the load balancer).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // HEAD of a GET route is answered by the route's own method check, as before.
    exposeHeadRoutes: false,
    rewriteUrl: routableUrl,
    // Ids in paths are checked by the surface that owns them, not cut at find-my-way's 100 characters.
    routerOptions: { maxParamLength: 8 * 1024 },
    // drain.ts stops the server gracefully; fastify's close is not used.
    forceCloseConnections: false,
    return503OnClosing: false,
    frameworkErrors: pipeline.frameworkErrors,
  });
  // A request Node cannot parse (or whose headers came too late) gets Node's own bare answer (400, 408 or 431 with
  // `Connection: close` and no body), as before fastify: fastify's clientError handler would add a JSON body.
  app.server.removeAllListeners('clientError');
  pipeline.install(app);

  // With an ops port the operations endpoints answer there only; here they are unknown paths.
  if (config.security.opsPort === null) app.register(operations, { readiness: parts.readiness, metrics, log });
  app.register(providerCalls, { webhook: parts.webhooks ? { apiSecret: config.streamApiSecret, ...parts.webhooks, log } : null, beforeSend, log });
  // The browser-facing surfaces share one context: its CORS hook and preflight route apply to them alone.
  app.register((browser, _options, done) => {
    addCors(browser, config.allowedOrigins);
    browser.register(openApiDocument, { log });
    browser.register(hostApi, { deps: host, log });
    browser.register(inboundMail, { deps: { hostKey: config.host.hostApiKey, failedAuth, addressOf, maxBytes: config.reply.maxBytes, handle: parts.inbound ?? null }, log });
    browser.register(unsubscribePages, {
      deps: {
        secret: config.host.unsubscribeSecret,
        directory: store,
        onUnsubscribed: (userId) => recordQuietly(parts.events?.recorder, log, 'user.unsubscribed', { userId }),
      },
      log,
    });
    browser.register(widgetApi, { deps, limiter, failedAuth, metrics, log });
    done();
  });
  return app;
}
