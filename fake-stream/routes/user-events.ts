import type { APIResponse } from 'stream-chat';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { userCustomEvent } from '../events/custom-events.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';

/**
 * `POST /users/{id}/event` (the server SDK's `sendUserCustomEvent`): a custom event to every connection of one user,
 * as Stream documents it: server-side auth only, 404 for an unknown user, 400 for a type with a `.` (the
 * provider's own event families use it).
 */
export function registerUserEventRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/users/:id/event', (request) => {
    const input = new Input('SendUserCustomEvent', request.body);
    if (request.caller.kind !== 'server') throw new StreamError('notAllowed', 'SendUserCustomEvent failed with error: "only server-side auth can send events to a user"');
    if (input.optionalObject('event') === undefined) throw input.fail('field "event" is required');
    const event = input.object('event');
    const type = event.string('type');
    if (type.includes('.')) throw input.fail(`event type "${type}" may not contain "."`);
    const userId = request.params.id ?? '';
    if (!ctx.store.users.get(userId)) throw new StreamError('notFound', `SendUserCustomEvent failed with error: "user ${userId} does not exist"`);
    const built = userCustomEvent({ type, fields: event.fields, createdAt: isoNow(ctx.clock) });
    ctx.bus.emit('user', { userId, build: () => built });
    return {} satisfies Omit<APIResponse, 'duration'>;
  });
}
