/** What a channel row shows besides its preview line: title, avatar initials, the latest message's time. */
import type { Channel } from 'stream-chat';
import { channelLook, membersOf, rowTitle } from '../../../chat/channelList/channelRow.js';

/** The channel's name, or the other members' names for a direct message. */
export function channelTitle(channel: Channel, userId: string): string {
  return rowTitle({ ...channelLook(channel.data), members: membersOf(Object.values(channel.state.members)) }, userId);
}

/** Initials for an avatar without image, as the kit computes them (first letters of the first and last word). */
export function initials(name: string): string {
  const words = Array.from(name.matchAll(/(\p{L})\p{L}*/gu));
  return `${words.at(0)?.[1] ?? ''}${words.length > 1 ? words.at(-1)?.[1] ?? '' : ''}`;
}

const DAY_MS = 86_400_000;

/** The row's timestamp: the time today, "yesterday", the weekday within a week, else the date. */
export function previewTime(date: Date | undefined, now: Date, locale: string): string {
  if (!date) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const at = date.getTime();
  if (at >= startOfToday) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  if (at >= startOfToday - DAY_MS) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (at >= startOfToday - 6 * DAY_MS) return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  return new Intl.DateTimeFormat(locale).format(date);
}
