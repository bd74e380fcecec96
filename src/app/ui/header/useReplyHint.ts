/**
 * The other side's reply-time hint for the open conversation: a DM's other member, or the poster of a bounty's
 * channel (not to the poster herself). Asked once per conversation opened; a failure shows nothing.
 */
import { useEffect, useState } from 'react';
import type { Channel } from 'stream-chat';
import type { ServiceClient } from '../../../service/index.js';
import type { ReplyHint } from '../../../chat/replyHint.js';

/** Whose line a conversation shows to `userId`, or null. */
function subjectOf(channel: Channel, userId: string): string | null {
  const data = (channel.data ?? {}) as Record<string, unknown>;
  if (data['kind'] === 'dm') return Object.keys(channel.state.members).find((id) => id !== userId) ?? null;
  const owner = data['owner_id'];
  return data['kind'] === 'bounty' && typeof owner === 'string' && owner !== userId ? owner : null;
}

/** The hint for `channel` (undefined until known, null for none). */
export function useReplyHint(service: ServiceClient, channel: Channel | undefined, userId: string): ReplyHint | undefined {
  const [hint, setHint] = useState<ReplyHint | undefined>(undefined);
  useEffect(() => {
    setHint(undefined);
    const subject = channel ? subjectOf(channel, userId) : null;
    if (subject === null) return;
    let active = true;
    service.getReplyHint({ userId: subject }).then((answer) => { if (active) setHint(answer.hint); }, () => { if (active) setHint(null); });
    return () => { active = false; };
  }, [service, channel, userId]);
  return hint;
}
