import { StreamChat } from 'stream-chat';
import type { ChannelAPIResponse, ChannelFilters, Mute, PartialMessageUpdate, QueryChannelsAPIResponse } from 'stream-chat';
import { CHANNEL_TYPE, channelCid } from '../channels/channelIds';
import { CONTACT_HIDDEN_FIELD } from '../../contract/ids';
import { ProviderError } from '../http/errors';
import type { ChannelSnapshot, ChatProvider, NewChannel, ProviderUser } from './chatProvider';
import { userCalls } from './userCalls';
import { catchUpCalls } from './catchUpCalls';
import { safetyCalls } from './safetyCalls';
import { isNotFound, toMessage } from './providerAnswers';
import { lockedTypeGrants } from './grantPolicy';
import { SERVICE_USER_ID } from './serviceUser';
import { providerAgents } from './providerAgents';

/** A poll's fields that hold no text a member wrote: ids, times, counts, votes and settings. */
const POLL_FIELDS_WITHOUT_TEXT = new Set([
  'id', 'created_at', 'updated_at', 'created_by', 'created_by_id', 'vote_count', 'vote_counts_by_option', 'latest_votes_by_option',
  'latest_answers', 'answers_count', 'own_votes', 'enforce_unique_vote', 'max_votes_allowed', 'voting_visibility', 'is_closed',
]);

/**
 * The provider over Stream's REST API with the server SDK (hosted Stream or fake-stream).
 * Calls go through the client's raw `post/patch/delete` with the SDK's own paths and payloads, because its
 * Channel objects cache state per channel forever, which a long-running server must not do.
 */
export function createStreamProvider(options: { apiKey: string; apiSecret: string; baseUrl: string }): ChatProvider {
  const client = new StreamChat(options.apiKey, options.apiSecret, { baseURL: options.baseUrl, timeout: 10_000, ...providerAgents() });
  const base = options.baseUrl;
  const channelUrl = (channelId: string) => `${base}/channels/${CHANNEL_TYPE}/${encodeURIComponent(channelId)}`;

  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ProviderError(operation, error);
    }
  }

  async function queryChannels(filter: ChannelFilters, userId: string | null, page: { limit: number; offset: number }) {
    const response = await call('queryChannels', () =>
      // The optional field last: on this Node a literal that opens with a spread and goes on costs about 9 µs
      // (measured), on every unread count and channel lookup.
      client.queryChannelsRequestWithResponse(filter, [{ last_message_at: -1 }], {
        state: true,
        watch: false,
        presence: false,
        message_limit: 0,
        limit: page.limit,
        offset: page.offset,
        ...(userId !== null && { user_id: userId }),
      }),
    );
    return (response as QueryChannelsAPIResponse).channels.map((channel) => toSnapshot(channel, userId));
  }

  /** Every channel the filter matches: pages of 30 (the provider's largest without state trimming), at most ten. */
  async function everyChannel(filter: ChannelFilters): Promise<ChannelSnapshot[]> {
    const found: ChannelSnapshot[] = [];
    for (let page = 0; page < 10; page += 1) {
      const batch = await queryChannels(filter, null, { limit: 30, offset: page * 30 });
      found.push(...batch);
      if (batch.length < 30) break;
    }
    return found;
  }

  /** The product's channel type's grants, or null when the app has no such type. */
  async function findChannelType(): Promise<Record<string, string[]> | null> {
    try {
      const type = await client.getChannelType(CHANNEL_TYPE);
      return type.grants ?? {};
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new ProviderError('getChannelType', error);
    }
  }

  return {
    ...userCalls(client, call),
    ...safetyCalls(client, call),
    ...catchUpCalls(client, call, base),
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    createUserToken: (userId, expiresAtSeconds) => client.createToken(userId, expiresAtSeconds),
    async upsertUsers(users: ProviderUser[]) {
      const byId = Object.fromEntries(
        users.map((user) => [
          user.id,
          {
            id: user.id,
            role: 'user',
            ...(user.name !== undefined && { name: user.name }),
            ...(user.image !== undefined && { image: user.image }),
            ...(user.bountyRole !== undefined && { bounty_role: user.bountyRole }),
          },
        ]),
      );
      await call('upsertUsers', () => client.post(`${base}/users`, { users: byId }));
    },
    async createMissingUsers(userIds: string[]) {
      // An upsert replaces a user whole, so a bare-id upsert would wipe the name of a user we did not sign in.
      const found = await call('queryUsers', () => client.queryUsers({ id: { $in: userIds } }, { id: 1 }, { limit: userIds.length }));
      const known = new Set(found.users.map((user) => user.id));
      const missing = userIds.filter((id) => !known.has(id));
      if (missing.length === 0) return;
      const byId = Object.fromEntries(missing.map((id) => [id, { id, role: 'user' }]));
      await call('upsertUsers', () => client.post(`${base}/users`, { users: byId }));
    },
    async getOrCreateChannel(channelId: string, channel: NewChannel) {
      // The service user creates every channel, so no member holds the provider's `-owner` grants on it.
      const data = { ...channel.custom, created_by_id: SERVICE_USER_ID, members: channel.memberIds };
      const response = await call('getOrCreateChannel', () =>
        client.post<ChannelAPIResponse>(`${channelUrl(channelId)}/query`, { data, state: true, messages: { limit: 0 } }),
      );
      return toSnapshot(response, null);
    },
    async addMember(channelId: string, userId: string) {
      await call('addMembers', () => client.post(channelUrl(channelId), { add_members: [userId] }));
    },
    async findChannel(channelId: string, member: string | null) {
      const filter: ChannelFilters = { cid: channelCid(channelId) };
      if (member !== null) filter.members = { $in: [member] };
      const [found] = await queryChannels(filter, member, { limit: 1, offset: 0 });
      return found ?? null;
    },
    async findDms(pair: readonly [string, string], bountyId: string) {
      // Members narrowed to one side here and to exactly the pair below: `$eq` on a member list is not
      // order-free everywhere the provider's API is implemented.
      const filter = { type: CHANNEL_TYPE, kind: 'dm', bounty_id: bountyId, members: { $in: [pair[0]] } } as ChannelFilters;
      const found = await queryChannels(filter, null, { limit: 10, offset: 0 });
      const wanted = [...pair].sort().join('\n');
      return found.filter((channel) => channel.memberCount === 2 && [...channel.memberIds].sort().join('\n') === wanted);
    },
    async listChannels(userId: string, page: { limit: number; offset: number }, kind?: string) {
      const filter: ChannelFilters = { type: CHANNEL_TYPE, members: { $in: [userId] } };
      if (kind !== undefined) (filter as Record<string, unknown>)['kind'] = kind;
      return queryChannels(filter, userId, page);
    },
    async getMessage(messageId: string) {
      try {
        const { message } = await client.getMessage(messageId);
        return toMessage(message);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new ProviderError('getMessage', error);
      }
    },
    async getPoll(pollId: string) {
      try {
        const { poll } = await client.getPoll(pollId);
        // Custom fields come flattened into the poll; the provider's own fields other than texts are left out.
        const { options, allow_answers: answers, allow_user_suggested_options: suggestions, ...rest } = poll as typeof poll & Record<string, unknown>;
        const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !POLL_FIELDS_WITHOUT_TEXT.has(key)));
        return { fields: { ...fields, options: options.map((option) => option.text) }, takesVoterText: answers === true || suggestions === true };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new ProviderError('getPoll', error);
      }
    },
    async recentMessages(senderId: string, otherId: string, sinceMs: number, channelId?: string) {
      const channels: ChannelFilters = channelId === undefined
        ? { type: CHANNEL_TYPE, members: { $in: [otherId] } }
        : { cid: channelCid(channelId), members: { $in: [otherId] } };
      const response = await call('search', () =>
        client.search(channels, { 'user.id': { $eq: senderId }, created_at: { $gte: new Date(sinceMs).toISOString() } }, {
          limit: 100,
          sort: [{ created_at: -1 }],
          user_id: senderId,
        } as Parameters<StreamChat['search']>[2]),
      );
      return response.results.map((result) => toMessage(result.message));
    },
    async isOnline(userId: string) {
      const found = await call('queryUsers', () => client.queryUsers({ id: { $eq: userId } }, { id: 1 }, { limit: 1, presence: false }));
      return found.users[0]?.online === true;
    },
    async mutedUsers(userId: string) {
      // The user's own mutes are in `me` on her connection only; the server reads them in her moderation report.
      const report = await call('getUserModerationReport', () => client.moderation.getUserModerationReport(userId, { include_user_mutes: true }));
      // The SDK's Mute type lacks the `expires` the provider sends with a timed mute.
      const now = Date.now();
      return (report.user_mutes ?? [] as Array<Mute & { expires?: string }>)
        .filter((mute: Mute & { expires?: string }) => !mute.expires || Date.parse(mute.expires) > now)
        .map((mute) => mute.target.id);
    },
    async grants() {
      const types = await call('listChannelTypes', () => client.listChannelTypes());
      const { app } = await call('getAppSettings', () => client.getAppSettings());
      return {
        channelTypes: Object.fromEntries(Object.entries(types.channel_types).map(([name, type]) => [name, type.grants ?? {}])),
        app: app?.grants ?? {},
        disableAuthChecks: app?.disable_auth_checks === true,
        disablePermissionsChecks: app?.disable_permissions_checks === true,
      };
    },
    async ensureChannelType() {
      const existing = await findChannelType();
      if (existing) return { created: false, grants: existing };
      const grants = lockedTypeGrants();
      try {
        await client.createChannelType({ name: CHANNEL_TYPE, grants });
        return { created: true, grants };
      } catch (error) {
        // Instances starting together race to create it: the one that loses finds it made, which is all it needs.
        const made = await findChannelType().catch(() => null);
        if (made) return { created: false, grants: made };
        throw new ProviderError('createChannelType', error);
      }
    },
    async setChannelTypeGrants(grants: Record<string, string[]>) {
      await call('updateChannelType', () => client.updateChannelType(CHANNEL_TYPE, { grants }));
    },
    async ensureServiceUser() {
      await this.createMissingUsers([SERVICE_USER_ID]);
    },
    async updateChannel(channelId: string, set: Record<string, string | boolean>, unset: string[]) {
      await call('updateChannelPartial', () => client.patch(channelUrl(channelId), { set, unset }));
    },
    async webhook() {
      const { app } = await call('getAppSettings', () => client.getAppSettings());
      return { url: app?.webhook_url?.trim() || null, events: [...(app?.webhook_events ?? [])] };
    },
    async setWebhook(url: string, events: readonly string[]) {
      await call('updateAppSettings', () => client.patch(`${base}/app`, { webhook_url: url, webhook_events: [...events] }));
    },
    async deleteChannel(channelId: string) {
      await call('deleteChannel', () => client.delete(channelUrl(channelId), {}));
    },
    async sendSystemMessage(channelId: string, text: string) {
      const { message } = await call('sendMessage', () => client.post<{ message: { id: string } }>(`${channelUrl(channelId)}/message`, { message: { text, type: 'system', user_id: SERVICE_USER_ID } }));
      return message.id;
    },
    async sendUserEvent(userId: string, event: { type: string } & Record<string, string>) {
      await call('sendUserCustomEvent', () => client.sendUserCustomEvent(userId, event));
    },
    async markRead(channelId: string, userId: string) {
      await call('markRead', () => client.post(`${channelUrl(channelId)}/read`, { user_id: userId }));
    },
    async updateMessageText(messageId: string, text: string, userId: string, hiddenBy?: string | null) {
      // The SDK types `set` and `unset` with the message's own fields; a custom field is a name the provider takes as well.
      const update = (hiddenBy === undefined ? { set: { text } }
        : hiddenBy === null ? { set: { text }, unset: [CONTACT_HIDDEN_FIELD] } : { set: { text, [CONTACT_HIDDEN_FIELD]: hiddenBy } }) as PartialMessageUpdate;
      const { message } = await call('partialUpdateMessage', () => client.partialUpdateMessage(messageId, update, userId));
      return message;
    },
    dmsAbout: (bountyId: string) => everyChannel({ type: CHANNEL_TYPE, kind: 'dm', bounty_id: bountyId } as ChannelFilters),
    channelsWith: (field: string, value: string) => everyChannel({ type: CHANNEL_TYPE, [field]: value } as ChannelFilters),
  };
}

/** The custom fields that carry a bounty's facts on its channel and its DMs. */
export const BOUNTY_FACT_FIELDS = ['bounty_url', 'reward', 'status', 'awarded_to', 'contact_policy', 'first_contact_guard', 'closed_at'] as const;

function toSnapshot(response: ChannelAPIResponse, userId: string | null): ChannelSnapshot {
  const channel = response.channel as ChannelAPIResponse['channel'] & Record<string, unknown>;
  const memberIds = (response.members ?? []).flatMap((member) => (member.user_id ?? member.user?.id ?? []));
  const read = userId === null ? undefined : response.read?.find((entry) => entry.user?.id === userId);
  return {
    channelId: channel.id,
    channelType: channel.type,
    name: stringOrNull(channel['name']),
    kind: stringOrNull(channel['kind']),
    bountyId: stringOrNull(channel['bounty_id']),
    createdById: channel.created_by?.id ?? channel.created_by_id ?? null,
    // The owner the service recorded; a channel made without one is owned by its creator.
    ownerId: stringOrNull(channel['owner_id']) ?? channel.created_by?.id ?? channel.created_by_id ?? null,
    bountyTitle: stringOrNull(channel['bounty_title']),
    candidateId: stringOrNull(channel['candidate_id']),
    bountyFacts: Object.fromEntries(BOUNTY_FACT_FIELDS.flatMap((key) => (typeof channel[key] === 'string' ? [[key, channel[key]]] : []))),
    memberIds,
    memberCount: channel.member_count ?? memberIds.length,
    archived: channel['archived'] === true,
    frozen: channel.frozen === true,
    lastMessageAt: channel.last_message_at ?? null,
    unread: userId === null ? null : (read?.unread_messages ?? 0),
    muted: userId === null ? null : channel.muted === true,
  };
}



function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
