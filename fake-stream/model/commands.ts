import type { Attachment, MessageResponse } from 'stream-chat';
import { channelConfig } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { toMessageResponse } from '../serializers/message.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';

/** A `/command args` at the start of a message's text. */
const COMMAND = /^\/(\w+)(?:\s+([\s\S]*))?$/;

/**
 * The provider's answer to a command the channel's config enables, or undefined for an ordinary message.
 * `/giphy text` becomes an ephemeral message: returned to the sender only, neither stored nor announced,
 * with a giphy attachment and its Send / Shuffle / Cancel actions (fake-stream has no images to offer, so
 * the attachment carries none, and the actions themselves are not answered).
 */
export function commandReply(ctx: FakeStreamContext, channel: ChannelRecord, message: MessageRecord): MessageResponse | undefined {
  const match = COMMAND.exec(message.text.trim());
  const name = match?.[1];
  if (!match || name !== 'giphy') return undefined;
  if (!(channelConfig(ctx, channel).commands ?? []).some((command) => command.name === name)) return undefined;
  const args = (match[2] ?? '').trim();
  const attachment: Attachment = {
    type: 'giphy',
    title: args,
    title_link: `https://giphy.com/search/${encodeURIComponent(args)}`,
    actions: [
      { name: 'image_action', text: 'Send', style: 'primary', type: 'button', value: 'send' },
      { name: 'image_action', text: 'Shuffle', style: 'default', type: 'button', value: 'shuffle' },
      { name: 'image_action', text: 'Cancel', style: 'default', type: 'button', value: 'cancel' },
    ],
  };
  return {
    ...toMessageResponse(ctx, { ...message, type: 'ephemeral' }),
    command: name,
    args,
    attachments: [attachment],
  } satisfies MessageResponse;
}
