import { CHANNEL_MAX_PAGES, CHANNEL_PAGE_SIZE } from '../../contract/limits';
import type { UserExport } from '../../contract/responses';
import { ApiError } from '../http/errors';
import type { ChannelSnapshot, ProviderMessage } from '../provider/chatProvider';
import { toHostUser } from './hostUser';
import type { HostApiDeps } from './hostApi';

/** The most of the user's messages an export lists (the provider's search stops at 1000). */
const EXPORT_MESSAGES_MAX = 1000;

/**
 * GET /api/host/v1/users/{id}/export: the directory entry and preferences, the user at the provider with their
 * channels and the messages they wrote there, and the e-mails to them the store still keeps. 404 when neither the
 * service nor the provider holds anything about the id.
 */
export async function exportUser(userId: string, deps: HostApiDeps): Promise<UserExport> {
  const [stored, providerUser, emails] = await Promise.all([
    deps.directory.find(userId),
    deps.stream.findUser(userId),
    deps.records.emailsTo(userId),
  ]);
  if (!stored && !providerUser && emails.length === 0) throw new ApiError('not_found', 'neither the service nor the chat provider holds anything about this user');
  const channels = providerUser ? await channelsOf(userId, deps) : [];
  const messages = providerUser ? await deps.stream.messagesBy(userId, EXPORT_MESSAGES_MAX) : [];
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    userId,
    exportedAt: iso(deps.clock.now()),
    profile: stored ? toHostUser(stored) : null,
    preferences: { emailNotifications: stored?.emailNotifications ?? 'all' },
    provider: {
      user: providerUser && {
        id: providerUser.id,
        name: providerUser.name ?? null,
        image: providerUser.image ?? null,
        role: providerUser.bountyRole ?? null,
        createdAt: providerUser.createdAt,
      },
      channels: channels.map((channel) => ({
        channelId: channel.channelId,
        name: channel.name ?? channel.bountyTitle,
        kind: channel.kind,
        bountyId: channel.bountyId,
        memberCount: channel.memberCount,
        messages: messagesIn(channel.channelId, messages),
      })),
    },
    emails: emails.map((email) => ({
      status: email.status,
      createdAt: iso(email.createdAt),
      sentAt: email.sentAt === null ? null : iso(email.sentAt),
      to: email.recipientEmail,
      items: email.items.map((item) => ({
        kind: item.kind,
        channelId: item.channelId,
        channelTitle: item.channelTitle,
        from: item.senderName,
        text: item.text,
        at: iso(item.createdAt),
      })),
    })),
  };
}

async function channelsOf(userId: string, deps: HostApiDeps): Promise<ChannelSnapshot[]> {
  const channels: ChannelSnapshot[] = [];
  for (let page = 0; page < CHANNEL_MAX_PAGES; page++) {
    const found = await deps.stream.listChannels(userId, { limit: CHANNEL_PAGE_SIZE, offset: page * CHANNEL_PAGE_SIZE });
    channels.push(...found);
    if (found.length < CHANNEL_PAGE_SIZE) break;
  }
  return channels;
}

/** The user's messages in one channel, oldest first. */
function messagesIn(channelId: string, messages: ProviderMessage[]): UserExport['provider']['channels'][number]['messages'] {
  return messages
    .filter((message) => message.channelId === channelId)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((message) => ({ id: message.id, text: message.text, createdAt: new Date(message.createdAt).toISOString(), type: message.type }));
}
