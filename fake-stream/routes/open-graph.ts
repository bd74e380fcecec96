import type { APIResponse, OGAttachment } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import type { Router } from '../http/router.js';
import { enrichUrl } from '../model/url-enrichment.js';

/**
 * `GET /og?url=…` (the SDK's `enrichURL`, which the composer's link preview calls): the page's card, from loopback
 * or an allowed host only; any other address, or a page that names nothing, is refused with code 4.
 */
export function registerOpenGraphRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/og', async (request) => {
    if (actingUserId(request.caller, undefined) === undefined && request.caller.kind !== 'server') throw new StreamError('inputInvalid', 'OG failed with error: "a user is required"');
    const url = request.query.get('url') ?? '';
    const card = url === '' ? null : await enrichUrl(url, { hosts: ctx.config.enrichHosts });
    if (!card) throw new StreamError('inputInvalid', `OG failed with error: "url ${JSON.stringify(url)} could not be enriched"`);
    return card satisfies Omit<APIResponse & OGAttachment, 'duration'>;
  });
}
