import type { FastifyPluginCallback } from 'fastify';
import type { Logger } from '../ops/logger';
import { BEFORE_MESSAGE_SEND_PATH, handleBeforeMessageSend } from '../webhooks/beforeMessageSend';
import type { BeforeMessageSendDeps } from '../webhooks/beforeMessageSend';
import { handleStreamWebhook, STREAM_WEBHOOK_PATH } from '../webhooks/streamWebhookRoute';
import type { StreamWebhookDeps } from '../webhooks/streamWebhookRoute';
import { ALL_METHODS, rawRoute } from './pipeline';

/** What the provider's calls need. */
export interface ProviderCallsOptions {
  /** The webhook's inbox; null leaves /webhooks/stream unknown. */
  webhook: StreamWebhookDeps | null;
  beforeSend: BeforeMessageSendDeps;
  log: Logger;
}

/**
 * The provider's calls: the webhook (`/webhooks/stream`) and the before-message-send hook. Their authentication is
 * the `X-Signature` HMAC over the raw body, so it is checked in the handler once the raw bytes are read (no hook
 * can see them before); they have their own refusal body (`Webhook refused`, `Hook refused`) and no CORS.
 */
export const providerCalls: FastifyPluginCallback<ProviderCallsOptions> = (app, { webhook, beforeSend, log }, done) => {
  if (webhook) app.route({ method: [...ALL_METHODS], url: STREAM_WEBHOOK_PATH, handler: rawRoute(null, (req, res) => handleStreamWebhook(req, res, webhook), log) });
  app.route({ method: [...ALL_METHODS], url: BEFORE_MESSAGE_SEND_PATH, handler: rawRoute(null, (req, res) => handleBeforeMessageSend(req, res, beforeSend), log) });
  done();
};
