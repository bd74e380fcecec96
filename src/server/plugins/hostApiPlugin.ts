import type { IncomingMessage } from 'node:http';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { isBountyId, isUserId } from '../../contract/ids';
import { eraseUser } from '../host/eraseUser';
import { EVENT_ROUTES } from '../host/eventRoutes';
import { exportUser } from '../host/exportUser';
import { getHostUser, HOST_API_PREFIX, HOST_ROUTES, putHostBounty, putHostUser } from '../host/hostApi';
import type { HostApiDeps } from '../host/hostApi';
import { authenticateHost } from '../host/hostAuth';
import { actOnHostReport, listHostReports } from '../host/hostReports';
import { ApiError } from '../http/errors';
import type { EndpointName } from '../http/errors';
import { pathOf } from '../http/requestPath';
import { sendJson } from '../http/sendJson';
import type { Logger } from '../ops/logger';
import { ALL_BUT_OPTIONS, originalUrl, rawRoute } from './pipeline';

/** One route of the host API: its path after the prefix (`{id}` for the id), method, endpoint, and what answers it. */
interface HostRoute {
  path: string;
  method: string;
  name: EndpointName;
  answer(req: IncomingMessage, id: string): Promise<unknown>;
}

/** What each path's id must be, checked before the method (as the API always has). */
const ID_RULES: Readonly<Record<string, (id: string) => void>> = {
  'users/{id}': userId,
  'users/{id}/export': userId,
  'bounties/{id}': (id) => {
    if (!isBountyId(id)) throw new ApiError('invalid_body', 'id must be a bounty id (letters, digits, _, -; at most 64; not starting with dm-)');
  },
};

/**
 * The host's back-end API under /api/host/v1/: its hook lets only the host's bearer key through (401 with
 * WWW-Authenticate, 429 past the failed-authentication limit, 404 when no key is configured), before anything else
 * is looked at, an unknown path included. Then one route per path and method (HOST_ROUTES, and EVENT_ROUTES when
 * the events are on); the other methods at a known path answer 405 with Allow, once the path's id is checked.
 */
export const hostApi: FastifyPluginCallback<{ deps: HostApiDeps; log: Logger }> = (app, { deps, log }, done) => {
  app.addHook('onRequest', (request, _reply, next) => {
    try {
      authenticateHost(request.raw, deps.key, deps.failedAuth, deps.addressOf(request.raw));
    } catch (failure) {
      next(failure as Error);
      return;
    }
    next();
  });

  for (const [path, routes] of byPath(hostRoutes(deps))) {
    const url = `${HOST_API_PREFIX}${path.replace('{id}', ':id')}`;
    const checkId = ID_RULES[path] ?? (() => {});
    for (const route of routes) {
      app.route({
        method: route.method,
        url,
        config: { endpoint: route.name },
        handler: rawRoute(route.name, async (req, res, request) => {
          const id = idOf(request);
          checkId(id);
          sendJson(res, 200, await route.answer(req, id));
        }, log),
      });
    }
    const accepted = routes.map((route) => route.method);
    const allow = accepted.join(', ');
    app.route({
      method: ALL_BUT_OPTIONS.filter((method) => !accepted.includes(method)),
      url,
      config: { endpoint: routes[0]!.name },
      handler: rawRoute(routes[0]!.name, (_req, _res, request) => {
        checkId(idOf(request));
        throw new ApiError('method_not_allowed', `this host endpoint accepts ${allow}`, { allow });
      }, log),
    });
  }
  app.route({ method: [...ALL_BUT_OPTIONS], url: `${HOST_API_PREFIX}*`, handler: rawRoute(null, (_req, _res, request) => { throw unknownHostEndpoint(request); }, log) });
  done();
};

/** The routes this service has: reports, bounties and events only when their stores are there. */
function hostRoutes(deps: HostApiDeps): HostRoute[] {
  const { bounties, reports, events } = deps;
  const reportDeps = reports ? { reports, stream: deps.stream } : null;
  const answers: Record<(typeof HOST_ROUTES)[number]['name'], HostRoute['answer'] | null> = {
    'host-get-user': (_req, id) => getHostUser(id, deps),
    'host-put-user': (req, id) => putHostUser(req, id, deps),
    'host-delete-user': (_req, id) => eraseUser(id, deps),
    'host-export-user': (_req, id) => exportUser(id, deps),
    'host-put-bounty': bounties ? (req, id) => putHostBounty(req, id, { ...deps, bounties }) : null,
    'host-list-reports': reportDeps ? (req) => listHostReports(req, reportDeps) : null,
    'host-act-on-report': reportDeps ? (req, id) => actOnHostReport(req, id, reportDeps) : null,
  };
  const own = HOST_ROUTES.flatMap((route) => {
    const answer = answers[route.name];
    return answer ? [{ path: route.path, method: route.method, name: route.name, answer }] : [];
  });
  const eventRoutes = events ? EVENT_ROUTES.map((route) => ({ path: route.path, method: route.method, name: route.name, answer: (req: IncomingMessage, id: string) => route.answer(req, id, events) })) : [];
  return [...own, ...eventRoutes];
}

function byPath(routes: HostRoute[]): Map<string, HostRoute[]> {
  const paths = new Map<string, HostRoute[]>();
  for (const route of routes) paths.set(route.path, [...(paths.get(route.path) ?? []), route]);
  return paths;
}

/** The path's id, percent-decoded by the router; an empty one names no route. */
function idOf(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  if (id === '') throw unknownHostEndpoint(request);
  return id ?? '';
}

function userId(id: string): void {
  if (!isUserId(id)) throw new ApiError('invalid_body', 'id must be a user id (letters, digits, @, _, -; at most 64)');
}

function unknownHostEndpoint(request: FastifyRequest): ApiError {
  return new ApiError('unknown_endpoint', `no host endpoint at ${pathOf(originalUrl(request))}; endpoints: users/{id} (PUT, GET, DELETE), users/{id}/export (GET), bounties/{id} (PUT), reports (GET), reports/{id} (POST)`);
}
