import type { FastifyPluginCallback } from 'fastify';
import { HOST_API_PREFIX, handleHostApi } from '../host/hostApi';
import type { HostApiDeps } from '../host/hostApi';
import type { Logger } from '../ops/logger';
import { ALL_BUT_OPTIONS, rawRoute, routedPath } from './pipeline';

/** The host's back-end API under /api/host/v1/ (bearer key, failed-authentication limit): see host/hostApi.ts. */
export const hostApi: FastifyPluginCallback<{ deps: HostApiDeps; log: Logger }> = (app, { deps, log }, done) => {
  const handler = rawRoute(null, (req, res, request) => handleHostApi(req, res, routedPath(request), deps, (name) => (request.endpoint = name)), log);
  app.route({ method: [...ALL_BUT_OPTIONS], url: `${HOST_API_PREFIX}*`, handler });
  done();
};
