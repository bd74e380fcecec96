import type { FastifyPluginCallback } from 'fastify';
import { UNSUBSCRIBE_PATH } from '../email/unsubscribeLink';
import { handleUnsubscribe } from '../host/unsubscribePage';
import type { UnsubscribeDeps } from '../host/unsubscribePage';
import { handleInboundRoute, INBOUND_EMAIL_PATH } from '../inbound/inboundRoute';
import type { InboundRouteDeps } from '../inbound/inboundRoute';
import type { Logger } from '../ops/logger';
import { OPENAPI_PATH } from '../openapi/edgeOperations';
import { openApiRoute, openApiText } from '../openapi/serveOpenApi';
import { ALL_BUT_OPTIONS, originalUrl, rawRoute } from './pipeline';

/** The OpenAPI document at /api/openapi.json: no authentication, cacheable, built once per process. */
export const openApiDocument: FastifyPluginCallback<{ log: Logger }> = (app, { log }, done) => {
  const answer = openApiRoute(openApiText());
  app.route({ method: [...ALL_BUT_OPTIONS], url: OPENAPI_PATH, handler: rawRoute('openapi', (req, res) => answer(req, res), log) });
  done();
};

/**
 * POST /webhooks/inbound-email: the mail service's call with the raw MIME of a reply, behind the host API key
 * (checked by handleInboundRoute before anything is read, with the failed-authentication limit).
 */
export const inboundMail: FastifyPluginCallback<{ deps: InboundRouteDeps; log: Logger }> = (app, { deps, log }, done) => {
  app.route({ method: [...ALL_BUT_OPTIONS], url: INBOUND_EMAIL_PATH, handler: rawRoute('inbound-email', (req, res) => handleInboundRoute(req, res, deps), log) });
  done();
};

/** /unsubscribe?token=…: the page a recipient's link opens and the one-click POST; the signed token is its authentication. */
export const unsubscribePages: FastifyPluginCallback<{ deps: UnsubscribeDeps; log: Logger }> = (app, { deps, log }, done) => {
  const handler = rawRoute('unsubscribe', (req, res, request) => handleUnsubscribe(req, res, new URL(originalUrl(request), 'http://service'), deps), log);
  app.route({ method: [...ALL_BUT_OPTIONS], url: UNSUBSCRIBE_PATH, handler });
  done();
};
