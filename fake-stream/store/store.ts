import { memberKey } from './records.js';
import type { AppSettingsRecord, ChannelRecord, ChannelTypeRecord, MemberRecord, MessageRecord, ReadRecord, UploadRecord, UserRecord } from './records.js';
import type { Tables } from './tables.js';
import { GroupIndex } from './group-index.js';
import { flagKey, reactionKey } from './message-feature-records.js';
import type { BanRecord, BlockRecord, ChannelMuteRecord, FlagRecord, PollRecord, PollVoteRecord, ReactionRecord, UserMuteRecord } from './message-feature-records.js';
import { Table } from './table.js';

/** Every table by name, for code that walks them all (the journal). */
export type TableSet = { [K in keyof Tables]: Table<Tables[K]> };

/**
 * The one store of a fake-stream instance: typed tables plus the indexes the routes need.
 * No module-level state: each instance (and each test) builds its own.
 */
export class Store {
  /** Declared before `tables`, whose key functions use it. */
  private readonly memberKeys = new MemberKeys();
  readonly tables: TableSet = {
    users: new Table<UserRecord>('users', (user) => user.id),
    channels: new Table<ChannelRecord>('channels', (channel) => channel.cid),
    members: new Table<MemberRecord>('members', (member) => this.memberKeys.of(member.cid, member.user_id)),
    messages: new Table<MessageRecord>('messages', (message) => message.id),
    reads: new Table<ReadRecord>('reads', (read) => this.memberKeys.of(read.cid, read.user_id)),
    app: new Table<AppSettingsRecord>('app', () => 'app'),
    reactions: new Table<ReactionRecord>('reactions', (reaction) => reactionKey(reaction.message_id, reaction.user_id, reaction.type)),
    polls: new Table<PollRecord>('polls', (poll) => poll.id),
    pollVotes: new Table<PollVoteRecord>('pollVotes', (vote) => vote.id),
    userMutes: new Table<UserMuteRecord>('userMutes', (mute) => `${mute.user_id}|${mute.target_id}`),
    channelMutes: new Table<ChannelMuteRecord>('channelMutes', (mute) => `${mute.user_id}|${mute.cid}`),
    flags: new Table<FlagRecord>('flags', flagKey),
    blocks: new Table<BlockRecord>('blocks', (block) => `${block.user_id}|${block.blocked_user_id}`),
    bans: new Table<BanRecord>('bans', (ban) => ban.user_id),
    uploads: new Table<UploadRecord>('uploads', (upload) => upload.id),
    channelTypes: new Table<ChannelTypeRecord>('channelTypes', (type) => type.name),
  };

  /** Reply ids per parent message, reaction keys per message, vote ids per poll (threads, reactions, polls). */
  readonly repliesByParent = new GroupIndex<MessageRecord>(this.tables.messages, (message) => message.parent_id);
  readonly reactionsByMessage = new GroupIndex<ReactionRecord>(this.tables.reactions, (reaction) => reaction.message_id);
  readonly votesByPoll = new GroupIndex<PollVoteRecord>(this.tables.pollVotes, (vote) => vote.poll_id);

  /** Message ids per channel in send order (send order is chronological, so it is the pagination order). */
  private readonly messageIdsByCid = new Map<string, string[]>();
  /**
   * Members and reads by cid then user id. Same records as the tables, but found without building the
   * `${cid}|${userId}` key: a fan-out looks up every member's read state on every message, and hashing a
   * freshly concatenated key per lookup was the bulk of that cost.
   */
  private readonly membersByCid = new Map<string, Map<string, MemberRecord>>();
  private readonly readsByCid = new Map<string, Map<string, ReadRecord>>();
  private readonly cidsByMember = new Map<string, Set<string>>();

  constructor() {
    this.tables.messages.subscribe((change) => {
      if (change.kind === 'set' && change.previous === undefined) {
        listFor(this.messageIdsByCid, change.record.cid).push(change.record.id);
      } else if (change.kind === 'delete') {
        const ids = this.messageIdsByCid.get(change.previous.cid);
        const at = ids?.indexOf(change.key) ?? -1;
        if (ids && at >= 0) ids.splice(at, 1);
      }
    });
    this.tables.members.subscribe((change) => {
      const member = change.kind === 'set' ? change.record : change.previous;
      if (change.kind === 'set') {
        mapFor(this.membersByCid, member.cid).set(member.user_id, member);
        setFor(this.cidsByMember, member.user_id).add(member.cid);
      } else {
        this.membersByCid.get(member.cid)?.delete(member.user_id);
        this.cidsByMember.get(member.user_id)?.delete(member.cid);
      }
    });
    this.tables.reads.subscribe((change) => {
      if (change.kind === 'set') mapFor(this.readsByCid, change.record.cid).set(change.record.user_id, change.record);
      else this.readsByCid.get(change.previous.cid)?.delete(change.previous.user_id);
    });
  }

  get users() { return this.tables.users; }
  get channels() { return this.tables.channels; }
  get members() { return this.tables.members; }
  get messages() { return this.tables.messages; }
  get reads() { return this.tables.reads; }

  /** The channel, unless missing or deleted. */
  liveChannel(cid: string): ChannelRecord | undefined {
    const channel = this.channels.get(cid);
    return channel && channel.deleted_at === undefined ? channel : undefined;
  }

  member(cid: string, userId: string): MemberRecord | undefined {
    return this.membersByCid.get(cid)?.get(userId);
  }

  read(cid: string, userId: string): ReadRecord | undefined {
    return this.readsByCid.get(cid)?.get(userId);
  }

  /** Members of a channel, in join order. */
  membersOf(cid: string): MemberRecord[] {
    return [...(this.membersByCid.get(cid)?.values() ?? [])];
  }

  memberIdsOf(cid: string): string[] {
    return [...(this.membersByCid.get(cid)?.keys() ?? [])];
  }

  /** Channels (cids) the user is a member of. */
  channelIdsOf(userId: string): string[] {
    return [...this.channelIdSetOf(userId)];
  }

  /** The same as `channelIdsOf` without the copy, for per-recipient hot paths; do not keep it or change the store while iterating. */
  channelIdSetOf(userId: string): ReadonlySet<string> {
    return this.cidsByMember.get(userId) ?? NO_IDS;
  }

  /** Message ids of a channel in chronological order (replies included; callers filter). */
  messageIdsOf(cid: string): readonly string[] {
    return this.messageIdsByCid.get(cid) ?? [];
  }

  /** The app settings, created with defaults on first use. */
  appSettings(): AppSettingsRecord {
    return this.tables.app.get('app') ?? { id: 'app', image_upload_config: {}, file_upload_config: {}, custom: {} };
  }
}

/**
 * `memberKey(cid, userId)` strings, built once per pair: every message rewrites each member's read record,
 * and a Map lookup with a fresh concatenated key must flatten and hash it each time, a cached one not.
 */
class MemberKeys {
  private readonly byCid = new Map<string, Map<string, string>>();

  of(cid: string, userId: string): string {
    const keys = mapFor(this.byCid, cid);
    let key = keys.get(userId);
    if (key === undefined) keys.set(userId, (key = memberKey(cid, userId)));
    return key;
  }
}

const NO_IDS: ReadonlySet<string> = new Set();

function mapFor<V>(map: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let inner = map.get(key);
  if (!inner) map.set(key, (inner = new Map()));
  return inner;
}

function listFor<V>(map: Map<string, V[]>, key: string): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function setFor<V>(map: Map<string, Set<V>>, key: string): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
