import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { capabilitiesOf, isGlobalStaff } from './channel-permissions.js';
import type { SendHook } from './send-hooks.js';

/** What counts as a link in message text (scheme or www. prefix). */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>]+/i;

/**
 * A member without `send-links` in the channel (switched off per channel with the custom field
 * `disable_links: true`) may not send a message whose text contains a link (HTTP 403, code 17).
 */
export function linkRuleHook(ctx: FakeStreamContext): SendHook {
  return ({ channel, member, senderId, text, viaServer }) => {
    if (viaServer || member === undefined || isGlobalStaff(ctx, senderId) || !LINK.test(text)) return undefined;
    if (capabilitiesOf(ctx, channel, senderId).includes('send-links')) return undefined;
    throw new StreamError('notAllowed', `SendMessage failed with error: "User '${senderId}' is not allowed to send links in channel ${channel.cid}"`);
  };
}
