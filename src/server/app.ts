import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { TokenError, TokenExpiredError } from './auth/token';
import { createTokenVerifier } from './auth/tokenKeys';
import type { UserClaims } from './auth/token';
import type { Clock } from './clock';
import type { ServiceConfig } from './config/serviceConfig';
import type { EmailRequest, EnqueueResult } from './email/emailQueue';
import { handleCors } from './http/cors';
import { sendError } from './http/errorHandler';
import { ApiError } from './http/errors';
import type { EndpointName } from './http/errors';
import { bodyDeadline, capConnections, edgeOptions, isClientAbort } from './http/edge';
import { clientAddressForLimits } from './http/clientAddress';
import { createFailedAuthLimiter } from './http/failedAuthLimiter';
import type { RateLimiter } from './http/rateLimiter';
import { createAdmission } from './http/admission';
import { readJsonBody } from './http/readJsonBody';
import { pathOf } from './http/requestPath';
import { sendJson } from './http/sendJson';
import { turnQueue } from './http/turnQueue';
import { handleOps, isOpsPath } from './ops/health';
import type { ReadinessChecks } from './ops/health';
import { jsonLogger } from './ops/logger';
import type { Logger } from './ops/logger';
import type { ServiceMetrics } from './ops/metrics';
import type { ChatProvider } from './provider/chatProvider';
import { API_PREFIX, routesByName } from './routes/index';
import type { RouteDeps } from './routes/route';
import type { TicketLedger } from './store/ticketLedger';
import type { UserDirectory } from './store/userDirectory';
import type { UserRecords } from './store/userRecords';
import { HOST_API_PREFIX, handleHostApi } from './host/hostApi';
import type { HostApiDeps } from './host/hostApi';
import type { BountyStore } from './store/bountyFacts';
import type { TimeStyleStore } from './store/timeStyles';
import type { SeenStore } from './store/seenChannels';
import { BEFORE_MESSAGE_SEND_PATH, handleBeforeMessageSend } from './webhooks/beforeMessageSend';
import type { BeforeMessageSendDeps } from './webhooks/beforeMessageSend';
import { createAwardedPairCheck } from './bounties/contactRule';
import { uploadHostCheck } from './bounties/uploadHost';
import { handleUnsubscribe } from './host/unsubscribePage';
import { UNSUBSCRIBE_PATH } from './email/unsubscribeLink';
import { createUserSync } from './users/userSync';
import { handleStreamWebhook, STREAM_WEBHOOK_PATH } from './webhooks/streamWebhookRoute';
import type { StreamWebhookDeps } from './webhooks/streamWebhookRoute';
import { INBOUND_EMAIL_PATH, handleInboundRoute } from './inbound/inboundRoute';
import type { InboundMessage, InboundOutcome } from './inbound/inboundMail';
import { reportHeldSender } from './safety/heldSenderReport';
import type { FirstContactGuard, SuspectedSpam } from './firstContact/firstContactGuard';
import type { EventRecorder } from './events/eventRecorder';
import type { EventRouteDeps } from './host/eventRoutes';
import type { ReplyHints } from './events/replyHints';
import { recordQuietly } from './events/eventRecorder';
import { OPENAPI_PATH } from './openapi/edgeOperations';
import { openApiRoute, openApiText } from './openapi/serveOpenApi';

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

/** Builds the product service as an HTTP server that is not listening yet. */
export function buildServer(parts: ServerParts): Server {
  const { config, stream, mailer, store, clock, limiter, metrics } = parts;
  const log = parts.log ?? jsonLogger();
  const failedAuth = createFailedAuthLimiter({ max: config.security.failedAuthMax, windowMs: config.security.failedAuthWindowMs, clock });
  const users = createUserSync({ directory: store, stream, clock });
  const tokens = createTokenVerifier({ current: config.tokenKey, previous: config.tokenKeyPrevious }, (kind) => metrics.previousKeyTokens.inc({ kind }));
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
    addressOf: (req) => clientAddressForLimits(req, config.security.trustedProxies),
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

  const admitted = createAdmission(limiter, (waitMs) => {
    if (waitMs <= 0) return;
    metrics.rateLimitRefusals.inc();
    throw new ApiError('rate_limited', `more than ${config.rateLimitMax} requests in ${config.rateLimitWindowMs / 1000} s`, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  });

  // Built at start, once per process: a request for the document only writes it.
  const answerOpenApi = openApiRoute(openApiText());

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, setEndpoint: (name: EndpointName) => void): Promise<void> {
    // With an ops port the operations endpoints answer there only; here they are unknown paths. Checked here
    // first, so the other requests do not wait a turn for handleOps's answer.
    if (config.security.opsPort === null && isOpsPath(path) && (await handleOps(req, res, path, parts.readiness, metrics))) return;
    if (path === STREAM_WEBHOOK_PATH && parts.webhooks) {
      await handleStreamWebhook(req, res, { apiSecret: config.streamApiSecret, ...parts.webhooks, log });
      return;
    }
    if (path === BEFORE_MESSAGE_SEND_PATH) {
      await handleBeforeMessageSend(req, res, beforeSend);
      return;
    }
    if (handleCors(req, res, config.allowedOrigins)) return;
    if (path === OPENAPI_PATH) {
      setEndpoint('openapi');
      answerOpenApi(req, res);
      return;
    }
    if (path.startsWith(HOST_API_PREFIX)) return handleHostApi(req, res, path, host, setEndpoint);
    if (path === INBOUND_EMAIL_PATH) {
      setEndpoint('inbound-email');
      return handleInboundRoute(req, res, { hostKey: config.host.hostApiKey, failedAuth, addressOf: host.addressOf, maxBytes: config.reply.maxBytes, handle: parts.inbound ?? null });
    }
    if (path === UNSUBSCRIBE_PATH) {
      setEndpoint('unsubscribe');
      return handleUnsubscribe(req, res, new URL(req.url ?? '/', 'http://service'), {
        secret: config.host.unsubscribeSecret,
        directory: store,
        onUnsubscribed: (userId) => recordQuietly(parts.events?.recorder, log, 'user.unsubscribed', { userId }),
      });
    }
    const route = path.startsWith(API_PREFIX) ? routesByName.get(path.slice(API_PREFIX.length)) : undefined;
    if (!route) throw new ApiError('unknown_endpoint', `no endpoint at ${path}; endpoints: ${[...routesByName.keys()].join(', ')}`);
    setEndpoint(route.name);
    if (req.method !== route.method) {
      throw new ApiError('method_not_allowed', `${route.name} accepts ${route.method} only`, { allow: `${route.method}, OPTIONS` });
    }
    const caller = authenticate(req);
    const answer = await admitted(caller.sub, route.readsOnly === true, async () => {
      const body = route.method === 'POST' ? await readJsonBody(req) : {};
      return route.handle({ caller, body }, deps);
    });
    sendJson(res, 200, answer);
  }

  /**
   * Verifies first: a token that opens is never refused for other clients' failures behind the same address.
   * Only a failing attempt meets the failed-authentication block; an expired token that opens with the key
   * is the widget's own, late, and is not counted. The client's address is worked out only for a failure.
   */
  function authenticate(req: IncomingMessage): UserClaims {
    try {
      return tokens.user(header(req, 'x-auth-token'), header(req, 'x-auth-iv'), clock.now(), {
        maxTtlSeconds: config.security.tokenMaxTtlSeconds,
      });
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      if (error instanceof TokenExpiredError) throw new ApiError('unauthorized', error.message);
      const address = clientAddressForLimits(req, config.security.trustedProxies);
      const waitMs = failedAuth.blockedFor(address);
      if (waitMs > 0) {
        throw new ApiError('rate_limited', `too many failed authentications from this address; wait ${Math.ceil(waitMs / 1000)} s`, {
          'retry-after': String(Math.ceil(waitMs / 1000)),
        });
      }
      failedAuth.fail(address);
      throw new ApiError('unauthorized', error.message);
    }
  }

  const inTurn = turnQueue();
  const server = createServer(edgeOptions(config.security), (req, res) => {
    let endpoint: EndpointName | null = null;
    const started = performance.now();
    const requestId = requestIdOf(req);
    const path = pathOf(req.url);
    if (forProbesOnly(req.socket)) {
      // A socket past its address's cap, kept so a health probe is answered whatever the client's other sockets do.
      if (config.security.opsPort !== null || !isOpsPath(path)) {
        req.socket.destroy();
        return;
      }
      res.setHeader('connection', 'close');
    }
    res.setHeader('x-request-id', requestId);
    // `on`, not `once`: a response finishes once, and `once` wraps the listener anew for every request.
    res.on('finish', () => {
      // Unknown paths share one label, so a scanner cannot blow up the metrics' cardinality.
      const opsPath = isOpsPath(path) || path === STREAM_WEBHOOK_PATH ? path.slice(1) : 'unknown';
      const label = endpoint ?? opsPath;
      const seconds = (performance.now() - started) / 1000;
      metrics.requestAnswered(label, res.statusCode, seconds);
      if (!path.startsWith(API_PREFIX) && !path.startsWith(HOST_API_PREFIX)) return;
      log('request', { requestId, method: req.method, endpoint: label, status: res.statusCode, ms: Math.round(seconds * 1000) });
    });
    res.setHeader('x-content-type-options', 'nosniff');
    bodyDeadline(req, config.security.requestTimeoutMs);
    const run = () => void handle(req, res, path, (name) => (endpoint = name)).catch((failure: unknown) => {
      if (isClientAbort(req)) {
        log(`${endpoint ?? 'request'}: client aborted the request`, { requestId });
        return;
      }
      // Whatever of the body is still unread is discarded, so the answer can go out.
      req.resume();
      sendError(res, failure, endpoint, (line) => log(line, { requestId, level: 'error' }));
    });
    // A request that calls the provider is handled once the event loop has read every socket that was ready (its
    // check phase), not inside the read of its own: a turn's requests then run together and their provider calls
    // leave together. Measured under load (32 connections, get-unread-messages on SQLite, interleaved with the bare
    // server): 0.07–0.16 more of the bare server's requests per second in six paired runs, about 0.1 ms less CPU
    // per request. Since 2026-12-04 the turn's requests run one after the other in one callback (turnQueue), not
    // one callback each with its promise work between them: in three runs with both beside the bare server (SQLite,
    // get-unread-messages) the service read 0.91, 0.88 and 0.97 of its requests per second against 0.84, 0.84 and
    // 0.87, at 0.68–0.82 ms of CPU per request against 0.77–0.94. The body waits meanwhile in the request stream,
    // paused. The provider's own calls (the webhook, the before-send hook on the path of every message) call no
    // provider: they gain nothing, and are not held.
    if (path === BEFORE_MESSAGE_SEND_PATH || path === STREAM_WEBHOOK_PATH) run();
    else inTurn(run);
  });
  const forProbesOnly = capConnections(server, config.security);
  return server;
}

/** The caller's `x-request-id` when it is a sane token, so one id follows a request through the load balancer; else a new one. */
function requestIdOf(req: IncomingMessage): string {
  const given = header(req, 'x-request-id');
  return given !== undefined && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
