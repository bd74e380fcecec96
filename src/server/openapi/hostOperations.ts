import { hostBountyBody } from '../bounties/hostBountyBody';
import { deliveryBody } from '../host/eventDelivery';
import { HOST_API_PREFIX } from '../host/hostApi';
import { reportActionRequest } from '../host/hostReports';
import { hostUserBody } from '../host/hostUserBody';
import { MOST_EVENTS_LISTED } from '../host/listEvents';
import { redeliverBody } from '../host/redeliverEvents';
import type { ErrorCode } from '../http/errors';
import * as answers from './answerSchemas';
import type { OperationSpec } from './operationSpec';

/**
 * What every host route can answer: the API off (404, no key configured), a missing or wrong key, a wrong key from
 * an address over its failed-authentication budget, the wrong method, the provider, the store.
 */
const EVERY_HOST_ROUTE: readonly ErrorCode[] = ['not_found', 'unauthorized', 'rate_limited', 'method_not_allowed', 'provider_failed', 'store_unavailable', 'internal'];
const JSON_BODY: readonly ErrorCode[] = ['invalid_json', 'invalid_body', 'payload_too_large'];

const USER_ID = 'A user id (letters, digits, @, _, -; at most 64), percent-encoded';
const BOUNTY_ID = 'A bounty id (letters, digits, _, -; at most 64; not starting with dm-)';

/** One host route, its path after /api/host/v1/. */
function host(rest: string, spec: Omit<OperationSpec, 'path' | 'caller' | 'errors'> & { errors?: readonly ErrorCode[] }): OperationSpec {
  return { ...spec, path: `${HOST_API_PREFIX}${rest}`, caller: 'host', errors: [...EVERY_HOST_ROUTE, ...(spec.errors ?? [])] };
}

/** The host's back-end API under /api/host/v1/ (host/hostApi.ts and host/eventRoutes.ts answer it). */
export function hostOperations(): OperationSpec[] {
  return [
    host('users/{id}', { method: 'put', operationId: 'host-put-user', summary: 'Creates or updates a user in the directory and at the provider', body: hostUserBody, answer: answers.hostUserAnswer, errors: [...JSON_BODY, 'conflict'], pathParams: { id: USER_ID } }),
    host('users/{id}', { method: 'get', operationId: 'host-get-user', summary: 'A user as the directory holds it', answer: answers.hostUserAnswer, errors: ['invalid_body'], pathParams: { id: USER_ID } }),
    host('users/{id}', { method: 'delete', operationId: 'host-delete-user', summary: 'Erases a user (the service\'s records and the provider\'s)', answer: answers.erasureAnswer, errors: ['invalid_body'], pathParams: { id: USER_ID } }),
    host('users/{id}/export', { method: 'get', operationId: 'host-export-user', summary: 'Everything the service and the provider hold about a user', answer: answers.userExportAnswer, errors: ['invalid_body'], pathParams: { id: USER_ID } }),
    host('users/{id}/responsiveness', { method: 'get', operationId: 'host-user-responsiveness', summary: 'A user\'s response figures', answer: answers.responsivenessAnswer, errors: ['invalid_body'], pathParams: { id: USER_ID } }),
    host('bounties/{id}', { method: 'put', operationId: 'host-put-bounty', summary: 'Creates or updates a bounty: facts, status, contact policy', body: hostBountyBody, answer: answers.hostBountyAnswer, errors: JSON_BODY, pathParams: { id: BOUNTY_ID } }),
    host('bounties/{id}/activity', { method: 'get', operationId: 'host-bounty-activity', summary: 'A bounty\'s conversations and replies, counted', answer: answers.bountyActivityAnswer, errors: ['invalid_body'], pathParams: { id: BOUNTY_ID } }),
    host('reports', {
      method: 'get',
      operationId: 'host-list-reports',
      summary: 'The users\' reports, oldest first',
      query: [{ name: 'status', description: 'Which reports (default open)', schema: { type: 'string', enum: ['open', 'dismissed', 'actioned', 'all'] } }],
      answer: answers.reportListAnswer,
      errors: ['invalid_body'],
    }),
    host('reports/{id}', { method: 'post', operationId: 'host-act-on-report', summary: 'The board acts on a report: dismiss, delete the message, ban or unban', body: reportActionRequest, answer: answers.reportActedAnswer, errors: [...JSON_BODY, 'conflict'], pathParams: { id: 'A report id' } }),
    host('events', {
      method: 'get',
      operationId: 'host-list-events',
      summary: 'One page of the recorded events, oldest first',
      query: [
        { name: 'after', description: 'The event id to continue after (the previous page\'s `next`)', schema: { type: 'string', pattern: '^evt_[0-9a-f]{24}$' } },
        { name: 'limit', description: `How many events (default 100)`, schema: { type: 'integer', minimum: 1, maximum: MOST_EVENTS_LISTED } },
      ],
      answer: answers.eventListAnswer,
      errors: ['invalid_body'],
    }),
    host('events/redeliver', { method: 'post', operationId: 'host-redeliver-events', summary: 'Queues every event recorded since a time again, with the same ids', body: redeliverBody, answer: answers.redeliverAnswer, errors: JSON_BODY }),
    host('events/delivery', { method: 'get', operationId: 'host-event-delivery', summary: 'Whether events are delivered, and how many wait or failed', answer: answers.eventDeliveryAnswer }),
    host('events/delivery', { method: 'post', operationId: 'host-event-delivery-set', endpoint: 'host-event-delivery', summary: 'Turns event delivery on or off', body: deliveryBody, answer: answers.eventDeliveryAnswer, errors: JSON_BODY }),
  ];
}
