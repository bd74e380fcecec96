/**
 * E-mails about the user's own messages: on message.new from this user in a DM, or mentioning someone, ask the
 * provider who is online, apply the rule (src/chat/offlineEmail.ts: the offline DM recipient, offline mentioned
 * members) and call send-message-email for each.
 */
import type { Channel, ChannelMemberResponse, Event, StreamChat } from 'stream-chat';
import { isDirectMessageId, isEmailWorthy, offlineEmailRequests, toEmailMembers } from '../../chat/offlineEmail.js';
import type { ServiceClient } from '../../service/index.js';
import { ServiceError } from '../../service/index.js';
import { CHANNEL_TYPE } from '../../contract/ids.js';

/** What the effect needs. */
export interface OfflineEmailDeps {
  client: StreamChat;
  service: Pick<ServiceClient, 'sendMessageEmail'>;
  /** Whether this tab is the one that sends (read when the message arrives). */
  mayNotify: () => boolean;
  /** A failed lookup or request; the chat goes on. */
  onError: (error: unknown) => void;
}

/** Members fetched per message at most; bounty channels larger than this e-mail the first page only. */
const MEMBER_PAGE = 100;

/** Handles the user's own message.new events (the caller subscribes); `stop` ends any work in flight. */
export interface OfflineEmailHandler {
  handle(event: Event): void;
  stop(): void;
}

/**
 * The handler for the user's own messages. Loaded in a chunk of its own on the first message the user sends
 * (startOfflineEmail subscribes), so a visit that sends nothing never fetches it.
 */
export function offlineEmailHandler(deps: OfflineEmailDeps): OfflineEmailHandler {
  const { client } = deps;
  // message.new can repeat for one message (reconnects, several watchers of one channel): e-mail about it once.
  const handled: string[] = [];
  let stopped = false;

  const handle = (event: Event): void => {
    const message = event.message;
    const senderId = message?.user?.id ?? event.user?.id;
    const channelId = event.channel_id;
    if (!message || !channelId || event.channel_type !== CHANNEL_TYPE || !senderId || senderId !== client.userID) return;
    if (handled.includes(message.id)) return;
    handled.push(message.id);
    if (handled.length > 100) handled.shift();
    // Decide on the window now: focus may move to another tab while the members load.
    if (!isEmailWorthy(message) || !deps.mayNotify()) return;
    // A bounty-channel message that mentions nobody e-mails nobody: no need to ask who is online.
    if (!isDirectMessageId(channelId) && (message.mentioned_users ?? []).length === 0) return;
    const channel = client.activeChannels[event.cid ?? `${event.channel_type}:${channelId}`]
      ?? client.channel(event.channel_type, channelId);
    void (async () => {
      const members = await currentMembers(channel);
      if (stopped) return;
      const requests = offlineEmailRequests({
        channelId,
        channelName: nameOf(channel),
        members: toEmailMembers(members),
        senderId,
        message,
        isSendingWindow: true,
      });
      await Promise.all(requests.map((request) => deps.service.sendMessageEmail(request).catch((error: unknown) => {
        // No address yet (the recipient never opened the chat): nobody to write to, not a failure.
        if (error instanceof ServiceError && error.code === 'not_found') return;
        if (!stopped) deps.onError(error);
      })));
    })().catch((error: unknown) => { if (!stopped) deps.onError(error); });
  };

  return { handle, stop: () => { stopped = true; } };
}

/** The channel's `name` custom field (bounty channels carry the bounty's title). */
function nameOf(channel: Channel): string | undefined {
  const name = (channel.data as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The channel's members with live presence. The state's `online` flags are only kept fresh when the channel
 * is watched with presence, so ask the provider; if that fails, the state is the best guess left.
 */
async function currentMembers(channel: Channel): Promise<ChannelMemberResponse[]> {
  try {
    const answer = await channel.queryMembers({}, { created_at: 1 }, { limit: MEMBER_PAGE });
    return answer.members;
  } catch {
    return Object.values(channel.state.members);
  }
}
