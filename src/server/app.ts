import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenError, verifyUserToken } from './auth/token';
import type { UserClaims } from './auth/token';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { ServiceConfig } from './config';
import { startDeliveryWorker } from './email/deliveryWorker';
import { createEmailQueue } from './email/emailQueue';
import type { EmailRequest } from './email/emailQueue';
import { createEmailTransport } from './email/emailTransport';
import { handleCors } from './http/cors';
import { sendError } from './http/errorHandler';
import { ApiError } from './http/errors';
import type { EndpointName } from './http/errors';
import { bodyDeadline, capConnections, clientAddress, edgeOptions, isClientAbort } from './http/edge';
import { createFailedAuthLimiter } from './http/failedAuthLimiter';
import { createRateLimiter } from './http/rateLimiter';
import { readJsonBody } from './http/readJsonBody';
import { sendJson } from './http/sendJson';
import type { ChatProvider } from './provider/chatProvider';
import { checkProviderGrants } from './provider/checkGrants';
import { createStreamProvider } from './provider/streamProvider';
import { routesByName } from './routes/index';
import type { RouteDeps } from './routes/route';
import { openDatabase } from './store/openDatabase';
import { createUserDirectory } from './store/userDirectory';
import type { UserDirectory } from './store/userDirectory';

/** Where the ten endpoints live. */
export const API_PREFIX = '/api/stream-chat/';

/** The parts buildServer wires together; tests and startServer pass their own. */
export interface ServerParts {
  config: ServiceConfig;
  stream: ChatProvider;
  /** Accepts e-mail requests; delivery happens elsewhere. */
  mailer: { enqueue(request: EmailRequest): void };
  store: UserDirectory;
  clock: Clock;
  log?: (line: string) => void;
}

/** Builds the product service as an HTTP server that is not listening yet. */
export function buildServer(parts: ServerParts): Server {
  const { config, stream, mailer, store, clock } = parts;
  const log = parts.log ?? ((line: string) => console.error(`product service: ${line}`));
  const limiter = createRateLimiter({ max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, clock });
  const failedAuth = createFailedAuthLimiter({ max: config.security.failedAuthMax, windowMs: config.security.failedAuthWindowMs, clock });
  const knownToProvider = new Set<string>();
  const deps: RouteDeps = {
    config,
    stream,
    directory: store,
    emails: mailer,
    clock,
    log,
    async ensureProviderUser(claims: UserClaims) {
      if (knownToProvider.has(claims.sub)) return;
      await store.upsert({ id: claims.sub, name: claims.name, email: claims.email, image: claims.image ?? null, role: claims.role });
      await stream.upsertUsers([{ id: claims.sub, name: claims.name, image: claims.image, bountyRole: claims.role }]);
      knownToProvider.add(claims.sub);
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse, setEndpoint: (name: EndpointName) => void): Promise<void> {
    if (handleCors(req, res, config.allowedOrigins)) return;
    const path = new URL(req.url ?? '/', 'http://service').pathname;
    const route = path.startsWith(API_PREFIX) ? routesByName.get(path.slice(API_PREFIX.length)) : undefined;
    if (!route) throw new ApiError('unknown_endpoint', `no endpoint at ${path}; endpoints: ${[...routesByName.keys()].join(', ')}`);
    setEndpoint(route.name);
    if (req.method !== route.method) {
      throw new ApiError('method_not_allowed', `${route.name} accepts ${route.method} only`, { allow: `${route.method}, OPTIONS` });
    }
    const caller = authenticate(req, clientAddress(req));
    const waitMs = limiter.take(caller.sub);
    if (waitMs > 0) {
      throw new ApiError('rate_limited', `more than ${config.rateLimitMax} requests in ${config.rateLimitWindowMs / 1000} s`, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    }
    const body = route.method === 'POST' ? await readJsonBody(req) : {};
    sendJson(res, 200, await route.handle({ caller, body }, deps));
  }

  function authenticate(req: IncomingMessage, address: string): UserClaims {
    const waitMs = failedAuth.blockedFor(address);
    if (waitMs > 0) {
      throw new ApiError('rate_limited', `too many failed authentications from this address; wait ${Math.ceil(waitMs / 1000)} s`, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    }
    try {
      return verifyUserToken(header(req, 'x-auth-token'), header(req, 'x-auth-iv'), config.tokenKey, clock.now(), {
        maxTtlSeconds: config.security.tokenMaxTtlSeconds,
      });
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      failedAuth.fail(address);
      throw new ApiError('unauthorized', error.message);
    }
  }

  return capConnections(createServer(edgeOptions(config.security), (req, res) => {
    let endpoint: EndpointName | null = null;
    res.setHeader('x-content-type-options', 'nosniff');
    bodyDeadline(req, config.security.requestTimeoutMs);
    handle(req, res, (name) => (endpoint = name)).catch((failure: unknown) => {
      if (isClientAbort(req, failure)) {
        log(`${endpoint ?? 'request'}: client aborted the request`);
        return;
      }
      // Whatever of the body is still unread is discarded, so the answer can go out.
      req.resume();
      sendError(res, failure, endpoint, log);
    });
  }), config.security);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A listening product service. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Options for startServer; everything has a production default. */
export interface StartOptions {
  port?: number;
  host?: string;
  clock?: Clock;
  log?: (line: string) => void;
}

/** Opens the store, starts e-mail delivery and listens; `port: 0` (the default) picks a free port. */
export async function startServer(config: ServiceConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.error(`product service: ${line}`));
  const db = openDatabase(config.dataDir);
  const queue = createEmailQueue(db, clock, config.emailWindowMs);
  const transport = createEmailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  const worker = startDeliveryWorker({
    queue,
    transport,
    clock,
    from: config.emailFrom,
    retryBaseMs: config.emailRetryBaseMs,
    retryMaxMs: config.emailRetryMaxMs,
    log,
  });
  const stream = createStreamProvider({ apiKey: config.streamApiKey, apiSecret: config.streamApiSecret, baseUrl: config.streamBaseUrl });
  const server = buildServer({
    config,
    stream,
    mailer: {
      enqueue(request) {
        queue.enqueue(request);
        worker.wake();
      },
    },
    store: createUserDirectory(db, clock),
    clock,
    log,
  });
  const host = options.host ?? '127.0.0.1';
  try {
    await checkProviderGrants(stream, config.security.allowOpenGrants, log);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (error) {
    await worker.stop();
    transport.close();
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await worker.stop();
      transport.close();
      db.close();
    },
  };
}
