import { UNSUBSCRIBE_PATH } from '../email/unsubscribeLink';
import { INBOUND_EMAIL_PATH } from '../inbound/inboundRoute';
import { OPS_PATHS } from '../ops/health';
import { BEFORE_MESSAGE_SEND_PATH } from '../webhooks/beforeMessageSend';
import { STREAM_WEBHOOK_PATH } from '../webhooks/streamWebhookRoute';
import * as answers from './answerSchemas';
import type { OperationSpec } from './operationSpec';

/** Where the service serves this document. */
export const OPENAPI_PATH = '/api/openapi.json';

const HTML_PAGE = { type: 'string', description: 'An HTML page' };
const PROVIDER_EVENT = { type: 'object', description: 'The provider\'s JSON event, signed over its raw bytes' };

/** The provider's calls, inbound mail, the unsubscribe page, the operations endpoints and this document. */
export function edgeOperations(): OperationSpec[] {
  const [healthz, readyz, metrics] = OPS_PATHS;
  return [
    {
      path: STREAM_WEBHOOK_PATH,
      method: 'post',
      operationId: 'stream-webhook',
      summary: 'The provider\'s webhook: message.new and message.updated are recorded by X-Webhook-Id (repeats do nothing); other types are ignored. A refusal (401, 400, 405, 413) says `Webhook refused` in error.message',
      caller: 'provider',
      body: { contentType: 'application/json', schema: PROVIDER_EVENT, description: 'The event, with the header X-Webhook-Id' },
      answer: answers.webhookAnswer,
      errors: ['unauthorized', 'invalid_json', 'invalid_body', 'method_not_allowed', 'payload_too_large', 'store_unavailable', 'internal'],
    },
    {
      path: BEFORE_MESSAGE_SEND_PATH,
      method: 'post',
      operationId: 'before-message-send',
      summary: 'The provider asks before storing a message: `{}` sends it as written, `{ message }` rewrites or refuses it',
      caller: 'provider',
      body: { contentType: 'application/json', schema: { type: 'object', properties: { message: { type: 'object' }, user: { type: 'object' }, channel: { type: 'object' } } }, description: 'The message about to be stored, its author and channel' },
      answer: answers.beforeSendAnswer,
      errors: ['unauthorized', 'invalid_json', 'method_not_allowed', 'payload_too_large'],
      errorMessage: 'Hook refused',
    },
    {
      path: INBOUND_EMAIL_PATH,
      method: 'post',
      operationId: 'inbound-email',
      summary: 'A reply by e-mail as raw MIME, from a mail service (404 when replies by e-mail are off)',
      caller: 'host',
      body: { contentType: 'message/rfc822', schema: { type: 'string', description: 'The raw message' }, description: 'The raw message' },
      answer: answers.inboundAnswer,
      errors: ['not_found', 'unauthorized', 'rate_limited', 'method_not_allowed', 'invalid_body', 'payload_too_large', 'provider_failed', 'store_unavailable', 'internal'],
    },
    ...(['get', 'post'] as const).map((method): OperationSpec => ({
      path: UNSUBSCRIBE_PATH,
      method,
      operationId: method === 'get' ? 'unsubscribe' : 'unsubscribe-one-click',
      endpoint: 'unsubscribe',
      summary: method === 'get'
        ? 'The unsubscribe page: one button, nothing changed (link scanners follow links)'
        : 'RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click`): turns the recipient\'s chat e-mail off',
      caller: 'none',
      query: [{ name: 'token', required: true, description: 'The signed token of the e-mail\'s unsubscribe link', schema: { type: 'string' } }],
      ...(method === 'post' ? { body: { contentType: 'application/x-www-form-urlencoded', schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } }, required: ['List-Unsubscribe'] }, description: 'RFC 8058\'s field (multipart/form-data is taken too)' } } : {}),
      answer: { contentType: 'text/html', schema: HTML_PAGE, description: 'The page' },
      otherAnswers: {
        '400': { description: 'The link is not valid, or the POST did not ask to unsubscribe: nothing changed', contentType: 'text/html', schema: HTML_PAGE },
        '405': { description: 'Another method', contentType: 'text/html', schema: HTML_PAGE },
      },
      errors: ['store_unavailable', 'internal'],
    })),
    ...([[healthz, 'healthz', 'The process is up', answers.healthAnswer], [readyz, 'readyz', 'The store and the provider answer, and the service is not draining', answers.readinessAnswer]] as const)
      .map(([path, operationId, summary, answer]): OperationSpec => ({
        path,
        method: 'get',
        operationId,
        summary: `${summary} (on the ops port instead when BOUNTY_CHAT_OPS_PORT is set)`,
        caller: 'none',
        answer,
        errors: [],
        otherAnswers: {
          ...(path === readyz ? { '503': { description: 'Not ready, or draining', contentType: 'application/json', schema: { $ref: '#/components/schemas/ReadyzAnswer' } } } : {}),
          '405': { description: 'Not GET or HEAD', contentType: 'application/json', schema: { type: 'object', properties: { status: { const: 'method_not_allowed' } } } },
        },
      })),
    {
      path: metrics,
      method: 'get',
      operationId: 'metrics',
      summary: 'Prometheus metrics (on the ops port instead when BOUNTY_CHAT_OPS_PORT is set)',
      caller: 'none',
      answer: { contentType: 'text/plain', schema: { type: 'string' }, description: 'Prometheus text format' },
      errors: [],
      otherAnswers: { '405': { description: 'Not GET or HEAD', contentType: 'application/json', schema: { type: 'object', properties: { status: { const: 'method_not_allowed' } } } } },
    },
    {
      path: OPENAPI_PATH,
      method: 'get',
      operationId: 'openapi',
      summary: 'This document (also in the package as bounty-chat/openapi.json)',
      caller: 'none',
      answer: { contentType: 'application/json', schema: { type: 'object', description: 'An OpenAPI 3.1 document' }, description: 'The document' },
      errors: ['method_not_allowed'],
    },
  ];
}
