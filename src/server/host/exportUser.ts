import { CHANNEL_MAX_PAGES, CHANNEL_PAGE_SIZE } from '../../contract/limits';
import type { UserExport } from '../../contract/responses';
import { ApiError } from '../http/errors';
import type { ChannelSnapshot, ProviderMessage } from '../provider/chatProvider';
import { outboxFilesTo } from '../email/outboxFolder';
import { FIELDS_NAMING_USERS } from './eraseUser';
import { toHostUser } from './hostUser';
import type { UserDataDeps } from './userDataDeps';

/** The most of the user's messages an export lists (the provider's search stops at 1000). */
const EXPORT_MESSAGES_MAX = 1000;

/**
 * GET /api/host/v1/users/{id}/export: the directory entry and preferences, the user at the provider with their
 * channels and the messages they wrote there, the e-mails to them the store still keeps, and everything else an
 * erasure removes or pseudonymises (reply handles, DMs, awards and their notices, channel fields, outbox files).
 * 404 when neither the service nor the provider holds anything about the id.
 */
export async function exportUser(userId: string, deps: UserDataDeps): Promise<UserExport> {
  const [stored, providerUser, emails] = await Promise.all([
    deps.directory.find(userId),
    deps.stream.findUser(userId),
    deps.records.emailsTo(userId),
  ]);
  const service = await tracesOf(userId, stored?.email ?? '', emails.map((email) => email.recipientEmail), deps);
  const traces = Object.values(service).some((list) => list.length > 0);
  if (!stored && !providerUser && emails.length === 0 && !traces) throw new ApiError('not_found', 'neither the service nor the chat provider holds anything about this user');
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
    service,
  };
}

/** What the service keeps that names the user besides e-mail rows: the same set an erasure goes through. */
async function tracesOf(userId: string, email: string, emailedTo: string[], deps: UserDataDeps): Promise<UserExport['service']> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const fields = new Map<string, string[]>();
  for (const field of FIELDS_NAMING_USERS) {
    for (const channel of await deps.stream.channelsWith(field, userId)) {
      if (field === 'owner_id' && channel.kind === 'bounty') continue;
      fields.set(channel.channelId, [...(fields.get(channel.channelId) ?? []), field]);
    }
  }
  return {
    replyHandles: (await deps.replies.handlesOf(userId)).map((handle) => ({ channelId: handle.channelId, expiresAt: iso(handle.expiresAt) })),
    directMessages: await deps.dms.dmsOf(userId),
    bountyAwards: (await deps.bounties?.awardsTo(userId)) ?? [],
    awardNotices: ((await deps.bounties?.awardNoticesFor(userId)) ?? []).map((notice) => ({ messageId: notice.messageId, channelId: notice.channelId, postedAt: iso(notice.postedAt) })),
    channelFields: [...fields].map(([channelId, names]) => ({ channelId, fields: names })),
    outboxFiles: await outboxFilesTo(deps.outboxDir, [...new Set([email, ...emailedTo])]),
    seenConversations: ((await deps.seen?.seenBy(userId)) ?? []).map((seen) => ({ channelId: seen.channelId, seenAt: iso(seen.seenAt) })),
  };
}

async function channelsOf(userId: string, deps: UserDataDeps): Promise<ChannelSnapshot[]> {
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
