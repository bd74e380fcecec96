import type { BanRecord, BlockRecord, ChannelMuteRecord, FlagRecord, PollRecord, PollVoteRecord, ReactionRecord, UserMuteRecord } from './message-feature-records.js';
import type { AppSettingsRecord, ChannelRecord, ChannelTypeRecord, MemberRecord, MessageRecord, ReadRecord, UploadRecord, UserRecord } from './records.js';

/**
 * Every table of the store and its record type; later features add tables here. Apart from the record files:
 * it names the records of both, so neither of them imports the other.
 */
export type Tables = {
  users: UserRecord;
  channels: ChannelRecord;
  members: MemberRecord;
  messages: MessageRecord;
  reads: ReadRecord;
  app: AppSettingsRecord;
  reactions: ReactionRecord;
  polls: PollRecord;
  pollVotes: PollVoteRecord;
  userMutes: UserMuteRecord;
  channelMutes: ChannelMuteRecord;
  flags: FlagRecord;
  blocks: BlockRecord;
  bans: BanRecord;
  uploads: UploadRecord;
  channelTypes: ChannelTypeRecord;
};
