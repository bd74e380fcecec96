import type { z } from 'zod';
import { requestSchemas } from '../../contract/schemas';
import type { ServiceEndpoint } from '../../contract/responses';
import type { ErrorCode } from '../http/errors';
import { API_PREFIX, routesByName } from '../routes/index';
import { replyHintRequest } from '../routes/replyHint';
import * as answers from './answerSchemas';
import type { OperationSpec } from './operationSpec';

/** What the document says of one widget endpoint besides what its route (routes/*.ts) says. */
interface WidgetEndpoint {
  summary: string;
  answer: z.ZodType;
  /** The codes beyond every widget route's own (token, budget, method, provider, store). */
  errors: readonly ErrorCode[];
}

/** Every endpoint's description, by name: the compiler fails when an endpoint of the contract has none. */
const WIDGET_ENDPOINTS: Record<ServiceEndpoint, WidgetEndpoint> = {
  'get-or-create-user': { summary: 'The caller\'s provider session (a provider user token, the API key and base URL)', answer: answers.chatSessionAnswer, errors: [] },
  'get-or-create-channel': { summary: 'Joins a bounty channel, or creates or corrects it with the host\'s bounty ticket', answer: answers.channelRefAnswer, errors: ['forbidden', 'not_found'] },
  'create-dm-channel': { summary: 'Opens the direct message between a bounty\'s owner and a candidate', answer: answers.channelRefAnswer, errors: ['forbidden', 'not_found', 'conflict'] },
  'get-unread-messages': { summary: 'The caller\'s unread count in one channel', answer: answers.channelUnreadAnswer, errors: ['not_found'] },
  'all-channels': { summary: 'The caller\'s channels, latest activity first', answer: answers.allChannelsAnswer, errors: [] },
  'send-message-email': { summary: 'Asks for an e-mail about a message to an offline recipient', answer: answers.emailAnswer, errors: ['forbidden', 'not_found'] },
  'send-private-chat-email': { summary: 'Tells a user by e-mail that the caller started a private chat', answer: answers.emailAnswer, errors: ['forbidden'] },
  'archive-channel': { summary: 'Archives a channel (its owner only)', answer: answers.okAnswer, errors: ['forbidden', 'not_found'] },
  'delete-channel': { summary: 'Deletes a channel at the provider (its owner only)', answer: answers.okAnswer, errors: ['forbidden', 'not_found'] },
  'unarchive-channel': { summary: 'Unarchives a channel (its owner only)', answer: answers.okAnswer, errors: ['forbidden', 'not_found'] },
  'edit-message': { summary: 'Edits the text of the caller\'s own message, contact details hidden as the channel\'s policy says', answer: answers.editMessageAnswer, errors: ['forbidden', 'not_found'] },
  'get-preferences': { summary: 'The caller\'s own settings', answer: answers.preferencesAnswer, errors: [] },
  'set-preferences': { summary: 'Saves the caller\'s e-mail setting', answer: answers.preferencesAnswer, errors: [] },
  'clear-email-bounce': { summary: 'Clears the caller\'s bouncing mark, so chat e-mail is tried again', answer: answers.preferencesAnswer, errors: [] },
  'blocked-users': { summary: 'The people the caller blocked, newest first', answer: answers.blockedAnswer, errors: ['unknown_endpoint'] },
  'block-user': { summary: 'Blocks a person', answer: answers.blockedAnswer, errors: ['unknown_endpoint'] },
  'unblock-user': { summary: 'Unblocks a person', answer: answers.blockedAnswer, errors: ['unknown_endpoint'] },
  report: { summary: 'Reports a message or the other person of a DM to the board', answer: answers.reportAnswer, errors: ['unknown_endpoint', 'not_found'] },
  'get-reply-hint': { summary: 'The other side\'s reply-time line', answer: answers.replyHintAnswer, errors: ['forbidden'] },
  'mark-seen': { summary: 'Records that the caller opened one of their conversations (no longer "New" on any device)', answer: answers.markSeenAnswer, errors: ['not_found'] },
  'get-seen-channels': { summary: 'Which of the given conversations the caller has opened, on any device', answer: answers.seenChannelsAnswer, errors: [] },
};

/** The POST bodies: the contract's schemas, and the one a route keeps beside itself. */
const BODIES: Readonly<Record<string, z.ZodType>> = { ...requestSchemas, 'get-reply-hint': replyHintRequest };

/** What every widget route can answer: no or a bad token, the user's budget, the wrong method, the provider, the store. */
const EVERY_WIDGET_ROUTE: readonly ErrorCode[] = ['unauthorized', 'rate_limited', 'method_not_allowed', 'provider_failed', 'store_unavailable', 'internal'];
/** What reading a JSON body adds. */
const JSON_BODY: readonly ErrorCode[] = ['invalid_json', 'invalid_body', 'payload_too_large'];

/** The widget's endpoints under /api/stream-chat/, one per route of the service's route table. */
export function widgetOperations(): OperationSpec[] {
  return [...routesByName.values()].map((route) => {
    const endpoint = WIDGET_ENDPOINTS[route.name];
    const body = route.method === 'POST' ? BODIES[route.name] : undefined;
    return {
      path: `${API_PREFIX}${route.name}`,
      method: route.method === 'POST' ? 'post' : 'get',
      operationId: route.name,
      summary: endpoint.summary,
      caller: 'user',
      ...(body ? { body } : {}),
      answer: endpoint.answer,
      errors: [...EVERY_WIDGET_ROUTE, ...(route.method === 'POST' ? JSON_BODY : []), ...endpoint.errors],
    };
  });
}
