/**
 * The host's unread counts cover the product's channels only. The provider's totals (on connect, and on the
 * events that carry them) count every channel type the user is a member of, a channel someone planted under
 * another type included (issue 21, finding 1): the widget subtracts what lies outside the product's type, as the
 * provider's per-type breakdown (getUnreadCount) last said it.
 */
import { CHANNEL_TYPE } from '../contract/ids.js';
import type { UnreadCounts } from './hostApi.js';

/** The part of a getUnreadCount answer these rules read. */
export interface UnreadBreakdown {
  channel_type?: ReadonlyArray<{ channel_type: string; channel_count: number; unread_count: number }>;
  channels?: ReadonlyArray<{ channel_id: string; unread_count: number }>;
}

export const NO_UNREAD: UnreadCounts = { total: 0, channels: 0 };

const sum = (rows: UnreadBreakdown['channel_type'] = []): UnreadCounts =>
  rows.reduce((acc, row) => ({ total: acc.total + row.unread_count, channels: acc.channels + row.channel_count }), NO_UNREAD);

/** The product's own counts in a getUnreadCount answer. */
export const productUnread = (answer: UnreadBreakdown): UnreadCounts =>
  sum(answer.channel_type?.filter((row) => row.channel_type === CHANNEL_TYPE));

/** What the answer counts outside the product's type: to be subtracted from the provider's totals. */
export const otherUnread = (answer: UnreadBreakdown): UnreadCounts =>
  sum(answer.channel_type?.filter((row) => row.channel_type !== CHANNEL_TYPE));

/**
 * What the answer counts in the product's muted conversations (listed per channel by their cid): to be
 * subtracted too. A provider that leaves a muted channel out of its counts lists none of it, so nothing is
 * taken away twice.
 */
export function mutedUnread(answer: UnreadBreakdown, isMuted: (cid: string) => boolean): UnreadCounts {
  const rows = (answer.channels ?? []).filter((row) => row.unread_count > 0 && row.channel_id.startsWith(`${CHANNEL_TYPE}:`) && isMuted(row.channel_id));
  return rows.reduce((acc, row) => ({ total: acc.total + row.unread_count, channels: acc.channels + 1 }), NO_UNREAD);
}

/** `a` less `b`, never below zero. */
export const lessUnread = (a: UnreadCounts, b: UnreadCounts): UnreadCounts =>
  ({ total: Math.max(0, a.total - b.total), channels: Math.max(0, a.channels - b.channels) });

/**
 * The host's counts from the provider's totals and the last known count outside the product; null when the
 * subtraction goes below zero, so the breakdown is stale (the other channels were read meanwhile) and must be
 * asked for again.
 */
export function hostUnread(provider: UnreadCounts, other: UnreadCounts): UnreadCounts | null {
  const counts = { total: provider.total - other.total, channels: provider.channels - other.channels };
  return counts.total < 0 || counts.channels < 0 ? null : counts;
}
