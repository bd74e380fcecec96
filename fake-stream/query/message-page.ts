import type { FakeStreamContext } from '../context.js';
import type { ChannelRecord, MessageRecord } from '../store/records.js';

/** Message pagination as `channel.query({ messages })` sends it. */
export type MessagePageOptions = {
  limit?: number;
  id_lt?: string;
  id_lte?: string;
  id_gt?: string;
  id_gte?: string;
  id_around?: string;
  created_at_around?: string;
  created_at_before?: string;
  created_at_after?: string;
};

/** The default and the largest page the provider serves. */
export const MESSAGE_PAGE = { defaultLimit: 100, maxLimit: 300 } as const;

/** Messages shown in the channel's main list: top level (or shown in channel) and after any truncation. */
export function channelTimeline(ctx: FakeStreamContext, channel: ChannelRecord): MessageRecord[] {
  const visible: MessageRecord[] = [];
  for (const id of ctx.store.messageIdsOf(channel.cid)) {
    const message = ctx.store.messages.get(id);
    if (!message) continue;
    if (message.parent_id !== undefined && message.show_in_channel !== true) continue;
    if (channel.truncated_at !== undefined && message.created_at <= channel.truncated_at) continue;
    visible.push(message);
  }
  return visible;
}

/** One page of a channel's messages, oldest first, cut around the cursor the options name. */
export function pageMessages(timeline: readonly MessageRecord[], options: MessagePageOptions): MessageRecord[] {
  const limit = Math.min(Math.max(options.limit ?? MESSAGE_PAGE.defaultLimit, 0), MESSAGE_PAGE.maxLimit);
  if (limit === 0) return [];
  const indexOf = (id: string) => timeline.findIndex((message) => message.id === id);
  const before = (end: number) => timeline.slice(Math.max(end - limit, 0), Math.max(end, 0));
  const after = (start: number) => timeline.slice(start, start + limit);
  const around = (center: number) => {
    if (center < 0) return [];
    const start = Math.max(center - Math.floor(limit / 2), 0);
    return timeline.slice(start, start + limit);
  };

  if (options.id_around) return around(indexOf(options.id_around));
  if (options.created_at_around) {
    const at = timeline.findIndex((message) => message.created_at >= options.created_at_around!);
    return around(at < 0 ? timeline.length - 1 : at);
  }
  if (options.id_lt) return anchor(indexOf(options.id_lt), (at) => before(at));
  if (options.id_lte) return anchor(indexOf(options.id_lte), (at) => before(at + 1));
  if (options.id_gt) return anchor(indexOf(options.id_gt), (at) => after(at + 1));
  if (options.id_gte) return anchor(indexOf(options.id_gte), (at) => after(at));
  if (options.created_at_before) {
    const cut = options.created_at_before;
    return before(countWhile(timeline, (message) => message.created_at < cut));
  }
  if (options.created_at_after) {
    const cut = options.created_at_after;
    return after(countWhile(timeline, (message) => message.created_at <= cut));
  }
  return before(timeline.length);
}

/** An unknown cursor id yields an empty page, as the provider does. */
function anchor(at: number, page: (at: number) => MessageRecord[]): MessageRecord[] {
  return at < 0 ? [] : page(at);
}

function countWhile(timeline: readonly MessageRecord[], keep: (message: MessageRecord) => boolean): number {
  let count = 0;
  while (count < timeline.length && keep(timeline[count]!)) count += 1;
  return count;
}
