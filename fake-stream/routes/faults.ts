import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { Router } from '../http/router.js';

/** `POST /_fake/rate-limit-next` (server auth only): `{ user_id, count? }` makes that user's next REST calls answer code 9. */
export function registerFaultRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/_fake/rate-limit-next', (request) => {
    if (request.caller.kind !== 'server') throw new StreamError('notAllowed', 'RateLimitNext failed with error: "only the server may ask for failures"');
    const input = new Input('RateLimitNext', request.body);
    const userId = input.optionalString('user_id');
    if (!userId) throw input.fail('field "user_id" is required');
    ctx.faults.rateLimitNext(userId, Math.max(1, Math.floor(input.optionalNumber('count') ?? 1)));
    return {};
  });
}
