import { StreamChat } from 'stream-chat';
import type { Attachment, ChannelFilters, QueryChannelsAPIResponse } from 'stream-chat';
import { CHANNEL_TYPE, channelCid } from '../channels/channelIds';
import { ProviderError } from '../http/errors';
import { providerAgents } from './providerAgents';

/** Where a person stands in a channel, for a reply by e-mail. */
export interface ReplyChannelState {
  /** The channel exists and the person is a member. */
  member: boolean;
  frozen: boolean;
  /** The channel's custom fields (kind, bounty, contact policy, status), for the contact rule. */
  fields: Record<string, unknown>;
}

/** A file to attach, as it came in the e-mail. */
export interface ReplyFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** The provider calls a reply by e-mail needs: where the person stands, uploads, and the post itself. */
export interface ReplyProvider {
  channelState(channelId: string, userId: string): Promise<ReplyChannelState>;
  /** Uploads as the person through the channel's upload rules; the attachment, or the provider's reason for refusing it. */
  upload(channelId: string, userId: string, file: ReplyFile): Promise<{ attachment: Attachment } | { refused: string }>;
  /** Posts the text as the person's message, marked `sent_via: 'email'`; answers the message id. */
  post(channelId: string, userId: string, text: string, attachments: Attachment[]): Promise<string>;
}

/** Custom message field that marks a message written by e-mail; the widget shows "via e-mail" for it. */
export const SENT_VIA_FIELD = 'sent_via';

/** The reply calls over the provider's server API (hosted Stream or fake-stream). */
export function createReplyProvider(options: { apiKey: string; apiSecret: string; baseUrl: string }): ReplyProvider {
  const client = new StreamChat(options.apiKey, options.apiSecret, { baseURL: options.baseUrl, timeout: 10_000, ...providerAgents() });
  const channelUrl = (channelId: string) => `${options.baseUrl}/channels/${CHANNEL_TYPE}/${encodeURIComponent(channelId)}`;
  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ProviderError(operation, error);
    }
  }
  return {
    async channelState(channelId, userId) {
      const filter: ChannelFilters = { cid: channelCid(channelId), members: { $in: [userId] } };
      const response = (await call('queryChannels', () =>
        client.queryChannelsRequestWithResponse(filter, [], { state: true, watch: false, presence: false, message_limit: 0, limit: 1 }),
      )) as QueryChannelsAPIResponse;
      const found = response.channels[0];
      return { member: found !== undefined, frozen: found?.channel.frozen === true, fields: { ...found?.channel } };
    },
    async upload(channelId, userId, file) {
      const image = file.contentType.startsWith('image/');
      try {
        const sent = await client.sendFile(`${channelUrl(channelId)}/${image ? 'image' : 'file'}`, file.content, file.name, file.contentType, { id: userId });
        const url = sent.file ?? '';
        return {
          attachment: image
            ? { type: 'image', image_url: url, fallback: file.name, mime_type: file.contentType, file_size: file.content.length }
            : { type: 'file', asset_url: url, title: file.name, mime_type: file.contentType, file_size: file.content.length },
        };
      } catch (error) {
        const response = (error as { response?: { status?: number; data?: { message?: string } } }).response;
        // A 4xx is the channel's upload rules saying no; anything else is the provider failing.
        if (response?.status !== undefined && response.status >= 400 && response.status < 500) return { refused: response.data?.message ?? 'refused' };
        throw new ProviderError('sendFile', error);
      }
    },
    async post(channelId, userId, text, attachments) {
      const message = { text, user_id: userId, [SENT_VIA_FIELD]: 'email', ...(attachments.length > 0 && { attachments }) };
      const sent = await call('sendMessage', () => client.post<{ message: { id: string } }>(`${channelUrl(channelId)}/message`, { message }));
      return sent.message.id;
    },
  };
}
