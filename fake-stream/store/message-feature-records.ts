import type { CustomData } from './records.js';

/** One user's reaction of one type to one message; key `${message_id}|${user_id}|${type}`. */
export type ReactionRecord = {
  message_id: string;
  user_id: string;
  type: string;
  score: number;
  created_at: string;
  updated_at: string;
  /** Fields sent with the reaction beyond type and score (emoji_code …). */
  custom: CustomData;
};

/** A poll's answer option. */
export type PollOptionRecord = { id: string; text: string; custom: CustomData };

/** A poll; messages carry it by `poll_id`. Closing is one-way. */
export type PollRecord = {
  id: string;
  name: string;
  description?: string;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  options: PollOptionRecord[];
  enforce_unique_vote: boolean;
  max_votes_allowed: number;
  allow_answers: boolean;
  allow_user_suggested_options: boolean;
  voting_visibility: 'public' | 'anonymous';
  is_closed: boolean;
  custom: CustomData;
};

/** A vote for an option, or a free-text answer (`answer_text`); key = id. */
export type PollVoteRecord = {
  id: string;
  poll_id: string;
  message_id: string;
  user_id: string;
  option_id?: string;
  answer_text?: string;
  created_at: string;
  updated_at: string;
};

/** A user muting another user; key `${user_id}|${target_id}`. */
export type UserMuteRecord = { user_id: string; target_id: string; created_at: string; updated_at: string; expires?: string };

/** A user muting a channel; key `${user_id}|${cid}`. */
export type ChannelMuteRecord = { user_id: string; cid: string; created_at: string; updated_at: string; expires?: string };

/** A flag a user raised on a message or a user; key `${user_id}|${target}` (one flag per target per user). */
export type FlagRecord = {
  user_id: string;
  target_message_id?: string;
  target_user_id?: string;
  reason?: string;
  created_at: string;
  updated_at: string;
};

/** A user blocking another (the provider's block API); key `${user_id}|${blocked_user_id}`. */
export type BlockRecord = { user_id: string; blocked_user_id: string; created_at: string };

/** An app-wide ban of one user; key = user_id. `shadow`: her messages reach nobody but her. */
export type BanRecord = { user_id: string; shadow: boolean; created_at: string; expires?: string; reason?: string; banned_by_id?: string };

/** The key of a reaction record. */
export function reactionKey(messageId: string, userId: string, type: string): string {
  return `${messageId}|${userId}|${type}`;
}

/** The key of a flag record. */
export function flagKey(flag: Pick<FlagRecord, 'user_id' | 'target_message_id' | 'target_user_id'>): string {
  return flag.target_message_id !== undefined ? `${flag.user_id}|message:${flag.target_message_id}` : `${flag.user_id}|user:${flag.target_user_id ?? ''}`;
}
