/** Every failure the service answers with, and its HTTP status. */
export const ERROR_STATUS = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unknown_endpoint: 404,
  method_not_allowed: 405,
  invalid_json: 400,
  invalid_body: 400,
  payload_too_large: 413,
  rate_limited: 429,
  provider_failed: 502,
  store_unavailable: 503,
  internal: 500,
} as const;

/** A machine-readable failure code, sent as `error.code`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure a route or the pipeline raises on purpose; `detail` says what is wrong in words. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${code}: ${detail}`);
    this.name = 'ApiError';
  }
}

/** The provider (Stream or fake-stream) failed or could not be reached; answered with 502. */
export class ProviderError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`provider call ${operation} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProviderError';
  }
}

/** The catalogue: the text each endpoint answers with in `error.message` when it fails, word for word. */
export const FAILURE_MESSAGE = {
  'get-or-create-user': 'Failed to get or create Stream Chat user',
  'get-or-create-channel': 'Failed to get or create Stream Chat channel',
  'create-dm-channel': 'Failed to create direct message channel',
  'get-unread-messages': 'Failed to get unread messages',
  'all-channels': 'Failed to get all channels',
  'send-message-email': 'Failed to send message email notification',
  'send-private-chat-email': 'Failed to send private chat email',
  'archive-channel': 'Failed to archive channel',
  'delete-channel': 'Failed to archive channel',
  'unarchive-channel': 'Failed to unarchive channel',
  'edit-message': 'Failed to edit message',
  'get-preferences': 'Failed to get preferences',
  'set-preferences': 'Failed to save preferences',
  'clear-email-bounce': 'Failed to turn e-mail back on',
  'blocked-users': 'Failed to get blocked people',
  'block-user': 'Failed to block',
  'unblock-user': 'Failed to unblock',
  report: 'Failed to report',
  'get-reply-hint': 'Failed to get the reply time',
  'mark-seen': 'Failed to mark the conversation seen',
  'get-seen-channels': 'Failed to get the conversations seen',
  // The host's back-end API (/api/host/v1/) and the unsubscribe page.
  'host-put-user': 'Failed to save the user',
  'host-get-user': 'Failed to get the user',
  'host-delete-user': 'Failed to erase the user',
  'host-export-user': 'Failed to export the user',
  'host-put-bounty': 'Failed to save the bounty',
  'host-list-reports': 'Failed to list reports',
  'host-act-on-report': 'Failed to act on the report',
  'host-list-events': 'Failed to list the events',
  'host-redeliver-events': 'Failed to queue the events again',
  'host-event-delivery': 'Failed to change event delivery',
  'host-user-responsiveness': 'Failed to get the response figures',
  'host-bounty-activity': 'Failed to get the bounty\'s activity',
  unsubscribe: 'Failed to unsubscribe',
  'inbound-email': 'Failed to take the inbound e-mail',
  openapi: 'Failed to get the API description',
} as const;

/** The name of an endpoint under /api/stream-chat/, or of another route that answers with the catalogue. */
export type EndpointName = keyof typeof FAILURE_MESSAGE;

/** `error.message` for requests that match no endpoint. */
export const UNKNOWN_ENDPOINT_MESSAGE = 'Unknown endpoint';
