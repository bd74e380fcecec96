/** What a channel row shows besides its preview line: title, avatar initials, the latest message's time. */
import type { Channel } from 'stream-chat';
import { channelLook, membersOf, rowTitle } from '../../../chat/channelList/channelRow.js';
import { formatRowTime } from '../../../chat/time/formatTimes.js';

/** The channel's name, or the other members' names for a direct message. */
export function channelTitle(channel: Channel, userId: string): string {
  return rowTitle({ ...channelLook(channel.data), members: membersOf(Object.values(channel.state.members)) }, userId);
}

/** Initials for an avatar without image, as the kit computes them (first letters of the first and last word). */
export function initials(name: string): string {
  const words = Array.from(name.matchAll(/(\p{L})\p{L}*/gu));
  return `${words.at(0)?.[1] ?? ''}${words.length > 1 ? words.at(-1)?.[1] ?? '' : ''}`;
}

/** The row's timestamp: the time today, else the day (the widget's one clock face, chat/time/formatTimes.ts). */
export function previewTime(date: Date | undefined, now: Date, locale: string): string {
  return date ? formatRowTime(date, now, locale) : '';
}
