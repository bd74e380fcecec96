import type { Event, OwnUserResponse } from 'stream-chat';
import type { APIErrorResponse } from 'stream-chat';

/** The first frame of a socket (with `me`) and the answer to every client ping (without). */
export function healthCheckEvent(connectionId: string, createdAt: string, me?: OwnUserResponse): Event {
  return {
    type: 'health.check',
    connection_id: connectionId,
    cid: '*',
    created_at: createdAt,
    ...(me ? { me } : {}),
  } satisfies Event;
}

/** A socket refused at connect time: the SDK rejects connectUser with this error, then sees close 1000. */
export function connectionErrorFrame(error: APIErrorResponse, createdAt: string): { type: 'connection.error'; error: APIErrorResponse; created_at: string } {
  return { type: 'connection.error', error, created_at: createdAt };
}
